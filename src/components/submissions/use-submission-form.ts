'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import type { SubmissionFormState } from '@/app/[locale]/(site)/submission-action';
import { useFormStart } from '@/components/forms/bot-trap';
import { clearFormDraft, readFormDraft, saveFormDraft } from '@/components/forms/form-draft';
import { rememberSignInNotice } from '@/components/forms/sign-in-notice';
import { type FormCheck, usePermalink, useValidatedForm } from '@/components/forms/use-validated-form';
import { useViewer } from '@/components/layout/use-viewer';
import type { FormErrorTexts } from '@/lib/i18n/form-errors';

type Action = (state: SubmissionFormState, formData: FormData) => Promise<SubmissionFormState>;

/**
 * What the contact, job application and tenant-down forms share: checks in the
 * browser, sending that survives a dropped connection, the sign-in round trip
 * with the typed text kept (a chosen file is not even uploaded when the visitor
 * is known to be signed out), the account's e-mail filled in, and the focus on
 * the outcome after a success.
 */
export function useSubmissionForm(options: {
  name: string;
  action: Action;
  loadCheck: () => Promise<FormCheck>;
  networkError: string;
  /** The texts of the checks' messages, in the page's language. */
  messages: FormErrorTexts;
  fileField?: string;
}) {
  const viewer = useViewer();
  const router = useRouter();
  const form = useValidatedForm(options.action, null, {
    messages: options.messages,
    permalink: usePermalink(),
    send: {
      networkError: options.networkError,
      loadCheck: options.loadCheck,
      prepare: (formData) => {
        if (viewer === null && options.fileField) formData.delete(options.fileField);
      },
    },
  });
  const { state, formRef } = form;
  const [draft, setDraft] = useState<Record<string, string> | null>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  const start = useFormStart();

  // Read after hydration: the server rendered the form blank.
  useEffect(() => setDraft(readFormDraft(options.name)), [options.name]);

  useEffect(() => {
    if (state.signInUrl) {
      saveFormDraft(options.name, state.values ?? {});
      if (state.message) rememberSignInNotice(state.message);
      router.push(state.signInUrl);
    }
    if (state.status === 'success') {
      clearFormDraft(options.name);
      setDraft(null);
      messageRef.current?.focus();
    }
  }, [state, options.name, router]);

  const key = `${form.key}-${draft ? 'draft' : 'blank'}`;
  const untouched = state.values === undefined && draft === null;
  // The account's address is the likely answer for a blank form; whatever the visitor typed wins.
  // biome-ignore lint/correctness/useExhaustiveDependencies: again whenever the form is remounted (key)
  useEffect(() => {
    const email = formRef.current?.elements.namedItem('email');
    if (viewer?.email && untouched && email instanceof HTMLInputElement && email.value === '')
      email.value = viewer.email;
  }, [viewer, untouched, key, formRef]);

  const typed = { ...draft, ...state.values };
  return {
    ...form,
    key,
    messageRef,
    start,
    value: (field: string) => typed[field] ?? '',
  };
}

export type SubmissionForm = ReturnType<typeof useSubmissionForm>;
