import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '@/server/db/create-database';
import { RECIPIENT_LIMITS } from '@/server/mail/recipient-limits';
import type { OutboxMessage, SendOverChannel } from '@/server/outbox/channels';
import { deliverDueMessages, LEASE_MS } from '@/server/outbox/deliver-due-messages';
import { DeliveryError } from '@/server/outbox/delivery-error';
import { enqueueMessages, type NewMessage } from '@/server/outbox/enqueue-messages';
import { findMessagesAbout } from '@/server/outbox/find-messages';
import { resendMessage } from '@/server/outbox/resend-message';
import { RETRY_POLICY } from '@/server/outbox/retry-policy';
import { NUMBER_LIMITS } from '@/server/sms/text-limits';
import { testEngines } from '../setup/engines';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { TEXTING_SITE } from '../setup/texting-site';
import { insertVerifiedUser } from '../setup/users';

const logger = pino({ level: 'silent' });
const admin = { userId: 'admin-1', email: 'office@example.in', roles: ['owner' as const] };

const message = (to: string, about?: NewMessage['about']): NewMessage => ({
  channel: 'email',
  kind: 'order-received',
  to,
  subject: `Hello ${to}`,
  text: 'Body',
  html: '<p>Body</p>',
  about,
});

describe.each(testEngines())('the outbox on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await insertVerifiedUser(database.db, engine, { id: admin.userId, email: admin.email });
  });
  afterAll(async () => {
    await database.drop();
  });

  const stateOf = async (id: string) =>
    database.db.selectFrom('outbox_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const deliver = (send: SendOverChannel, now: Date) =>
    deliverDueMessages({ ...database, channels: { email: send }, logger, now: () => now });

  it('writes messages only with the change that causes them: a transaction rolled back leaves none', async () => {
    const before = await database.db.selectFrom('outbox_messages').select('id').execute();
    await expect(
      database.db.transaction().execute(async (trx) => {
        await enqueueMessages(trx, [message('rolled-back@example.in')]);
        throw new Error('the order could not be stored');
      }),
    ).rejects.toThrow('the order could not be stored');
    expect(await database.db.selectFrom('outbox_messages').select('id').execute()).toEqual(before);
  });

  it('tries again after about a minute, then twice as long, and sends with the same id each time', async () => {
    const [id = ''] = await enqueueMessages(database.db, [message('retry@example.in')]);
    const seen: string[] = [];
    const down: SendOverChannel = async (sent) => {
      seen.push(sent.id);
      throw new Error('connect ECONNREFUSED 127.0.0.1:25');
    };
    const start = new Date();
    await deliver(down, start);
    const first = await stateOf(id);
    expect(first).toMatchObject({ state: 'queued', attempts: 1, last_error: 'connect ECONNREFUSED 127.0.0.1:25' });
    const firstDelay = first.next_attempt_at.getTime() - start.getTime();
    expect(firstDelay).toBeGreaterThanOrEqual(0.9 * RETRY_POLICY.firstDelayMs);
    expect(firstDelay).toBeLessThanOrEqual(1.1 * RETRY_POLICY.firstDelayMs);

    // Not due yet: nothing is tried.
    expect(await deliver(down, new Date(start.getTime() + 30 * 1000))).toBe(0);
    const second = new Date(first.next_attempt_at.getTime() + 1);
    await deliver(down, second);
    const after = await stateOf(id);
    expect(after.attempts).toBe(2);
    const secondDelay = after.next_attempt_at.getTime() - second.getTime();
    expect(secondDelay).toBeGreaterThanOrEqual(1.8 * RETRY_POLICY.firstDelayMs);
    expect(secondDelay).toBeLessThanOrEqual(2.2 * RETRY_POLICY.firstDelayMs);

    const up: SendOverChannel = async (sent) => {
      seen.push(sent.id);
      return {};
    };
    await deliver(up, new Date(after.next_attempt_at.getTime() + 1));
    expect(await stateOf(id)).toMatchObject({ state: 'sent', attempts: 3, last_error: null });
    expect(seen).toEqual([id, id, id]);
  });

  it('fails a message for good when the provider refuses it, or when a day has passed', async () => {
    const [refused = '', late = ''] = await enqueueMessages(database.db, [
      message('refused@example.in'),
      message('late@example.in'),
    ]);
    const start = new Date();
    await deliver(async (sent) => {
      if (sent.id === refused) throw new DeliveryError('550 No such user here', true);
      throw new Error('timeout');
    }, start);
    expect(await stateOf(refused)).toMatchObject({ state: 'failed', attempts: 1, last_error: '550 No such user here' });

    // Tried all day: the retries never wait longer than the longest delay, and the last falls on the 24th hour.
    let now = start;
    let attempts = 1;
    for (;;) {
      const row = await stateOf(late);
      if (row.state === 'failed') break;
      expect(row.next_attempt_at.getTime() - now.getTime()).toBeLessThanOrEqual(1.1 * RETRY_POLICY.longestDelayMs);
      now = new Date(row.next_attempt_at.getTime() + 1);
      await deliver(async () => {
        throw new Error('timeout');
      }, now);
      attempts += 1;
    }
    const failed = await stateOf(late);
    expect(failed.failed_at?.getTime()).toBeGreaterThanOrEqual(start.getTime() + RETRY_POLICY.giveUpAfterMs - 1000);
    expect(attempts).toBeGreaterThan(8);
    expect(attempts).toBeLessThan(16);
  });

  it('takes over a message whose worker died mid-send once its lease has run out, and never before', async () => {
    const [id = ''] = await enqueueMessages(database.db, [message('crashed@example.in')]);
    const start = new Date();
    // A worker claims it and dies before it can record anything (its send never settles, as in a killed process).
    let claimed: () => void = () => {};
    const wasClaimed = new Promise<void>((resolve) => {
      claimed = resolve;
    });
    void deliver(() => {
      claimed();
      return new Promise<never>(() => {});
    }, start);
    await wasClaimed;
    const sends: string[] = [];
    const up: SendOverChannel = async (sent) => {
      sends.push(sent.id);
      return {};
    };
    expect(await stateOf(id)).toMatchObject({ state: 'sending', attempts: 1 });
    expect(await deliver(up, new Date(start.getTime() + LEASE_MS - 1000))).toBe(0);
    await deliver(up, new Date(start.getTime() + LEASE_MS + 1000));
    expect(sends).toEqual([id]);
    expect(await stateOf(id)).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it('shares the work between two servers without sending any message twice', async () => {
    const second: DatabaseHandle = createDatabase(
      engine === 'sqlite' ? { sqliteFile: database.location } : { databaseUrl: database.location },
    );
    try {
      const ids = await enqueueMessages(
        database.db,
        Array.from({ length: 40 }, (_, index) => message(`shared-${index}@example.in`)),
      );
      const sends: string[] = [];
      const slow: SendOverChannel = async (sent: OutboxMessage) => {
        sends.push(sent.id);
        await new Promise((resolve) => setTimeout(resolve, 5));
        return {};
      };
      const worker = async (handle: DatabaseHandle) => {
        while ((await deliverDueMessages({ ...handle, channels: { email: slow }, logger })) > 0);
      };
      await Promise.all([worker(database), worker(second), worker(database), worker(second)]);
      const ours = sends.filter((id) => ids.includes(id));
      expect(ours).toHaveLength(ids.length);
      expect(new Set(ours).size).toBe(ids.length);
    } finally {
      await second.db.destroy();
    }
  });

  it('lets only an admin send a message again, as a new message with a new id, audited', async () => {
    const [id = ''] = await enqueueMessages(database.db, [message('again@example.in', { table: 'orders', id: 4242 })]);
    await deliver(async () => ({}), new Date());
    for (const actor of [null, { ...admin, roles: [] }]) {
      await expect(resendMessage({ db: database.db, site: TEXTING_SITE, actor, id })).rejects.toMatchObject({
        code: actor ? 'FORBIDDEN' : 'UNAUTHENTICATED',
      });
    }
    await expect(
      resendMessage({ db: database.db, site: TEXTING_SITE, actor: admin, id: '00000000-0000-4000-8000-000000000000' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const { id: copy } = await resendMessage({ db: database.db, site: TEXTING_SITE, actor: admin, id });
    expect(copy).not.toBe(id);
    const listed = await findMessagesAbout(database.db, { table: 'orders', id: 4242 });
    expect(listed.map((row) => [row.id, row.state])).toEqual([
      [id, 'sent'],
      [copy, 'queued'],
    ]);
    const copied = await stateOf(copy);
    expect(copied).toMatchObject({
      recipient: 'again@example.in',
      subject: 'Hello again@example.in',
      body_text: 'Body',
    });
    const audit = await database.db
      .selectFrom('audit_log')
      .select(['action', 'entity', 'entity_id', 'actor_email'])
      .where('entity', '=', 'outbox_messages')
      .execute();
    expect(audit).toEqual([{ action: 'resend', entity: 'outbox_messages', entity_id: id, actor_email: admin.email }]);
  });

  it('sends again only a message about an order or a submission, never an account’s own (a reset link, a code)', async () => {
    const [reset = ''] = await enqueueMessages(database.db, [
      { ...message('reset-me@example.in'), kind: 'account-reset' },
    ]);
    await deliver(async () => ({}), new Date());
    await expect(resendMessage({ db: database.db, site: TEXTING_SITE, actor: admin, id: reset })).rejects.toMatchObject(
      {
        code: 'NOT_FOUND',
      },
    );
    expect(
      await database.db
        .selectFrom('outbox_messages')
        .select('id')
        .where('recipient', '=', 'reset-me@example.in')
        .execute(),
    ).toHaveLength(1);
  });

  it('sends again within the limits of the message’s recipient: a number or an inbox, however often staff click', async () => {
    const about = { table: 'orders', id: 4343 } as const;
    const [text = '', mail = ''] = await enqueueMessages(database.db, [
      { channel: 'sms', kind: 'order-confirmed', to: '+919864066001', text: 'Order AQ-1 confirmed', about },
      message('resend-limit@example.in', about),
    ]);
    for (const [id, perHour] of [
      [text, NUMBER_LIMITS.hour.max],
      [mail, RECIPIENT_LIMITS.hour.max],
    ] as const) {
      const outcomes: string[] = [];
      for (let click = 0; click <= perHour; click++) {
        outcomes.push(
          await resendMessage({ db: database.db, site: TEXTING_SITE, actor: admin, id }).then(
            () => 'queued',
            (error: { code?: string }) => error.code ?? 'other',
          ),
        );
      }
      expect(outcomes).toEqual([...Array(perHour).fill('queued'), 'RATE_LIMITED']);
    }
  });
});
