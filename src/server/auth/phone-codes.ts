import { createHmac, timingSafeEqual } from 'node:crypto';
import { APIError } from 'better-auth/api';
import type { Kysely } from 'kysely';
import type { Locale } from '@/lib/i18n/locales';
import { translate } from '@/lib/i18n/messages';
import type { Database } from '../db/schema';
import type { NewMessage } from '../outbox/enqueue-messages';

/** A sign-in code: 6 digits, valid 5 minutes, at most 5 tries (then a new one must be asked for). */
export const PHONE_CODE = { length: 6, expiresInSeconds: 5 * 60, tries: 5 } as const;

/** better-auth's verification rows for phone codes (sign-in and password reset) start with this. */
const PHONE_CODE_IDENTIFIER = 'phone-number-';

/** The phone-number plugin's verification row for a number's sign-in code. */
export const phoneCodeIdentifier = (phone: string) => `${PHONE_CODE_IDENTIFIER}otp-${phone}`;

/** The message kind of a code in the outbox: its text is blanked once sent (deliver-due-messages.ts). */
export const SIGN_IN_CODE_KIND = 'sign-in-code';

/**
 * A code is stored as an HMAC keyed with the site's secret, never as itself:
 * someone who reads the database (a backup, a leaked dump) cannot sign in with
 * the codes in it, and cannot try a million codes offline without the secret.
 */
function hashCode(secret: string, identifier: string, code: string): string {
  return createHmac('sha256', secret).update(`${identifier}\n${code}`).digest('hex');
}

/**
 * The database hook for better-auth's verification rows: the phone-number plugin
 * writes `<code>:<tries>` (or just `<code>`); we store `<hash>:<tries>` instead,
 * and a new code replaces the number's earlier ones (only the newest is ever
 * checked; an older one must not come back when the newest is used up). A new
 * code is only made once the earlier one can no longer sign in (auth-hooks.ts).
 * Other rows (e-mail links, two-step sign-in) pass unchanged.
 */
export function hashPhoneCodeRow(db: Kysely<Database>, secret: string) {
  return async <Row extends { identifier: string; value: string }>(row: Row) => {
    if (!row.identifier.startsWith(PHONE_CODE_IDENTIFIER)) return;
    const [code = '', tries = '0'] = row.value.split(':');
    if (!/^\d+$/.test(code)) return; // Already hashed: a row the plugin writes back as it found it.
    await db.deleteFrom('verification').where('identifier', '=', row.identifier).execute();
    return { data: { ...row, value: `${hashCode(secret, row.identifier, code)}:${tries}` } };
  };
}

/**
 * Whether the number has a code that still signs in (within its five minutes,
 * tries left): its holder may be typing it, so a new request must not replace
 * it (auth-hooks.ts).
 */
export async function hasLiveCode(db: Kysely<Database>, phone: string, now = new Date()): Promise<boolean> {
  const row = await db
    .selectFrom('verification')
    .select(['value', 'expiresAt'])
    .where('identifier', '=', phoneCodeIdentifier(phone))
    .executeTakeFirst();
  if (!row || new Date(row.expiresAt).getTime() <= now.getTime()) return false;
  const tries = Number(row.value.split(':')[1] ?? '0') || 0;
  return tries < PHONE_CODE.tries;
}

type StoredCode = { id: string; value: string; expiresAt: Date };

/**
 * Checks a typed code against the stored hash (the plugin's `verifyOTP`). The
 * try is counted before the code is compared, by a compare-and-set update that
 * only one of several racing tries can win (the others are refused unseen), so
 * five tries are five comparisons however many requests arrive at once. A
 * right code is spent (every row of the number deleted) unless `keep` says it
 * is still needed (a new number's sign-up step sends it again with the name and
 * the terms); after the fifth wrong try the code is gone and a new one must be
 * asked for.
 */
export async function checkPhoneCode({
  db,
  secret,
  identifier,
  code,
  stored,
  keep = false,
}: {
  db: Kysely<Database>;
  secret: string;
  identifier: string;
  code: string;
  stored: StoredCode | null;
  keep?: boolean;
}): Promise<boolean> {
  if (!stored) throw codeRefusal('OTP_NOT_FOUND', 'auth.phone.codeExpired');
  const forget = () => db.deleteFrom('verification').where('identifier', '=', identifier).execute();
  if (stored.expiresAt.getTime() < Date.now()) {
    await forget();
    throw codeRefusal('OTP_EXPIRED', 'auth.phone.codeExpired');
  }
  const [hash = '', rawTries = '0'] = stored.value.split(':');
  const tries = Number(rawTries) || 0;
  if (tries >= PHONE_CODE.tries) {
    await forget();
    throw codeRefusal('TOO_MANY_ATTEMPTS', 'auth.phone.tooManyTries');
  }
  const counted = await db
    .updateTable('verification')
    .set({ value: `${hash}:${tries + 1}` })
    .where('id', '=', stored.id)
    .where('value', '=', stored.value)
    .executeTakeFirst();
  if (Number(counted.numUpdatedRows) !== 1) return false; // Another try took this one's turn.

  const expected = Buffer.from(hash, 'hex');
  const given = Buffer.from(hashCode(secret, identifier, code.trim()), 'hex');
  if (expected.length === given.length && timingSafeEqual(expected, given)) {
    if (!keep) await forget();
    return true;
  }
  if (tries + 1 >= PHONE_CODE.tries) {
    await forget();
    throw codeRefusal('TOO_MANY_ATTEMPTS', 'auth.phone.tooManyTries');
  }
  return false;
}

/** In English, like every body of better-auth's refusals: the forms show their own text for the code (public-errors.ts). */
function codeRefusal(code: string, message: 'auth.phone.codeExpired' | 'auth.phone.tooManyTries'): APIError {
  return new APIError(code === 'TOO_MANY_ATTEMPTS' ? 'FORBIDDEN' : 'BAD_REQUEST', {
    code,
    message: translate('en', message),
  });
}

/**
 * The code's SMS, in the page's language. Its last line is the WebOTP line
 * (`@<host> #<code>`): Chrome on Android offers to fill the code in on that site
 * only. The site's name and the code are the template's two variables.
 */
export function signInCodeText({
  to,
  code,
  locale,
  baseUrl,
  siteName,
}: {
  to: string;
  code: string;
  locale: Locale;
  baseUrl: string;
  siteName: string;
}): NewMessage {
  const host = new URL(baseUrl).host;
  const variables = { code, site: siteName, host };
  return {
    channel: 'sms',
    kind: SIGN_IN_CODE_KIND,
    to,
    locale,
    text: `${translate(locale, 'sms.signInCode', { code, site: siteName })}\n\n@${host} #${code}`,
    variables,
  };
}
