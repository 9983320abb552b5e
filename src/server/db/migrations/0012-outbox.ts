import { type Kysely, sql } from 'kysely';
import type { DatabaseEngine } from '../engine';
import { columnTypes, withCreatedAt } from './column-types';

/**
 * Issue 22. Every message to a person (e-mail now; SMS and WhatsApp next) is a
 * row written in the same transaction as the order, submission or decision that
 * causes it, and delivered by a worker (server/outbox/). `id` is the message's
 * stable id: the e-mail's Message-ID and the providers' idempotency reference.
 * Text messages keep their template's variables (JSON) for providers that
 * send registered templates (MSG91's DLT flows, WhatsApp's templates); the
 * template itself is found by kind and language when the message is sent.
 * `about`/`about_id` name the order or submission it belongs to, so staff see
 * its messages there. The worker's query is "due now": (state, next_attempt_at).
 */
export function outbox(engine: DatabaseEngine) {
  const types = columnTypes(engine);
  async function up(db: Kysely<unknown>): Promise<void> {
    await withCreatedAt(
      db.schema
        .createTable('outbox_messages')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('email', 'sms', 'whatsapp')`))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('recipient', 'text', (c) => c.notNull())
        .addColumn('locale', 'text', (c) => c.notNull().defaultTo('en'))
        .addColumn('subject', 'text')
        .addColumn('body_text', 'text', (c) => c.notNull())
        .addColumn('body_html', 'text')
        .addColumn('template_variables', 'text')
        .addColumn('about', 'text')
        .addColumn('about_id', 'integer')
        .addColumn('state', 'text', (c) =>
          c.notNull().defaultTo('queued').check(sql`state in ('queued', 'sending', 'sent', 'delivered', 'failed')`),
        )
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', types.timestamp, (c) => c.notNull().defaultTo(types.now))
        .addColumn('lease_expires_at', types.timestamp)
        .addColumn('last_error', 'text')
        .addColumn('provider_message_id', 'text'),
      types,
    )
      .addColumn('sent_at', types.timestamp)
      .addColumn('delivered_at', types.timestamp)
      .addColumn('failed_at', types.timestamp)
      .addColumn('updated_at', types.timestamp, (c) => c.notNull().defaultTo(types.now))
      .execute();
    await db.schema
      .createIndex('outbox_messages_due_idx')
      .on('outbox_messages')
      .columns(['state', 'next_attempt_at'])
      .execute();
    await db.schema
      .createIndex('outbox_messages_about_idx')
      .on('outbox_messages')
      .columns(['about', 'about_id', 'created_at'])
      .execute();
  }
  return { up };
}
