import { Link } from '@/components/ui/link';
import { type Locale, localePath } from '@/lib/i18n/locales';

/** The way in for a farmer with a phone and no e-mail they read: shown on the login, sign-up and forgot-password pages. */
export function PhoneSignInLink({
  locale,
  label,
  redirectTo,
  newAccount,
}: {
  locale: Locale;
  label: string;
  redirectTo?: string;
  newAccount?: boolean;
}) {
  const query = new URLSearchParams({
    ...(redirectTo && redirectTo !== '/' ? { redirectTo } : {}),
    ...(newAccount ? { new: '1' } : {}),
  }).toString();
  return (
    <p className="mb-6">
      <Link
        href={`${localePath(locale, '/login/phone')}${query ? `?${query}` : ''}`}
        className="inline-flex min-h-11 items-center rounded-md border border-cyan-800 px-4 py-2 font-semibold text-cyan-900 hover:bg-cyan-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-cyan-700"
      >
        {label}
      </Link>
    </p>
  );
}
