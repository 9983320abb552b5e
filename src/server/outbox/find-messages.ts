import type { Kysely } from 'kysely';
import type { Database, MessageAbout, MessageChannel, MessageState } from '../db/schema';

/** What staff see of a message: never its body (a link in it may be a reset link). */
export type MessageListing = {
  id: string;
  channel: MessageChannel;
  kind: string;
  recipient: string;
  state: MessageState;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  /** When it was sent, delivered or failed; for a queued one, when it is tried next. */
  at: Date;
  about: MessageAbout | null;
  aboutId: number | null;
};

const listing = (row: {
  id: string;
  channel: MessageChannel;
  kind: string;
  recipient: string;
  state: MessageState;
  attempts: number;
  last_error: string | null;
  created_at: Date;
  next_attempt_at: Date;
  sent_at: Date | null;
  delivered_at: Date | null;
  failed_at: Date | null;
  about: MessageAbout | null;
  about_id: number | null;
}): MessageListing => ({
  id: row.id,
  channel: row.channel,
  kind: row.kind,
  recipient: row.recipient,
  state: row.state,
  attempts: Number(row.attempts),
  lastError: row.last_error,
  createdAt: row.created_at,
  at: row.delivered_at ?? row.failed_at ?? row.sent_at ?? row.next_attempt_at,
  about: row.about,
  aboutId: row.about_id,
});

const columns = [
  'id',
  'channel',
  'kind',
  'recipient',
  'state',
  'attempts',
  'last_error',
  'created_at',
  'next_attempt_at',
  'sent_at',
  'delivered_at',
  'failed_at',
  'about',
  'about_id',
] as const;

/** Every message of one order or submission, oldest first. Callers check the admin role. */
export async function findMessagesAbout(
  db: Kysely<Database>,
  about: { table: MessageAbout; id: number },
): Promise<MessageListing[]> {
  const rows = await db
    .selectFrom('outbox_messages')
    .select(columns)
    .where('about', '=', about.table)
    .where('about_id', '=', about.id)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(listing);
}

/** The messages of several records of one table (a page of submissions), by record id, oldest first. */
export async function findMessagesForRecords(
  db: Kysely<Database>,
  table: MessageAbout,
  ids: number[],
): Promise<Map<number, MessageListing[]>> {
  const byRecord = new Map<number, MessageListing[]>();
  if (ids.length === 0) return byRecord;
  const rows = await db
    .selectFrom('outbox_messages')
    .select(columns)
    .where('about', '=', table)
    .where('about_id', 'in', ids)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  for (const row of rows.map(listing)) {
    if (row.aboutId === null) continue;
    byRecord.set(row.aboutId, [...(byRecord.get(row.aboutId) ?? []), row]);
  }
  return byRecord;
}

/** Messages that will not be tried again, newest first (the back office's "Failed messages"). */
export async function findFailedMessages(db: Kysely<Database>, limit = 100): Promise<MessageListing[]> {
  const rows = await db
    .selectFrom('outbox_messages')
    .select(columns)
    .where('state', '=', 'failed')
    .orderBy('failed_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map(listing);
}
