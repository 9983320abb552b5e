import 'server-only';
import { headers } from 'next/headers';
import type { Locale } from '@/lib/i18n/locales';
import { withAuthLocale } from './auth-locale';

/**
 * The headers of an `auth.api.*` call from a Server Action: the request's own
 * (its session cookie, the client's address) and the language of the page
 * whose form was sent, for better-auth's callbacks (auth-locale.ts).
 */
export async function authHeaders(locale: Locale): Promise<Headers> {
  return withAuthLocale(await headers(), locale);
}
