'use client';

import { useActionState } from 'react';
import { FormMessage } from '@/components/forms/form-message';
import { type FormState, idleFormState } from '@/lib/forms/form-state';
import { useActionToast } from '../shell/toaster';

type Action = (state: FormState, formData: FormData) => Promise<FormState>;

/**
 * The status buttons of one submission (issue 16): one button for each other
 * status, so marking it handled or replied, or back to new after a mis-click,
 * is one press, and works before the script has loaded (a plain form post).
 */
export function SubmissionStatusForm({
  action,
  id,
  fields,
  choices,
}: {
  action: Action;
  id: number;
  /** The list the row is in (kind, and where to come back to). */
  fields: Record<string, string>;
  choices: { status: string; text: string; label: string }[];
}) {
  const [state, formAction, pending] = useActionState(action, idleFormState);
  useActionToast(state);
  return (
    <form action={formAction} className="inline-flex flex-col gap-1">
      <input type="hidden" name="id" value={id} />
      {Object.entries(fields).map(([field, value]) => (
        <input key={field} type="hidden" name={field} value={value} />
      ))}
      <div className="flex flex-wrap gap-1">
        {choices.map((choice) => (
          <button
            key={choice.status}
            type="submit"
            name="status"
            value={choice.status}
            disabled={pending}
            aria-label={choice.label}
            className="min-h-11 whitespace-nowrap rounded-md border border-cyan-800 px-3 text-sm font-semibold text-cyan-900 hover:bg-cyan-50 disabled:opacity-60"
          >
            {choice.text}
          </button>
        ))}
      </div>
      <FormMessage state={state} />
    </form>
  );
}
