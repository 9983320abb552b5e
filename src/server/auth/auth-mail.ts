import { DEFAULT_LOCALE, type Locale, splitLocale } from '@/lib/i18n/locales';
import { translate } from '@/lib/i18n/messages';
import { renderEmail } from '../mail/render-email';
import type { MailMessage } from '../mail/send-mail';

export type AuthMailKind = 'verify' | 'reset' | 'passwordChanged';

const TEXTS = {
  verify: ['auth.mail.verifySubject', 'auth.mail.verifyTitle', 'auth.mail.verifyBody', 'auth.mail.verifyAction'],
  reset: ['auth.mail.resetSubject', 'auth.mail.resetTitle', 'auth.mail.resetBody', 'auth.mail.resetAction'],
  passwordChanged: [
    'auth.mail.passwordChangedSubject',
    'auth.mail.passwordChangedTitle',
    'auth.mail.passwordChangedBody',
    'auth.mail.passwordChangedAction',
  ],
} as const;

/** An account e-mail (a title, one paragraph and the link) in one language. */
export function authMail(kind: AuthMailKind, to: string, url: string, locale: Locale): MailMessage {
  const [subject, title, body, action] = TEXTS[kind];
  const { text, html } = renderEmail({
    title: translate(locale, title),
    paragraphs: [translate(locale, body)],
    action: { label: translate(locale, action), url },
    footer: translate(locale, 'auth.mail.footer'),
    siteName: translate(locale, 'site.name'),
    locale,
  });
  return { to, subject: translate(locale, subject), text, html };
}

/**
 * The language of a verification or reset e-mail: that of the page its link
 * leads back to (better-auth puts the callbackURL, which our auth pages set in
 * their own language, into the link), so the e-mail and the page it opens
 * agree, even for a request that came straight to /api/auth. A link to an
 * English page, or none, leaves `fallback`: the language the request named
 * (authLocale), English when it named none.
 */
export function authMailLocale(url: string, baseUrl: string, fallback: Locale): Locale {
  let callback: string | null = null;
  try {
    callback = new URL(url).searchParams.get('callbackURL');
  } catch {
    // Not a URL: nothing to read a language from.
  }
  if (callback) {
    try {
      const { locale } = splitLocale(new URL(callback, baseUrl).pathname);
      if (locale !== DEFAULT_LOCALE) return locale;
    } catch {
      // A callback that is no URL: nothing to read a language from.
    }
  }
  return fallback;
}
