'use client';

import { type FormEvent, useActionState, useState } from 'react';
import type { z } from 'zod';
import { type FormState, fieldErrorsOf, formDataObject, idleFormState } from '@/lib/forms/form-state';

type Action<State extends FormState> = (state: State, formData: FormData) => Promise<State>;

/**
 * A form that posts to a Server Action (and so works before JavaScript loads),
 * checked in the browser first with the same zod schema the action uses.
 */
export function useValidatedForm<State extends FormState = FormState>(
  action: Action<State>,
  schema: z.ZodType,
  initialState: State = idleFormState as State,
  /** Checks of the chosen files (size, type) before they are uploaded; errors by field name. */
  checkFiles?: (formData: FormData) => Record<string, string>,
) {
  const [state, formAction] = useActionState<State, FormData>(action, initialState as Awaited<State>);
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const formData = new FormData(form);
    const result = schema.safeParse(formDataObject(formData));
    const errors = { ...(result.success ? {} : fieldErrorsOf(result.error)), ...checkFiles?.(formData) };
    if (Object.keys(errors).length === 0) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(errors);
    const first = Object.keys(errors)[0];
    if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  const errors = clientErrors ?? state.fieldErrors ?? {};
  return { state, formAction, onSubmit, errors };
}
