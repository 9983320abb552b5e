import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

/** `userId` null: the operator on the server's command line (npm run user). */
export type AuditActor = { userId: string | null; email: string };

/**
 * One line of the audit trail. Pass the transaction that makes the change, so
 * the line exists exactly when the change does.
 */
export async function recordAudit(
  db: Kysely<Database> | Transaction<Database>,
  entry: {
    actor: AuditActor;
    action: string;
    entity: string;
    entityId: string | number;
    before?: unknown;
    after?: unknown;
  },
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: entry.actor.userId,
      actor_email: entry.actor.email,
      action: entry.action,
      entity: entry.entity,
      entity_id: String(entry.entityId),
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
    })
    .execute();
}
