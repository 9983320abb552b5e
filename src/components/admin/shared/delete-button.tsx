'use client';

import { type FormEvent, useActionState } from 'react';
import { FormMessage } from '@/components/forms/form-message';
import { type FormState, idleFormState } from '@/lib/forms/form-state';
import { english } from '@/lib/i18n/english';
import { useActionToast } from '../shell/toaster';

type Action = (state: FormState, formData: FormData) => Promise<FormState>;

/** Deletes one record after the admin confirms; a refusal is shown beside the button. */
export function DeleteButton({
  action,
  id,
  name,
  confirmText,
  label,
  text,
  fields = {},
}: {
  action: Action;
  /** The record; some lists name theirs by a field instead (see `fields`). */
  id?: number;
  name: string;
  /** The question asked first; without one the delete goes ahead at once (spec: sub-categories). */
  confirmText?: string;
  /** The button's accessible name; "Delete {name}" by default. */
  label?: string;
  /** The button's visible text; "Delete" by default. */
  text?: string;
  /** Other hidden fields the action needs (which list the record is in). */
  fields?: Record<string, string>;
}) {
  const [state, formAction, pending] = useActionState(action, idleFormState);
  useActionToast(state);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (confirmText && !window.confirm(confirmText)) event.preventDefault();
  }
  return (
    <form action={formAction} onSubmit={onSubmit} className="inline-flex flex-col gap-1">
      {id === undefined ? null : <input type="hidden" name="id" value={id} />}
      {Object.entries(fields).map(([field, value]) => (
        <input key={field} type="hidden" name={field} value={value} />
      ))}
      <button
        type="submit"
        disabled={pending}
        aria-label={label ?? english('admin.people.deleteNamed', { name })}
        className="min-h-11 rounded-md border border-red-700 px-3 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60"
      >
        {text ?? english('admin.people.delete')}
      </button>
      <FormMessage state={state} />
    </form>
  );
}
