import { headers as readHeaders } from 'next/headers';
import { getDb } from '../db';
import { AppError } from '../errors/app-error';
import { clientAddress } from '../security/client-address';
import { mailboxKey } from '../security/mailbox';
import { consumeRateLimit, type RateLimitRule } from '../security/rate-limit';

/**
 * better-auth limits only requests to its HTTP handler; our forms call its API
 * from Server Actions, so they count attempts here, per address, in the same table.
 */
export async function limitAuthAttempt(action: string, rule: RateLimitRule): Promise<void> {
  const address = clientAddress(await readHeaders());
  await limitAttempt(`form|${action}|address|${address}`, rule);
}

/** Per account as well: a client that fakes its address still cannot hammer one account. */
export async function limitAccountAttempt(action: string, email: string, rule: RateLimitRule): Promise<void> {
  await limitAttempt(`form|${action}|account|${mailboxKey(email)}`, rule);
}

async function limitAttempt(key: string, rule: RateLimitRule): Promise<void> {
  const { allowed } = await consumeRateLimit(getDb(), key, rule);
  if (!allowed) throw new AppError('RATE_LIMITED');
}
