import type { z } from 'zod';

/**
 * What every form action returns to its form: a message for the whole form,
 * errors per field, and the values typed (so nothing is lost on an error).
 */
export type FormState = {
  status: 'idle' | 'error' | 'success';
  message?: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
};

export const idleFormState: FormState = { status: 'idle' };

/** The first message of each field, keyed by field name. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Text fields of a FormData, without passwords (they are never sent back to the page), each cut at `max` characters. */
export function typedValues(formData: FormData, fields: readonly string[], max = 2000): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of fields) {
    const value = formData.get(field);
    if (typeof value === 'string') values[field] = value.slice(0, max);
  }
  return values;
}

/** FormData → plain object for zod (only strings; files are handled by their own forms). */
export function formDataObject(formData: FormData): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of formData.entries()) {
    if (typeof value === 'string' && !key.startsWith('$ACTION')) result[key] = value;
  }
  return result;
}

/** A field of a form as the back office's schemas read it: its text or chosen file, or the list of them when sent several times. */
export type FormValue = FormDataEntryValue | FormDataEntryValue[];

/**
 * FormData → plain object for the back office's action schemas: a field sent
 * once is its text or file, one sent several times (ticked boxes) the list of
 * them, so every field, files and lists included, goes through the schema.
 */
export function formFields(formData: FormData): Record<string, FormValue> {
  const result: Record<string, FormValue> = {};
  for (const key of new Set(formData.keys())) {
    if (key.startsWith('$ACTION')) continue;
    const values = formData.getAll(key);
    result[key] = values.length === 1 ? (values[0] as FormDataEntryValue) : values;
  }
  return result;
}

/**
 * A field's starting value: what was typed when the server refused the form, else
 * `initial`. Give the form `key={formKey(state)}` so a refused form remounts with
 * these values (React resets uncontrolled fields after an action).
 */
export function keptValue(state: FormState, field: string, initial: string): string {
  return state.values?.[field] ?? initial;
}

export function formKey(state: FormState): string {
  return `${state.status}-${JSON.stringify(state.values ?? {})}`;
}
