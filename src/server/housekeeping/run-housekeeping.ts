import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../db/schema';
import { sweepOldMessages } from '../outbox/sweep-old-messages';
import { sweepRateLimits } from '../security/rate-limit';
import { removeExpiredInvitations } from '../staff/remove-expired-invitations';
import { removeExpiredVerifications } from './remove-expired-verifications';
import { removeUnverifiedAccounts } from './remove-unverified-accounts';

/** How often each server tidies up; every server may, the deletes are the same whoever runs them. */
export const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

/**
 * What keeps the database from growing without bound: rate-limit rows whose
 * window is over, accounts nobody can sign in to, staff invitations past their
 * date (they hold someone's address), messages sent long ago, and sign-in
 * codes and tokens past their expiry. Failures are logged, never thrown:
 * the next round tries again.
 */
export async function runHousekeeping({
  db,
  logger,
  now = new Date(),
}: {
  db: Kysely<Database>;
  logger: Logger;
  now?: Date;
}): Promise<void> {
  try {
    const rateLimits = await sweepRateLimits(db, now.getTime());
    const unverifiedAccounts = await removeUnverifiedAccounts({ db, now });
    const invitations = await removeExpiredInvitations(db, now);
    const messages = await sweepOldMessages(db, now);
    const verifications = await removeExpiredVerifications(db, now);
    const removed = { rateLimits, unverifiedAccounts, invitations, messages, verifications };
    if (Object.values(removed).some((count) => count > 0)) logger.info(removed, 'housekeeping removed expired rows');
  } catch (error) {
    logger.error({ err: error }, 'housekeeping failed; it runs again within the hour');
  }
}

/**
 * Runs housekeeping a minute after the server starts, then every
 * HOUSEKEEPING_INTERVAL_MS; never keeps the process alive, never lets a failure
 * escape (a database that cannot even be opened is the next round's business).
 */
export function startHousekeeping(run: () => Promise<void>, logger: Logger): void {
  const round = () => run().catch((error: unknown) => logger.error({ err: error }, 'housekeeping could not run'));
  setTimeout(round, 60 * 1000).unref();
  setInterval(round, HOUSEKEEPING_INTERVAL_MS).unref();
}
