'use client';

import { Field, SelectField } from '@/components/forms/field';
import type { FormState } from '@/lib/forms/form-state';
import { english } from '@/lib/i18n/english';
import { OFFICE_PAYMENT_MODES } from '@/lib/schemas/payments';
import { RecordActionForm } from '../shared/record-action-form';

type Action = (state: FormState, formData: FormData) => Promise<FormState>;

const MODES = OFFICE_PAYMENT_MODES.map((mode) => ({ value: mode, label: english(`admin.payments.modes.${mode}`) }));

/** Record payment: amount, how, its reference, when, and a note. */
export function RecordPaymentForm({
  action,
  orderId,
  balance,
  today,
}: {
  action: Action;
  orderId: number;
  balance: string;
  today: string;
}) {
  return (
    <RecordActionForm action={action} id={orderId} submitLabel={english('admin.payments.record')}>
      {(state) => (
        <>
          <Field
            name="amount"
            id={`order-${orderId}-amount`}
            label={english('admin.payments.amount')}
            hint={english('admin.payments.amountHint', { balance })}
            inputMode="decimal"
            autoComplete="off"
            required
            defaultValue={state.values?.amount ?? ''}
            error={state.fieldErrors?.amount}
          />
          <SelectField
            name="mode"
            id={`order-${orderId}-mode`}
            label={english('admin.payments.mode')}
            placeholder={english('admin.payments.chooseMode')}
            options={MODES}
            required
            defaultValue={state.values?.mode ?? ''}
            error={state.fieldErrors?.mode}
          />
          <Field
            name="reference"
            id={`order-${orderId}-payment-reference`}
            label={english('admin.payments.reference')}
            hint={english('admin.payments.referenceHint')}
            autoComplete="off"
            spellCheck={false}
            maxLength={40}
            defaultValue={state.values?.reference ?? ''}
            error={state.fieldErrors?.reference}
          />
          <Field
            name="paidOn"
            id={`order-${orderId}-paid-on`}
            type="date"
            label={english('admin.payments.paidOn')}
            max={today}
            required
            defaultValue={state.values?.paidOn ?? today}
            error={state.fieldErrors?.paidOn}
          />
          <Field
            name="note"
            id={`order-${orderId}-payment-note`}
            label={english('admin.payments.note')}
            maxLength={200}
            defaultValue={state.values?.note ?? ''}
            error={state.fieldErrors?.note}
          />
        </>
      )}
    </RecordActionForm>
  );
}

/** Reverse, with why, after the question. */
export function ReversePaymentForm({
  action,
  orderId,
  paymentId,
}: {
  action: Action;
  orderId: number;
  paymentId: number;
}) {
  return (
    <RecordActionForm
      action={action}
      id={orderId}
      submitLabel={english('admin.payments.reverse')}
      confirmText={english('admin.payments.reverseConfirm')}
    >
      {(state) => (
        <>
          <input type="hidden" name="paymentId" value={paymentId} />
          <Field
            name="reason"
            id={`payment-${paymentId}-reason`}
            label={english('admin.payments.reason')}
            hint={english('admin.payments.reasonHint')}
            maxLength={200}
            required
            defaultValue={state.values?.reason ?? ''}
            error={state.fieldErrors?.reason}
          />
        </>
      )}
    </RecordActionForm>
  );
}
