'use client';

import { type FormEvent, useActionState } from 'react';
import { Field, SelectField } from '@/components/forms/field';
import { FormMessage } from '@/components/forms/form-message';
import { type FormState, idleFormState } from '@/lib/forms/form-state';
import { GST_STATES } from '@/lib/gst/states';
import { english } from '@/lib/i18n/english';
import { SaveButton } from '../shared/save-button';
import { useActionToast } from '../shell/toaster';

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
  const [state, formAction] = useActionState(action, idleFormState);
  useActionToast(state);
  return (
    <form action={formAction} className="flex flex-col gap-2">
      <input type="hidden" name="id" value={orderId} />
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
      <div>
        <SaveButton label={english('admin.billing.saveTaxDetails')} />
      </div>
      <FormMessage state={state} />
    </form>
  );
}

/** Issue bill, after the question: an issued bill is never changed. */
export function IssueBillForm({ action, orderId }: { action: Action; orderId: number }) {
  const [state, formAction] = useActionState(action, idleFormState);
  useActionToast(state);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!window.confirm(english('admin.billing.issueConfirm'))) event.preventDefault();
  }
  return (
    <form action={formAction} onSubmit={onSubmit} className="flex flex-col gap-2">
      <input type="hidden" name="id" value={orderId} />
      <p className="text-sm text-slate-600">{english('admin.billing.issueHint')}</p>
      <div>
        <SaveButton label={english('admin.billing.issue')} />
      </div>
      <FormMessage state={state} />
    </form>
  );
}
