import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { mailboxKey } from '../security/mailbox';
import { consumeRateLimit, type RateLimitRule } from '../security/rate-limit';

/**
 * Mail to an address someone typed (a receipt, a decision on an order, a
 * verification or reset link) is limited per inbox, whoever asks and from
 * wherever: without it, a form or /api/auth becomes a way to fill a stranger's
 * inbox under the company's name. Each kind has its own budget, so receipts
 * cannot use up what a password reset needs, nor verification links a reset's.
 */
export type TypedAddressMail = 'verification' | 'reset' | 'receipt';

export const RECIPIENT_LIMITS: { hour: RateLimitRule; day: RateLimitRule } = {
  hour: { max: 3, windowSeconds: 60 * 60 },
  day: { max: 10, windowSeconds: 24 * 60 * 60 },
};

/** Why a message to a typed address was not sent (stored as its error; the back office is English). */
export const INBOX_LIMIT_REACHED = `limit per inbox: this address had ${RECIPIENT_LIMITS.hour.max} e-mails of this kind from the site this hour, or ${RECIPIENT_LIMITS.day.max} today`;

/**
 * Counts one message of `kind` to `to` and says whether it may go. The day's
 * budget is only spent by messages the hour allowed, so a burst refused by the
 * hour does not close the inbox for a day. When it may not go, only the message
 * is skipped: the order, report or request it belongs to stands, and the answer
 * to the sender is the same either way.
 */
export async function mayMailTypedAddress({
  db,
  kind,
  to,
  now = Date.now(),
}: {
  db: Kysely<Database>;
  kind: TypedAddressMail;
  to: string;
  now?: number;
}): Promise<boolean> {
  const inbox = mailboxKey(to);
  const hour = await consumeRateLimit(db, `mail|${kind}|hour|${inbox}`, RECIPIENT_LIMITS.hour, now);
  if (!hour.allowed) return false;
  const day = await consumeRateLimit(db, `mail|${kind}|day|${inbox}`, RECIPIENT_LIMITS.day, now);
  return day.allowed;
}

/**
 * Whether a receipt or a decision may go to `to`: always when it is the
 * sender's own verified account address (auth/account-address.ts: nobody else
 * can have typed it), within the inbox's budget otherwise.
 */
export async function mayMailReceipt({
  db,
  to,
  toAccountAddress,
}: {
  db: Kysely<Database>;
  to: string;
  toAccountAddress: boolean;
}): Promise<boolean> {
  return toAccountAddress || mayMailTypedAddress({ db, kind: 'receipt', to });
}
