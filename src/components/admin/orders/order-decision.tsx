'use client';

import { useActionState, useRef, useState } from 'react';
import { FormMessage } from '@/components/forms/form-message';
import { type FormState, idleFormState } from '@/lib/forms/form-state';
import { useActionToast } from '../shell/toaster';

type Action = (state: FormState, formData: FormData) => Promise<FormState>;
type Decision = 'done' | 'rejected';

export type OrderDecisionTexts = {
  confirm: string;
  reject: string;
  title: string;
  /** The question per decision: "Are you sure you want to confirm this order?" */
  questions: Record<Decision, string>;
  yes: string;
  cancel: string;
  working: string;
  reasonLabel?: string;
};

/**
 * Confirm and Reject (spec §2.11): the button asks first in a "Confirm Action"
 * dialog, then sends as that button; a spinner shows while the server works.
 * Without JavaScript the buttons send directly. `fields` are the hidden fields (the
 * order id); `formId` lets checkboxes elsewhere on the page join the form.
 */
export function OrderDecision({
  action,
  texts,
  fields = {},
  formId,
  open = true,
}: {
  action: Action;
  texts: OrderDecisionTexts;
  fields?: Record<string, string>;
  formId?: string;
  /** False once the order is decided: the buttons go, the last outcome stays on screen. */
  open?: boolean;
}) {
  const [state, formAction, pending] = useActionState(action, idleFormState);
  useActionToast(state);
  const [asking, setAsking] = useState<Decision | null>(null);
  const [sent, setSent] = useState<Decision | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const buttons = { done: useRef<HTMLButtonElement>(null), rejected: useRef<HTMLButtonElement>(null) };

  function ask(event: React.MouseEvent<HTMLButtonElement>, decision: Decision) {
    event.preventDefault();
    setAsking(decision);
    dialog.current?.showModal();
  }

  function answerYes() {
    if (!asking) return;
    setSent(asking);
    dialog.current?.close();
    // Sent as if that button was pressed: its name and value go with the form.
    form.current?.requestSubmit(buttons[asking].current);
  }

  const button = 'inline-flex min-h-11 items-center gap-2 rounded-md px-4 font-semibold disabled:opacity-60';
  const spinner = (
    <span
      aria-hidden="true"
      className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
    />
  );
  return (
    <form ref={form} id={formId} action={formAction} className="flex flex-col gap-3">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {open && texts.reasonLabel ? (
        <label className="flex flex-col gap-1 text-sm font-medium">
          {texts.reasonLabel}
          <textarea name="reason" rows={2} maxLength={500} className="rounded-md border border-slate-400 px-3 py-2" />
        </label>
      ) : null}
      <div className={open ? 'flex flex-wrap gap-2' : 'hidden'}>
        <button
          ref={buttons.done}
          type="submit"
          name="decision"
          value="done"
          disabled={pending}
          onClick={(event) => ask(event, 'done')}
          className={`${button} bg-emerald-700 text-white`}
        >
          {pending && sent === 'done' ? spinner : null}
          {pending && sent === 'done' ? texts.working : texts.confirm}
        </button>
        <button
          ref={buttons.rejected}
          type="submit"
          name="decision"
          value="rejected"
          disabled={pending}
          onClick={(event) => ask(event, 'rejected')}
          className={`${button} bg-red-700 text-white`}
        >
          {pending && sent === 'rejected' ? spinner : null}
          {pending && sent === 'rejected' ? texts.working : texts.reject}
        </button>
      </div>
      <FormMessage state={state} />
      <dialog
        ref={dialog}
        aria-labelledby={`${formId ?? 'order'}-confirm-title`}
        onClose={() => setAsking(null)}
        className="m-auto w-[min(24rem,calc(100vw-2rem))] rounded-lg border border-slate-300 bg-white p-5 shadow-2xl backdrop:bg-slate-900/50"
      >
        <h3 id={`${formId ?? 'order'}-confirm-title`} className="mb-2 text-lg font-bold">
          {texts.title}
        </h3>
        <p className="mb-4">{asking ? texts.questions[asking] : ''}</p>
        <div className="flex gap-2">
          <button type="button" onClick={answerYes} className={`${button} bg-cyan-800 text-white`}>
            {texts.yes}
          </button>
          <button type="button" onClick={() => dialog.current?.close()} className={`${button} border border-slate-400`}>
            {texts.cancel}
          </button>
        </div>
      </dialog>
    </form>
  );
}
