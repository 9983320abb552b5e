import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { PHONE_CODE, SIGN_IN_CODE_KIND } from '../auth/phone-codes';
import type { DatabaseEngine } from '../db/engine';
import type { Database, MessageChannel } from '../db/schema';
import type { DeliveryChannels, OutboxMessage } from './channels';
import { DeliveryError } from './delivery-error';
import { nextAttemptAt } from './retry-policy';

/**
 * How long a worker holds the messages it claimed: longer than a send can take
 * (every channel gives up within 30 s), so a message is taken over only when its
 * worker died (killed, the machine lost) and no other worker sends it meanwhile.
 */
export const LEASE_MS = 90 * 1000;

/** A send that has not finished by then counts as failed (and is tried again), well within the lease. */
export const SEND_TIMEOUT_MS = 45 * 1000;

/** Messages claimed and sent side by side in one round. */
export const BATCH_SIZE = 5;

export type DeliveryOptions = {
  db: Kysely<Database>;
  engine: DatabaseEngine;
  channels: DeliveryChannels;
  logger: Logger;
  now?: () => Date;
};

/**
 * One round of the delivery worker: claims up to BATCH_SIZE messages that are
 * due (queued and their time has come, or held by a worker whose lease ran out)
 * and sends them. Returns how many it claimed: the worker goes on while there
 * are some. On PostgreSQL the claim skips rows another server is claiming at
 * that moment (FOR UPDATE SKIP LOCKED), so several servers share the work and
 * no message is claimed twice; SQLite has one writer at a time, which gives
 * the same to the one server it serves.
 */
export async function deliverDueMessages(options: DeliveryOptions): Promise<number> {
  const claimed = await claimDueMessages(options);
  // Handed to the channels oldest first (RETURNING keeps no order); they then run side by side.
  claimed.sort(
    (a, b) =>
      a.next_attempt_at.getTime() - b.next_attempt_at.getTime() || a.created_at.getTime() - b.created_at.getTime(),
  );
  await Promise.all(claimed.map((message) => deliverClaimed(options, message)));
  return claimed.length;
}

async function claimDueMessages({ db, engine, channels, now = () => new Date() }: DeliveryOptions) {
  const available = Object.keys(channels) as MessageChannel[];
  if (available.length === 0) return [];
  const at = now();
  const moment = at.toISOString();
  // Timestamps are read as Date and written (and compared) as ISO text on both engines.
  const due = moment as unknown as Date;
  return db
    .updateTable('outbox_messages')
    .set((eb) => ({
      state: 'sending',
      attempts: eb('attempts', '+', 1),
      lease_expires_at: new Date(at.getTime() + LEASE_MS).toISOString(),
      updated_at: moment,
    }))
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('outbox_messages')
        .select('id')
        .where('channel', 'in', available)
        .where((where) =>
          where.or([
            where.and([where('state', '=', 'queued'), where('next_attempt_at', '<=', due)]),
            where.and([where('state', '=', 'sending'), where('lease_expires_at', '<=', due)]),
          ]),
        )
        .orderBy('next_attempt_at')
        .orderBy('created_at')
        .limit(BATCH_SIZE)
        .$if(engine === 'postgres', (query) => query.forUpdate().skipLocked()),
    )
    .returningAll()
    .execute();
}

/** Sends one claimed message and records what happened; never throws (the next round goes on). */
async function deliverClaimed(options: DeliveryOptions, message: OutboxMessage): Promise<void> {
  const { db, logger, now = () => new Date() } = options;
  const send = options.channels[message.channel];
  if (!send) return;
  if (message.kind === SIGN_IN_CODE_KIND && now().getTime() - message.created_at.getTime() >= CODE_LIFE_MS) {
    // Waited out its five minutes (the provider was down): it could no longer sign anybody in.
    await recordFailure(options, message, new DeliveryError('the code expired before it could be sent', true));
    return;
  }
  try {
    const { providerMessageId } = await withTimeout(send(message), SEND_TIMEOUT_MS);
    const at = now().toISOString();
    await db
      .updateTable('outbox_messages')
      .set({
        state: 'sent',
        sent_at: at,
        updated_at: at,
        lease_expires_at: null,
        last_error: null,
        provider_message_id: providerMessageId ?? null,
        ...withoutCode(message),
      })
      .where('id', '=', message.id)
      .where('state', '=', 'sending')
      .execute();
    logger.info({ messageId: message.id, channel: message.channel, kind: message.kind }, 'message sent');
  } catch (error) {
    await recordFailure(options, message, error).catch((recordError: unknown) =>
      // The lease runs out and the message is tried again: nothing is lost.
      logger.error({ err: recordError, messageId: message.id }, 'could not record a failed delivery'),
    );
  }
}

async function recordFailure(options: DeliveryOptions, message: OutboxMessage, error: unknown) {
  const { db, logger, now = () => new Date() } = options;
  const at = now();
  const reason = error instanceof Error && error.message ? error.message : 'Unknown error';
  const permanent = error instanceof DeliveryError && error.permanent;
  const expired = message.kind === SIGN_IN_CODE_KIND && at.getTime() - message.created_at.getTime() >= CODE_LIFE_MS;
  const next =
    permanent || expired ? null : nextAttemptAt({ attempts: message.attempts, createdAt: message.created_at, now: at });
  await db
    .updateTable('outbox_messages')
    .set(
      next
        ? { state: 'queued', next_attempt_at: next.toISOString(), lease_expires_at: null, last_error: reason }
        : {
            state: 'failed',
            failed_at: at.toISOString(),
            lease_expires_at: null,
            last_error: reason,
            ...withoutCode(message),
          },
    )
    .set({ updated_at: at.toISOString() })
    .where('id', '=', message.id)
    .where('state', '=', 'sending')
    .execute();
  const details = { messageId: message.id, channel: message.channel, kind: message.kind, attempts: message.attempts };
  if (next) logger.warn({ ...details, reason, retryAt: next.toISOString() }, 'message not sent; trying again later');
  else logger.error({ ...details, reason }, 'message failed; staff see it in the back office');
}

/** A sign-in code is worth nothing after its five minutes: it is not tried again past them. */
const CODE_LIFE_MS = PHONE_CODE.expiresInSeconds * 1000;

/** Once a code's message is done (sent or failed), its digits are not kept: staff see that it went, not the code. */
function withoutCode(message: OutboxMessage) {
  if (message.kind !== SIGN_IN_CODE_KIND) return {};
  const code = message.template_variables ? (JSON.parse(message.template_variables) as { code?: string }).code : null;
  if (!code) return {};
  return { body_text: message.body_text.replaceAll(code, '••••••'), template_variables: null };
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new DeliveryError(`no answer within ${ms / 1000} s`, false)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
