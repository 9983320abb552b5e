'use client';

import { type FormEvent, useActionState, useEffect, useRef, useState, useTransition } from 'react';
import type { z } from 'zod';
import { useSitePath } from '@/components/layout/use-site-path';
import { type FormState, fieldErrorsOf, formDataObject, formKey, idleFormState } from '@/lib/forms/form-state';
import type { FormErrorTexts } from '@/lib/i18n/form-errors';
import { messageText } from '@/lib/i18n/message-token';

type Action<State extends FormState> = (state: State, formData: FormData) => Promise<State>;

/** Errors by field name; empty when the form may be sent. */
export type FormCheck = (formData: FormData) => Record<string, string>;

type Options<State extends FormState> = {
  initialState?: State;
  /**
   * The texts of the schemas' messages in the page's language (sent by the
   * server with the form); the browser's checks give message tokens. Without it
   * a message shows as it is (the back office's English ones).
   */
  messages?: FormErrorTexts;
  /** Checks of the chosen files (size, type) before they are uploaded; errors by field name. */
  checkFiles?: FormCheck;
  /**
   * Once the page's script runs, send the form from here instead of through
   * React's form action, so that a dropped connection (common on mobile data)
   * leaves the form as typed with this message instead of an error page. For
   * actions that answer with a state, never with a redirect. `loadCheck`
   * replaces the schema: the checks are fetched on the first submit, which
   * keeps zod and the messages out of the page's first JavaScript.
   */
  send?: { networkError: string; prepare?: (formData: FormData) => void; loadCheck?: () => Promise<FormCheck> };
  /**
   * The address the form is posted to before the page's script runs: this
   * page's own, with the query that makes it this page (`/login?redirectTo=…`);
   * see `usePermalink`. React writes it as the form's `action` (else an empty
   * one, which is invalid HTML) and finds the answer's state by it on the page
   * rendered there, which must be this same page. Left out, the form posts to
   * the address in the browser's bar, query and all (the back office's forms,
   * whose tab and dialog live in the query).
   */
  permalink?: string;
};

/**
 * A form that posts to a Server Action (and so works before JavaScript loads),
 * checked in the browser first with the same zod schema the action uses. The
 * first field in error gets the focus, whether the browser or the server found it.
 */
export function useValidatedForm<State extends FormState = FormState>(
  action: Action<State>,
  schema: z.ZodType | null,
  options: Options<State> = {},
) {
  const initialState = options.initialState ?? (idleFormState as State);
  const [actionState, formAction] = useActionState<State, FormData>(
    action,
    initialState as Awaited<State>,
    options.permalink,
  );
  const [sent, setSent] = useState<{ state: State; count: number } | null>(null);
  const [sending, startSending] = useTransition();
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const state = sent?.state ?? actionState;

  const checkNow: FormCheck = (formData) => {
    const result = schema?.safeParse(formDataObject(formData));
    return {
      ...(result && !result.success ? fieldErrorsOf(result.error) : {}),
      ...options.checkFiles?.(formData),
    };
  };
  const inWords = (errors: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(errors).map(([field, message]) => [field, messageText(message, (key) => options.messages?.[key])]),
    );

  /** Shows the errors and focuses the first; true when there were any. */
  function refuse(form: HTMLFormElement, errors: Record<string, string>): boolean {
    if (Object.keys(errors).length === 0) {
      setClientErrors(null);
      return false;
    }
    setClientErrors(inWords(errors));
    focusField(form, Object.keys(errors)[0]);
    return true;
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const formData = new FormData(form);
    const send = options.send;
    if (!send) {
      // React's form action sends it, unless the checks refuse.
      if (refuse(form, checkNow(formData))) event.preventDefault();
      return;
    }
    event.preventDefault();
    // A file input left empty: send nothing for it, as a plain form post would.
    for (const [name, value] of [...formData.entries()]) {
      if (value instanceof File && value.name === '' && value.size === 0) formData.delete(name);
    }
    startSending(async () => {
      let next: State;
      try {
        const check = send.loadCheck ? await send.loadCheck() : checkNow;
        if (refuse(form, check(formData))) return;
        send.prepare?.(formData);
        next = await action(state, formData);
      } catch {
        next = { status: 'error', message: send.networkError, values: formDataObject(formData) } as State;
      }
      setSent((previous) => ({ state: next, count: (previous?.count ?? 0) + 1 }));
    });
  }

  // Errors found by the server: focus the first one too.
  useEffect(() => {
    const first = Object.keys(state.fieldErrors ?? {})[0];
    if (first && formRef.current) focusField(formRef.current, first);
  }, [state]);

  const errors = clientErrors ?? state.fieldErrors ?? {};
  return {
    state,
    formAction,
    onSubmit,
    errors,
    formRef,
    /** True while a form sent by `send` is being checked or is on its way (React's own sending shows through useFormStatus). */
    pending: sending,
    /** Give the form this key: a new answer remounts it with the kept values, or blank after a success. */
    key: `${sent?.count ?? 0}-${formKey(state)}`,
  };
}

function focusField(form: HTMLFormElement, name: string | undefined) {
  if (name) form.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`)?.focus();
}

/**
 * The permalink of a form on a public page: the page's address as the visitor
 * sees it (`/as/contact`), plus the query that makes it this page, if any.
 */
export function usePermalink(query: Record<string, string | undefined> = {}): string {
  const search = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ).toString();
  return `${useSitePath()}${search ? `?${search}` : ''}`;
}
