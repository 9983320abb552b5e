'use client';

import {
  LOCALE_COOKIE,
  LOCALE_NAMES,
  LOCALE_TAGS,
  LOCALES,
  type Locale,
  localePath,
  splitLocale,
} from '@/lib/i18n/locales';
import { useSitePath } from './use-site-path';

/** A year: long enough that a farmer who chose Assamese keeps it. */
const REMEMBER_SECONDS = 365 * 24 * 60 * 60;

/**
 * The same page in each language, each named in its own script. Plain links,
 * so they work without the script; with it, the choice is also remembered for
 * the next visit to the home page (a cookie, read by the proxy).
 */
export function LanguageSwitcher({
  label,
  className = '',
  inFooter = false,
}: {
  label: string;
  className?: string;
  /** The footer's colours come from its page (spec §2.2): the links take them. */
  inFooter?: boolean;
}) {
  const sitePath = useSitePath();
  const { locale: current, path } = splitLocale(sitePath);
  function remember(locale: Locale) {
    // biome-ignore lint/suspicious/noDocumentCookie: a fixed code, no escaping needed; cookieStore is missing on older Android browsers
    document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${REMEMBER_SECONDS}; samesite=lax`;
  }
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex items-center gap-1 text-sm">
        {LOCALES.map((locale) => (
          <li key={locale}>
            <a
              href={localePath(locale, path)}
              hrefLang={LOCALE_TAGS[locale]}
              lang={LOCALE_TAGS[locale]}
              aria-current={locale === current ? 'true' : undefined}
              onClick={() => remember(locale)}
              className={`inline-flex min-h-11 items-center rounded-md px-2 font-medium aria-[current=true]:font-bold aria-[current=true]:underline ${
                inFooter ? 'underline-offset-4' : 'text-slate-800 hover:bg-cyan-50 aria-[current=true]:text-cyan-900'
              }`}
            >
              {LOCALE_NAMES[locale]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
