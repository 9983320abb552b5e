'use client';

import { type FormEvent, useActionState } from 'react';
import { Field, TextAreaField } from '@/components/forms/field';
import { FormMessage } from '@/components/forms/form-message';
import { type FormState, idleFormState } from '@/lib/forms/form-state';
import { english } from '@/lib/i18n/english';
import type { OrderStep } from '@/lib/schemas/orders';
import { SaveButton } from '../shared/save-button';
import { useActionToast } from '../shell/toaster';

type Action = (state: FormState, formData: FormData) => Promise<FormState>;

const SUBMIT = { dispatched: 'dispatch', delivered: 'deliver', cancelled: 'cancel' } as const;

/**
 * One step of a confirmed order (dispatched with its carrier and expected
 * date, delivered, cancelled with a reason) as a plain form: works before the
 * script has loaded.
 */
export function OrderStepForm({ action, orderId, step }: { action: Action; orderId: number; step: OrderStep }) {
  const [state, formAction] = useActionState(action, idleFormState);
  useActionToast(state);
  const id = (field: string) => `order-${orderId}-${step}-${field}`;
  // Delivered and Cancelled cannot be taken back and tell the customer: asked first, as Confirm and Reject are.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (step !== 'dispatched' && !window.confirm(english(`admin.orders.life.ask.${step}`))) event.preventDefault();
  }
  return (
    <form
      action={formAction}
      onSubmit={onSubmit}
      className="flex flex-col gap-2 rounded-md border border-slate-200 p-3"
    >
      <input type="hidden" name="id" value={orderId} />
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
      <div>
        <SaveButton label={english(`admin.orders.life.${SUBMIT[step]}`)} />
      </div>
      <FormMessage state={state} />
    </form>
  );
}

/** A staff note on the order. */
export function OrderNoteForm({ action, orderId }: { action: Action; orderId: number }) {
  const [state, formAction] = useActionState(action, idleFormState);
  useActionToast(state);
  return (
    <form action={formAction} className="flex flex-col gap-2">
      <input type="hidden" name="id" value={orderId} />
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
      <div>
        <SaveButton label={english('admin.orders.life.addNote')} />
      </div>
      <FormMessage state={state} />
    </form>
  );
}
