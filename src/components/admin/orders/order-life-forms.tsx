'use client';

import { Field, TextAreaField } from '@/components/forms/field';
import type { FormState } from '@/lib/forms/form-state';
import { english } from '@/lib/i18n/english';
import type { OrderStep } from '@/lib/schemas/orders';
import { RecordActionForm } from '../shared/record-action-form';

type Action = (state: FormState, formData: FormData) => Promise<FormState>;

const SUBMIT = { dispatched: 'dispatch', delivered: 'deliver', cancelled: 'cancel' } as const;

/**
 * One step of a confirmed order (dispatched with its carrier and expected
 * date, delivered, cancelled with a reason) as a plain form: works before the
 * script has loaded.
 */
export function OrderStepForm({ action, orderId, step }: { action: Action; orderId: number; step: OrderStep }) {
  const id = (field: string) => `order-${orderId}-${step}-${field}`;
  return (
    <RecordActionForm
      action={action}
      id={orderId}
      submitLabel={english(`admin.orders.life.${SUBMIT[step]}`)}
      // Delivered and Cancelled cannot be taken back and tell the customer: asked first, as Confirm and Reject are.
      confirmText={step === 'dispatched' ? undefined : english(`admin.orders.life.ask.${step}`)}
      className="flex flex-col gap-2 rounded-md border border-slate-200 p-3"
    >
      {(state) => (
        <>
          <input type="hidden" name="step" value={step} />
          {step === 'dispatched' ? (
            <>
              <Field
                name="carrier"
                id={id('carrier')}
                label={english('admin.orders.life.carrier')}
                maxLength={100}
                defaultValue={state.values?.carrier ?? ''}
                error={state.fieldErrors?.carrier}
              />
              <Field
                name="expectedOn"
                id={id('expected')}
                type="date"
                label={english('admin.orders.life.expectedOn')}
                defaultValue={state.values?.expectedOn ?? ''}
                error={state.fieldErrors?.expectedOn}
              />
            </>
          ) : null}
          {step === 'cancelled' ? (
            <TextAreaField
              name="reason"
              id={id('reason')}
              label={english('admin.orders.life.reason')}
              required
              maxLength={500}
              rows={2}
              defaultValue={state.values?.reason ?? ''}
              error={state.fieldErrors?.reason}
            />
          ) : null}
        </>
      )}
    </RecordActionForm>
  );
}

/** A staff note on the order. */
export function OrderNoteForm({ action, orderId }: { action: Action; orderId: number }) {
  return (
    <RecordActionForm action={action} id={orderId} submitLabel={english('admin.orders.life.addNote')}>
      {(state) => (
        <TextAreaField
          name="text"
          id={`order-${orderId}-note`}
          label={english('admin.orders.life.noteLabel')}
          required
          maxLength={1000}
          rows={2}
          defaultValue={state.values?.text ?? ''}
          error={state.fieldErrors?.text}
        />
      )}
    </RecordActionForm>
  );
}
