'use client';

import type { ReactNode } from 'react';
import { AdminForm, useAdminForm } from '@/components/admin/shared/admin-form';
import { SaveButton } from '@/components/admin/shared/save-button';
import { english } from '@/lib/i18n/english';
import { settingsFormSchema } from '@/lib/schemas/settings-form';
import { saveSettingsAction } from './actions';
import { BillingFields } from './billing-fields';
import { CompanyFields } from './company-fields';

/** What a section of the form is handed: a field's message, and its value (as typed, after a refusal). */
export type SettingsSection = { errors: Record<string, string | undefined>; value: (field: string) => string };

/** The Settings screen's one form: the company, its billing facts, its words in Assamese and Hindi. */
export function SettingsForm({ initial }: { initial: Record<string, string> }) {
  const form = useAdminForm(saveSettingsAction, settingsFormSchema);
  const section: SettingsSection = {
    errors: form.errors,
    value: (field) => form.kept(field, initial[field] ?? ''),
  };
  return (
    <AdminForm form={form} className="flex max-w-3xl flex-col gap-6">
      <Part legend={english('admin.settings.company')}>
        <CompanyFields {...section} />
      </Part>
      <Part legend={english('admin.settings.billing')}>
        <BillingFields {...section} />
      </Part>
      <div>
        <SaveButton label={english('admin.settings.save')} />
      </div>
    </AdminForm>
  );
}

function Part({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4">
      <legend className="px-1 text-lg font-semibold">{legend}</legend>
      {children}
    </fieldset>
  );
}
