import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import type { DatabaseEngine } from './engine';
import { initialSchema } from './migrations/0001-initial-schema';
import { siteSettings } from './migrations/0002-site-settings';
import { auditLog } from './migrations/0003-audit-log';
import { adminVisits } from './migrations/0004-admin-visits';
import { chatUnansweredIndex } from './migrations/0005-chat-unanswered-index';
import { accountSecurity } from './migrations/0006-account-security';
import { orderItemsAndGuests } from './migrations/0007-order-items-and-guests';
import { submissionStatusAndTenantDetails } from './migrations/0008-submission-status-and-tenant-details';
import { chatAnswersFromRecords } from './migrations/0009-chat-answers-from-records';
import { translations } from './migrations/0010-translations';
import { authRateLimitTable } from './migrations/0011-auth-rate-limit-table';
import { outbox } from './migrations/0012-outbox';
import { orderUpdatesByPhone } from './migrations/0013-order-updates-by-phone';
import { phoneSignIn } from './migrations/0014-phone-sign-in';
import { staffRoles } from './migrations/0015-staff-roles';
import { orderLife } from './migrations/0016-order-life';
import { staffInvitations } from './migrations/0017-staff-invitations';
import { invitationLinks } from './migrations/0018-invitation-links';
import { staffMembers } from './migrations/0019-staff-members';
import { productTaxFacts } from './migrations/0020-product-tax-facts';
import { bills } from './migrations/0021-bills';
import { payments } from './migrations/0022-payments';
import { paymentLinks } from './migrations/0023-payment-links';
import type { Database } from './schema';

/** Listed by hand (not read from disk) so the same list works inside the Next.js bundle; exported for the migration tests. */
export function migrationsFor(engine: DatabaseEngine): Record<string, Migration> {
  return {
    '0001-initial-schema': initialSchema(engine),
    '0002-site-settings': siteSettings(engine),
    '0003-audit-log': auditLog(engine),
    '0004-admin-visits': adminVisits(engine),
    '0005-chat-unanswered-index': chatUnansweredIndex(),
    '0006-account-security': accountSecurity(engine),
    '0007-order-items-and-guests': orderItemsAndGuests(engine),
    '0008-submission-status-and-tenant-details': submissionStatusAndTenantDetails(),
    '0009-chat-answers-from-records': chatAnswersFromRecords(),
    '0010-translations': translations(engine),
    '0011-auth-rate-limit-table': authRateLimitTable(),
    '0012-outbox': outbox(engine),
    '0013-order-updates-by-phone': orderUpdatesByPhone(),
    '0014-phone-sign-in': phoneSignIn(engine),
    '0015-staff-roles': staffRoles(engine),
    '0016-order-life': orderLife(engine),
    '0017-staff-invitations': staffInvitations(engine),
    '0018-invitation-links': invitationLinks(),
    '0019-staff-members': staffMembers(engine),
    '0020-product-tax-facts': productTaxFacts(),
    '0021-bills': bills(engine),
    '0022-payments': payments(engine),
    '0023-payment-links': paymentLinks(engine),
  };
}

/** Migrations the database has run that this code does not know: a newer release ran them. */
async function unknownMigrations(db: Kysely<Database>, engine: DatabaseEngine): Promise<string[]> {
  const known = new Set(Object.keys(migrationsFor(engine)));
  let executed: { name: string }[];
  try {
    executed = (await sql<{ name: string }>`select name from kysely_migration`.execute(db)).rows;
  } catch {
    return []; // A new database: no migration has run yet.
  }
  return executed.map((row) => row.name).filter((name) => !known.has(name));
}

/**
 * Applies the migrations this code knows and the database has not run. A
 * database a newer release has migrated already (an update built beside this
 * release, then rolled back, or this release restarted before the switch) is
 * left as it is: migrations only add, so this release runs on it, where
 * Kysely's Migrator would refuse to start. The caller is told (`aheadBy`).
 */
export async function migrateToLatest(
  db: Kysely<Database>,
  engine: DatabaseEngine,
): Promise<{ applied: string[]; aheadBy: string[] }> {
  const aheadBy = await unknownMigrations(db, engine);
  if (aheadBy.length > 0) return { applied: [], aheadBy };
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(engine) };
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
  const applied = (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
  return { applied, aheadBy: [] };
}
