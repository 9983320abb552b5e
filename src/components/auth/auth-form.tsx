'use client';

import type { ReactNode } from 'react';
import type { z } from 'zod';
import { FormMessage } from '@/components/forms/form-message';
import { LocaleField } from '@/components/forms/locale-field';
import { usePermalink, useValidatedForm } from '@/components/forms/use-validated-form';
import { useLocale } from '@/components/layout/use-site-path';
import { Link } from '@/components/ui/link';
import type { FormState } from '@/lib/forms/form-state';
import type { FormErrorTexts } from '@/lib/i18n/form-errors';
import { localePath } from '@/lib/i18n/locales';

type SignInForm = ReturnType<typeof useValidatedForm>;

/**
 * useValidatedForm for a form that signs the visitor in and then takes them to
 * `redirectTo`: its permalink keeps where they were going (and `query`), so the
 * form works the same without JavaScript.
 */
export function useSignInForm(
  action: (state: FormState, formData: FormData) => Promise<FormState>,
  schema: z.ZodType,
  options: { redirectTo: string; messages: FormErrorTexts; query?: Record<string, string | undefined> },
): SignInForm {
  return useValidatedForm(action, schema, {
    messages: options.messages,
    permalink: usePermalink({ redirectTo: goingOn(options.redirectTo), ...options.query }),
  });
}

/** The frame of a sign-in form: the answer's message, the page's language and where to go next. */
export function SignInFormFrame({
  form,
  redirectTo,
  children,
}: {
  form: SignInForm;
  redirectTo: string;
  children: ReactNode;
}) {
  return (
    <form
      ref={form.formRef}
      action={form.formAction}
      onSubmit={form.onSubmit}
      noValidate
      className="flex flex-col gap-3"
    >
      <FormMessage state={form.state} />
      <LocaleField />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {children}
    </form>
  );
}

/**
 * Below a sign-in form: `children` (Forgot password?), the other way in ("No
 * account? Sign up"), still going where the visitor was going, and the way home.
 */
export function SignInFormLinks({
  other,
  redirectTo,
  homeLabel,
  children,
}: {
  other: { question: string; label: string; path: string };
  redirectTo: string;
  homeLabel: string;
  children?: ReactNode;
}) {
  const locale = useLocale();
  return (
    <div className="flex flex-col gap-2 pt-2 text-sm">
      {children}
      <p>
        {other.question}{' '}
        <Link
          className="text-cyan-800 underline"
          href={`${localePath(locale, other.path)}${redirectQuery(redirectTo)}`}
        >
          {other.label}
        </Link>
      </p>
      <Link className="text-cyan-800 underline" href={localePath(locale, '/')}>
        {homeLabel}
      </Link>
    </div>
  );
}

/** `?redirectTo=…` for a link to another sign-in page, so the visitor still ends where they were going. */
export function redirectQuery(redirectTo: string): string {
  const target = goingOn(redirectTo);
  return target ? `?redirectTo=${encodeURIComponent(target)}` : '';
}

/** The home page is where a sign-in goes anyway: it needs no mention. */
const goingOn = (redirectTo: string) => (redirectTo !== '/' ? redirectTo : undefined);
