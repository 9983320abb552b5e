'use client';

import type { FormState } from '@/lib/forms/form-state';
import { english } from '@/lib/i18n/english';
import { RecordActionForm } from '../shared/record-action-form';
import { AmountField, PaidOnField } from './order-payment-forms';

type Action = (state: FormState, formData: FormData) => Promise<FormState>;

/** A reported UTR: found on the statement (with the amount it shows and its date), or not found. */
export function CheckPaymentReportForms({
  action,
  orderId,
  reportId,
  balance,
  today,
}: {
  action: Action;
  orderId: number;
  reportId: number;
  balance: string;
  today: string;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <RecordActionForm action={action} id={orderId} submitLabel={english('admin.payments.confirmReport')}>
        {(state) => (
          <>
            <input type="hidden" name="outcome" value="found" />
            <input type="hidden" name="reportId" value={reportId} />
            <AmountField
              id={`report-${reportId}-amount`}
              hint={english('admin.payments.reportAmountHint')}
              state={state}
              fallback={balance}
            />
            <PaidOnField id={`report-${reportId}-paid-on`} today={today} state={state} />
          </>
        )}
      </RecordActionForm>
      <RecordActionForm
        action={action}
        id={orderId}
        submitLabel={english('admin.payments.rejectReport')}
        confirmText={english('admin.payments.rejectConfirm')}
      >
        {() => (
          <>
            <input type="hidden" name="outcome" value="not_found" />
            <input type="hidden" name="reportId" value={reportId} />
          </>
        )}
      </RecordActionForm>
    </div>
  );
}

/** Send balance reminder, after the question. */
export function BalanceReminderForm({ action, orderId }: { action: Action; orderId: number }) {
  return (
    <RecordActionForm
      action={action}
      id={orderId}
      submitLabel={english('admin.payments.remind')}
      confirmText={english('admin.payments.remindConfirm')}
    >
      {() => <p className="text-sm text-slate-600">{english('admin.payments.remindHint')}</p>}
    </RecordActionForm>
  );
}
