'use client';

import { Field, SelectField } from '@/components/forms/field';
import { GST_STATES } from '@/lib/gst/states';
import { english } from '@/lib/i18n/english';
import type { SettingsSection } from './settings-form';

const STATE_CHOICES = GST_STATES.map((state) => ({ value: state.code, label: `${state.name} (${state.code})` }));

/** The facts every bill needs (Rule 46): who sells, where it is registered, how farmers pay, the bills' numbers. */
export function BillingFields({ errors, value }: SettingsSection) {
  const field = (name: string, label: string, more: { hint?: string; required?: boolean; maxLength?: number } = {}) => (
    <Field
      name={name}
      label={label}
      autoComplete="off"
      maxLength={more.maxLength ?? 200}
      required={more.required}
      hint={more.hint}
      defaultValue={value(name)}
      error={errors[name]}
    />
  );
  const code = (name: string, label: string, maxLength: number, hint?: string) => (
    <Field
      name={name}
      label={label}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={maxLength}
      hint={hint}
      defaultValue={value(name)}
      error={errors[name]}
    />
  );
  return (
    <>
      {field('legalName', english('admin.settings.legalName'), { required: true })}
      <SelectField
        name="stateCode"
        label={english('admin.settings.state')}
        placeholder={english('admin.settings.chooseState')}
        options={STATE_CHOICES}
        required
        defaultValue={value('stateCode')}
        error={errors.stateCode}
      />
      {code('gstin', english('admin.settings.gstin'), 15, english('admin.settings.gstinHint'))}
      {code('pan', english('admin.settings.pan'), 10, english('admin.settings.panHint'))}
      <Field
        name="upiId"
        label={english('admin.settings.upiId')}
        inputMode="email"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={320}
        hint={english('admin.settings.upiIdHint')}
        defaultValue={value('upiId')}
        error={errors.upiId}
      />
      {field('upiPayeeName', english('admin.settings.upiPayeeName'), { maxLength: 100 })}
      {field('bankHolder', english('admin.settings.bankHolder'))}
      <Field
        name="bankAccountNumber"
        label={english('admin.settings.bankAccountNumber')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={18}
        defaultValue={value('bankAccountNumber')}
        error={errors.bankAccountNumber}
      />
      {code('bankIfsc', english('admin.settings.bankIfsc'), 11)}
      {field('bankName', english('admin.settings.bankName'))}
      {code('invoicePrefix', english('admin.settings.invoicePrefix'), 4, prefixHint(value('invoicePrefix')))}
      {code('creditNotePrefix', english('admin.settings.creditNotePrefix'), 4, prefixHint(value('creditNotePrefix')))}
      {field('signatory', english('admin.settings.signatory'), { required: true, maxLength: 120 })}
    </>
  );
}

/** "INV/25-26/00042": the prefix, the financial year, the bill's number in it. */
const prefixHint = (prefix: string) =>
  english('admin.settings.prefixHint', { example: `${prefix || 'INV'}/25-26/00042` });
