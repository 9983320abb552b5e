'use client';

import type { ReactNode } from 'react';
import type { z } from 'zod';
import { FormMessage } from '@/components/forms/form-message';
import { type FormCheck, useValidatedForm } from '@/components/forms/use-validated-form';
import { type FormState, formKey, keptValue } from '@/lib/forms/form-state';
import { englishFormErrors } from '@/lib/i18n/english';
import { useActionToast } from '../shell/toaster';

type Action = (state: FormState, formData: FormData) => Promise<FormState>;

/**
 * An admin form's state: checked in the browser with the action's own schema
 * (English texts: the back office is English), its outcome shown as a toast,
 * and `kept` for the value a refused submission typed.
 */
export function useAdminForm(action: Action, schema: z.ZodType, options: { checkFiles?: FormCheck } = {}) {
  const form = useValidatedForm(action, schema, { messages: englishFormErrors, ...options });
  useActionToast(form.state);
  const kept = (field: string, initial: string) => keptValue(form.state, field, initial);
  return { ...form, kept };
}

/**
 * The form element of an admin form: a plain post before the script runs,
 * remounted after each outcome (formKey) so it shows what was saved, with the
 * announced message first and the id of the record it edits.
 */
export function AdminForm({
  form,
  recordId,
  className = 'flex flex-col gap-2',
  children,
}: {
  form: ReturnType<typeof useAdminForm>;
  recordId?: number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form
      key={formKey(form.state)}
      ref={form.formRef}
      action={form.formAction}
      onSubmit={form.onSubmit}
      noValidate
      encType="multipart/form-data"
      className={className}
    >
      <FormMessage state={form.state} />
      {recordId !== undefined ? <input type="hidden" name="id" value={recordId} /> : null}
      {children}
    </form>
  );
}
