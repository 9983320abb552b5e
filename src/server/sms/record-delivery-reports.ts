import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { DeliveryReport } from './text-provider';

/**
 * Applies a provider's delivery reports to the messages it accepted: delivered,
 * or failed with its reason (staff then see it among the failed messages). A
 * report for an unknown id changes nothing; a delivered message is never set
 * back (reports can arrive out of order). Returns how many messages changed.
 */
export async function recordDeliveryReports(
  db: Kysely<Database>,
  reports: DeliveryReport[],
  now: Date = new Date(),
): Promise<number> {
  let changed = 0;
  const at = now.toISOString();
  for (const report of reports) {
    if (report.state === 'sent') continue;
    const update =
      report.state === 'delivered'
        ? { state: 'delivered' as const, delivered_at: at, updated_at: at }
        : {
            state: 'failed' as const,
            failed_at: at,
            last_error: report.error ?? 'the provider could not deliver it',
            updated_at: at,
          };
    const result = await db
      .updateTable('outbox_messages')
      .set(update)
      .where('provider_message_id', '=', report.providerMessageId)
      .where('channel', 'in', ['sms', 'whatsapp'])
      .where('state', '=', 'sent')
      .executeTakeFirst();
    changed += Number(result.numUpdatedRows);
  }
  return changed;
}
