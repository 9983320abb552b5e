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
          <AmountField
            id={`order-${orderId}-amount`}
            hint={english('admin.payments.amountHint', { balance })}
            state={state}
            fallback=""
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
          <PaidOnField id={`order-${orderId}-paid-on`} today={today} state={state} />
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

/** How much came: rupees as typed ("1,250.50"); what was typed comes back with a refusal. */
export function AmountField({
  id,
  hint,
  state,
  fallback,
}: {
  id: string;
  hint: string;
  state: FormState;
  fallback: string;
}) {
  return (
    <Field
      name="amount"
      id={id}
      label={english('admin.payments.amount')}
      hint={hint}
      inputMode="decimal"
      autoComplete="off"
      required
      defaultValue={state.values?.amount ?? fallback}
      error={state.fieldErrors?.amount}
    />
  );
}

/** When it came: today unless told, never later. */
export function PaidOnField({ id, today, state }: { id: string; today: string; state: FormState }) {
  return (
    <Field
      name="paidOn"
      id={id}
      type="date"
      label={english('admin.payments.paidOn')}
      max={today}
      required
      defaultValue={state.values?.paidOn ?? today}
      error={state.fieldErrors?.paidOn}
    />
  );
}
