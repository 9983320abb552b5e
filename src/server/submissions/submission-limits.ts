import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { AppError } from '../errors/app-error';
import { consumeRateLimit, type RateLimitRule } from '../security/rate-limit';

export type SubmissionForm = 'contact' | 'join' | 'tenant';

/**
 * Per hour. Signed-in forms count per account and per address (an office or a
 * mobile carrier's NAT shares one address); the anonymous emergency form only
 * has the address to go on, so it is stricter. Nothing typed limits the
 * submission itself (anyone can type anyone's e-mail): a typed address limits
 * only the receipts sent to it (mail/recipient-limits.ts).
 */
export const SUBMISSION_LIMITS: Record<SubmissionForm, { account?: RateLimitRule; address: RateLimitRule }> = {
  contact: { account: { max: 5, windowSeconds: 3600 }, address: { max: 20, windowSeconds: 3600 } },
  join: { account: { max: 3, windowSeconds: 3600 }, address: { max: 20, windowSeconds: 3600 } },
  tenant: { address: { max: 3, windowSeconds: 3600 } },
};

/** Counts one submission against every limit of the form; throws RATE_LIMITED when any is used up. */
export async function consumeSubmissionLimits(
  db: Kysely<Database>,
  form: SubmissionForm,
  who: { userId?: string; clientAddress: string },
): Promise<void> {
  const rules = SUBMISSION_LIMITS[form];
  const checks: Promise<{ allowed: boolean }>[] = [
    consumeRateLimit(db, `${form}|address|${who.clientAddress}`, rules.address),
  ];
  if (rules.account && who.userId) checks.push(consumeRateLimit(db, `${form}|account|${who.userId}`, rules.account));
  const results = await Promise.all(checks);
  if (results.some((result) => !result.allowed)) throw new AppError('RATE_LIMITED');
}
