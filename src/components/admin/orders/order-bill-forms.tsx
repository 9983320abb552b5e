'use client';

import { Field, SelectField } from '@/components/forms/field';
import type { FormState } from '@/lib/forms/form-state';
import { GST_STATES } from '@/lib/gst/states';
import { english } from '@/lib/i18n/english';
import { RecordActionForm } from '../shared/record-action-form';

type Action = (state: FormState, formData: FormData) => Promise<FormState>;

const PLACES = GST_STATES.map((state) => ({ value: state.code, label: `${state.name} (${state.code})` }));

/** Where the goods go and the buyer's GSTIN: a plain form, before the bill. */
export function OrderTaxDetailsForm({
  action,
  orderId,
  placeOfSupply,
  buyerGstin,
}: {
  action: Action;
  orderId: number;
  placeOfSupply: string | null;
  buyerGstin: string | null;
}) {
  return (
    <RecordActionForm action={action} id={orderId} submitLabel={english('admin.billing.saveTaxDetails')}>
      {(state) => (
        <>
          <SelectField
            name="placeOfSupply"
            id={`order-${orderId}-place`}
            label={english('admin.billing.placeOfSupply')}
            placeholder={english('admin.billing.choosePlace')}
            options={PLACES}
            required
            defaultValue={state.values?.placeOfSupply ?? placeOfSupply ?? ''}
            error={state.fieldErrors?.placeOfSupply}
          />
          <Field
            name="buyerGstin"
            id={`order-${orderId}-gstin`}
            label={english('admin.billing.buyerGstin')}
            hint={english('admin.billing.buyerGstinHint')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={15}
            defaultValue={state.values?.buyerGstin ?? buyerGstin ?? ''}
            error={state.fieldErrors?.buyerGstin}
          />
        </>
      )}
    </RecordActionForm>
  );
}

/** Issue bill, after the question: an issued bill is never changed. */
export function IssueBillForm({ action, orderId }: { action: Action; orderId: number }) {
  return (
    <RecordActionForm
      action={action}
      id={orderId}
      submitLabel={english('admin.billing.issue')}
      confirmText={english('admin.billing.issueConfirm')}
    >
      {() => <p className="text-sm text-slate-600">{english('admin.billing.issueHint')}</p>}
    </RecordActionForm>
  );
}
