'use client';

import { useActionState } from 'react';
import { resendMessageAction } from '@/app/[locale]/admin/messages/actions';
import { FormMessage } from '@/components/forms/form-message';
import { idleFormState } from '@/lib/forms/form-state';
import { useActionToast } from '../shell/toaster';

/** "Send again" for one message; works without JavaScript like every admin form. */
export function ResendButton({ id, text, label }: { id: string; text: string; label: string }) {
  const [state, formAction, pending] = useActionState(resendMessageAction, idleFormState);
  useActionToast(state);
  return (
    <form action={formAction} className="inline-flex flex-col gap-1">
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        disabled={pending}
        aria-label={label}
        className="min-h-11 rounded-md border border-cyan-800 px-3 text-sm font-semibold text-cyan-900 hover:bg-cyan-50 disabled:opacity-60"
      >
        {text}
      </button>
      <FormMessage state={state} />
    </form>
  );
}
