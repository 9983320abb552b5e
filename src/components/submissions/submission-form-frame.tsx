'use client';

import type { ReactNode } from 'react';
import { BotTrap } from '@/components/forms/bot-trap';
import { FormMessage } from '@/components/forms/form-message';
import { LocaleField } from '@/components/forms/locale-field';
import { SubmitButton } from '@/components/forms/submit-button';
import type { SubmissionForm } from './use-submission-form';

/**
 * What every public submission form wraps around its fields: the outcome
 * (outside the form, so it survives the form's remount and takes the focus
 * after a success), the hidden fields, and the submit row.
 *
 * Hidden fields: where to come back after signing in, the spam trap, and —
 * only once the page's script runs — "js", which tells
 * the action that the page handles the sign-in round trip itself; a form
 * posted without JavaScript lacks it, and the action redirects.
 */
export function SubmissionFormFrame({
  form,
  returnTo,
  texts,
  withFile = false,
  actions,
  children,
}: {
  form: SubmissionForm;
  returnTo: string;
  texts: { honeypot: string; submit: string; submitting: string };
  withFile?: boolean;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <div ref={form.messageRef} tabIndex={-1} className="outline-none">
        <FormMessage state={form.state} />
      </div>
      <form
        key={form.key}
        ref={form.formRef}
        action={form.formAction}
        onSubmit={form.onSubmit}
        noValidate
        encType={withFile ? 'multipart/form-data' : undefined}
        className="flex flex-col gap-1"
      >
        <LocaleField />
        <input type="hidden" name="returnTo" value={returnTo} />
        {form.start.scripted ? <input type="hidden" name="js" value="1" /> : null}
        <BotTrap token={form.start.token} label={texts.honeypot} />
        {children}
        <div className="flex flex-wrap gap-2">
          <SubmitButton label={texts.submit} busyLabel={texts.submitting} busy={form.pending} />
          {actions}
        </div>
      </form>
    </>
  );
}
