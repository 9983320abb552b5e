'use client';

import { type FormEvent, type ReactNode, useActionState } from 'react';
import { FormMessage } from '@/components/forms/form-message';
import { type FormState, formKey, idleFormState } from '@/lib/forms/form-state';
import { useActionToast } from '../shell/toaster';
import { SaveButton } from './save-button';

type Action = (state: FormState, formData: FormData) => Promise<FormState>;

/**
 * A small form about one record (an order's step, note, place of supply or
 * bill): its id, its fields (given the last answer, for what was typed and
 * the fields' messages), the button, and the outcome as a toast and under
 * the button. A plain post before the script runs; with `confirmText` it asks
 * first, for what cannot be taken back.
 */
export function RecordActionForm({
  action,
  id,
  submitLabel,
  confirmText,
  className = 'flex flex-col gap-2',
  children,
}: {
  action: Action;
  id: number;
  submitLabel: string;
  confirmText?: string;
  className?: string;
  children?: (state: FormState) => ReactNode;
}) {
  const [state, formAction] = useActionState(action, idleFormState);
  useActionToast(state);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (confirmText && !window.confirm(confirmText)) event.preventDefault();
  }
  return (
    // A new answer remounts the form, so its fields show what was kept (a refused select too).
    <form key={formKey(state)} action={formAction} onSubmit={onSubmit} className={className}>
      <input type="hidden" name="id" value={id} />
      {children?.(state)}
      <div>
        <SaveButton label={submitLabel} />
      </div>
      <FormMessage state={state} />
    </form>
  );
}
