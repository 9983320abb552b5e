import { EmailAddressField } from '@/components/forms/contact-fields';
import { useLocale } from '@/components/layout/use-site-path';
import { Link } from '@/components/ui/link';
import type { FormState } from '@/lib/forms/form-state';
import { localePath } from '@/lib/i18n/locales';

/** The e-mail field of every auth form; keeps what was typed when the server refuses it. */
export function EmailField({ state, error, label }: { state: FormState; error?: string; label: string }) {
  return (
    <EmailAddressField
      label={label}
      required
      defaultValue={state.values?.email}
      key={`email-${state.status}-${state.values?.email ?? ''}`}
      error={error}
    />
  );
}

type TermsTexts = Record<
  'auth.signup.termsPrefix' | 'auth.signup.termsLink' | 'auth.signup.termsAnd' | 'auth.signup.privacyLink',
  string
>;

/** "I agree to the Terms and Conditions and the Privacy Policy": every way to make an account asks it. */
export function TermsField({ texts, error }: { texts: TermsTexts; error?: string }) {
  const locale = useLocale();
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-2">
        <input
          id="field-terms"
          name="terms"
          type="checkbox"
          required
          className="mt-1 size-5"
          aria-invalid={error ? true : undefined}
          aria-describedby="field-terms-error"
        />
        <label htmlFor="field-terms" className="text-sm text-slate-800">
          {texts['auth.signup.termsPrefix']}{' '}
          <Link className="text-cyan-800 underline" href={localePath(locale, '/terms-and-conditions')}>
            {texts['auth.signup.termsLink']}
          </Link>{' '}
          {texts['auth.signup.termsAnd']}{' '}
          <Link className="text-cyan-800 underline" href={localePath(locale, '/privacy-policy')}>
            {texts['auth.signup.privacyLink']}
          </Link>
        </label>
      </div>
      <p id="field-terms-error" className="min-h-5 text-sm text-red-700" aria-live="polite">
        {error ?? ''}
      </p>
    </div>
  );
}
