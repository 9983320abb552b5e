import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECIPIENT_LIMITS } from '@/server/mail/recipient-limits';
import { decideOrder } from '@/server/orders/decide-order';
import { deleteOrder } from '@/server/orders/delete-order';
import { findOrderDetails, findOrders } from '@/server/orders/find-orders';
import { TOO_MANY_EMAILS } from '@/server/orders/tell-customer';
import { findMessagesAbout } from '@/server/outbox/find-messages';
import { NUMBER_LIMITS } from '@/server/sms/text-limits';
import { deliverQueued } from '../setup/deliver';
import { testEngines } from '../setup/engines';
import { startSmtpSink } from '../setup/smtp-sink';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { TEXTING_SITE } from '../setup/texting-site';
import { insertVerifiedUser } from '../setup/users';

const logger = pino({ level: 'silent' });
const admin = { userId: 'admin-1', email: 'office@example.in', roles: ['owner' as const] };
const site = TEXTING_SITE;

/** Undoes quoted-printable (soft breaks, =XX bytes of UTF-8) so the message reads whole. */
function unfold(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index++) {
    const hex = /^=([0-9A-F]{2})/.exec(joined.slice(index, index + 3));
    if (hex?.[1]) {
      bytes.push(Number.parseInt(hex[1], 16));
      index += 2;
    } else bytes.push(...Buffer.from(joined[index] ?? '', 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

describe.each(testEngines())('order decisions on %s', (engine) => {
  let database: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let failingSmtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let references = 0;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    smtp = await startSmtpSink();
    failingSmtp = await startSmtpSink({ failing: true });
    await insertVerifiedUser(database.db, engine, { id: 'admin-1', name: 'Office', email: 'office@example.in' });
    const category = await database.db
      .insertInto('categories')
      .values({ name: 'Aquamart', slug: 'aquamart' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const sub = await database.db
      .insertInto('sub_categories')
      .values({ name: 'Fish Seed', slug: 'fish-seed', category_id: category.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto('products')
      .values({ name: 'Rohu Fingerlings', slug: 'rohu-fingerlings', price_paise: 160_000, sub_category_id: sub.id })
      .execute();
  });
  afterAll(async () => {
    await smtp.close();
    await failingSmtp.close();
    await database.drop();
  });

  async function newOrder(
    values: {
      name?: string;
      email?: string | null;
      guest?: boolean;
      userId?: string;
      phone?: string;
      locale?: 'en' | 'as' | 'hi';
      channel?: 'sms' | 'whatsapp';
    } = {},
  ) {
    references += 1;
    const product = await database.db.selectFrom('products').select('id').executeTakeFirstOrThrow();
    const order = await database.db
      .insertInto('orders')
      .values({
        reference: `AQ-T${String(references).padStart(4, '0')}`,
        total_paise: 320_000,
        name: values.name ?? 'Bhaskar Kalita',
        phone: values.phone ?? '+919864012345',
        locale: values.locale,
        updates_channel: values.channel,
        tracking_token: `token-${references}-${engine}`,
        email: values.email === undefined ? 'bhaskar@example.in' : values.email,
        guest: values.guest ? 1 : 0,
        user_id: values.userId ?? null,
        address: 'Dhing, Nagaon',
      })
      .returning(['id', 'reference'])
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto('order_items')
      .values({
        order_id: order.id,
        position: 0,
        product_id: product.id,
        product_name: 'Rohu Fingerlings',
        unit_price_paise: 160_000,
        quantity: 2,
        total_paise: 320_000,
      })
      .execute();
    return order;
  }

  /** Decides, then lets the outbox deliver the e-mail (to `smtpUrl`, the working sink unless given). */
  const decide = async (
    id: number,
    decision: 'done' | 'rejected',
    options: { smtpUrl?: string; reason?: string } = {},
  ) => {
    const result = await decideOrder({
      db: database.db,
      logger,
      site,
      actor: admin,
      id,
      decision,
      reason: options.reason,
    });
    await deliverQueued(database, { dataDir: '/nonexistent', smtpUrl: options.smtpUrl ?? smtp.url });
    return result;
  };

  it('confirms a pending order, records who did it, and e-mails the customer over SMTP', async () => {
    // The customer's account has this verified address: the e-mail may name them.
    await insertVerifiedUser(database.db, engine, { id: 'customer-confirm', email: 'confirm@example.in' });
    const order = await newOrder({ email: 'confirm@example.in', userId: 'customer-confirm' });
    const result = await decide(order.id, 'done', { reason: 'Delivery on Monday' });
    expect(result).toEqual({ reference: order.reference, mailError: null, phoneOnly: null });

    const details = await findOrderDetails(database.db, order.id);
    expect(details?.status).toBe('done');
    expect(details?.categoryName).toBe('Aquamart');
    expect(details?.decisions).toEqual([
      { action: 'confirm', actorEmail: 'office@example.in', at: expect.any(Date), reason: 'Delivery on Monday' },
    ]);

    const mail = smtp.received.find((message) => message.to.includes('confirm@example.in'));
    const text = unfold(mail?.raw ?? '');
    expect(text).toContain(`Subject: Order confirmed: ${order.reference}`);
    // The spec's payload: customer name, order id, product, quantity, e-mail, status.
    expect(text).toContain('Dear Bhaskar Kalita');
    expect(text).toContain('Rohu Fingerlings × 2');
    expect(text).toContain('Status: confirmed');
    expect(text).toContain('Delivery on Monday');
  });

  it('decides only once: two decisions racing, exactly one wins; a rejected order cannot be confirmed', async () => {
    const order = await newOrder();
    const results = await Promise.allSettled([decide(order.id, 'done'), decide(order.id, 'rejected')]);
    const won = results.filter((result) => result.status === 'fulfilled');
    const lost = results.filter((result) => result.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect((lost[0] as PromiseRejectedResult).reason).toMatchObject({ code: 'CONFLICT' });
    const audit = await database.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'orders')
      .where('entity_id', '=', String(order.id))
      .execute();
    expect(audit).toHaveLength(1);

    await expect(decide(order.id, 'done')).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(decide(999_999, 'done')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('keeps the decision when the mail server refuses the e-mail, and shows the message failed with the reason', async () => {
    const order = await newOrder();
    const result = await decide(order.id, 'rejected', { smtpUrl: failingSmtp.url });
    expect(result.mailError).toBeNull();
    expect((await findOrderDetails(database.db, order.id))?.status).toBe('rejected');
    // A 550 is permanent: failed at once, not tried again, and staff see why.
    const messages = await findMessagesAbout(database.db, { table: 'orders', id: order.id });
    const message = messages.find((found) => found.channel === 'email');
    expect(message).toMatchObject({ channel: 'email', kind: 'order-decision', state: 'failed', attempts: 1 });
    expect(message?.lastError).toMatch(/550|Mailbox unavailable/);
  });

  it('tells a guest without e-mail on their phone, in their language, with the reason and the tracking link', async () => {
    const order = await newOrder({
      email: null,
      guest: true,
      name: 'Guest Without Mail',
      phone: '+919707000001',
      locale: 'hi',
    });
    const sentBefore = smtp.received.length;
    const result = await decide(order.id, 'rejected', { reason: 'Out of stock until June' });
    expect(result).toEqual({ reference: order.reference, mailError: null, phoneOnly: null });
    expect(smtp.received.length).toBe(sentBefore);
    const details = await findOrderDetails(database.db, order.id);
    expect(details).toMatchObject({ status: 'rejected', guest: true, email: null });
    const [text] = await findMessagesAbout(database.db, { table: 'orders', id: order.id });
    expect(text).toMatchObject({ channel: 'sms', kind: 'order-rejected-reason', recipient: '+919707000001' });
    const stored = await database.db
      .selectFrom('outbox_messages')
      .select(['body_text', 'locale'])
      .where('id', '=', text?.id ?? '')
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      locale: 'hi',
      body_text: `ऑर्डर ${order.reference} मंज़ूर नहीं हो सका: Out of stock until June। विवरण: https://fish.example/hi/t/token-${references}-${engine}`,
    });
  });

  it('sends by WhatsApp when the customer asked, and tells the office to phone when no message may go', async () => {
    const whatsapp = await newOrder({ email: null, guest: true, phone: '+919707000002', channel: 'whatsapp' });
    await decide(whatsapp.id, 'done');
    const [message] = await findMessagesAbout(database.db, { table: 'orders', id: whatsapp.id });
    expect(message).toMatchObject({ channel: 'whatsapp', recipient: '+919707000002', kind: 'order-confirmed' });

    // The office's decisions are not held by the number's visitor limits: each one goes.
    const phone = '+919707000003';
    for (let index = 0; index <= NUMBER_LIMITS.hour.max; index++) {
      const order = await newOrder({ email: null, guest: true, phone });
      expect(await decide(order.id, 'done')).toEqual({ reference: order.reference, mailError: null, phoneOnly: null });
    }
    // The site's day is spent: nothing can go, so the office is told to phone, and the text is on the order, not sent.
    const last = await newOrder({ email: null, guest: true, phone });
    const spent = await decideOrder({
      db: database.db,
      logger,
      site: { ...site, smsDailyLimit: 0 },
      actor: admin,
      id: last.id,
      decision: 'done',
    });
    expect(spent).toEqual({ reference: last.reference, mailError: null, phoneOnly: phone });
    expect(await findMessagesAbout(database.db, { table: 'orders', id: last.id })).toMatchObject([
      {
        channel: 'sms',
        kind: 'order-confirmed',
        state: 'failed',
        attempts: 0,
        lastError: expect.stringContaining('SMS_DAILY_LIMIT'),
      },
    ]);
  });

  it("repeats nothing a guest typed in a decision: the address may be a stranger's", async () => {
    const typed = 'Your bank: call 98650 99999 now';
    const confirmed = await newOrder({ email: 'stranger-1@example.in', guest: true, name: typed });
    const rejected = await newOrder({ email: 'stranger-2@example.in', guest: true, name: typed });
    // A signed-in customer's order to another address than their account's is treated the same.
    await insertVerifiedUser(database.db, engine, { id: 'customer-other-address' });
    const other = await newOrder({ email: 'stranger-3@example.in', name: typed, userId: 'customer-other-address' });
    await decide(confirmed.id, 'done');
    await decide(rejected.id, 'rejected', { reason: 'Out of stock' });
    await decide(other.id, 'done');
    for (const to of ['stranger-1@example.in', 'stranger-2@example.in', 'stranger-3@example.in']) {
      const mail = unfold(smtp.received.find((message) => message.to.includes(to))?.raw ?? '');
      expect(mail).toContain('Hello,');
      expect(mail).not.toContain('Your bank');
      expect(mail).not.toContain('98650');
      expect(mail).not.toContain('Dhing');
    }
  });

  it("limits decisions to an inbox someone typed: rejecting a pile of fake orders does not fill a stranger's inbox", async () => {
    const inbox = 'pile-victim@example.in';
    const orders = [];
    for (let index = 0; index < RECIPIENT_LIMITS.hour.max + 2; index++) {
      orders.push(await newOrder({ email: index % 2 ? inbox : 'Pile-Victim+spam@example.in', guest: true }));
    }
    const toVictim = () =>
      smtp.received.filter((message) =>
        message.to
          .join()
          .toLowerCase()
          .includes(inbox.split('@')[0] ?? ''),
      );
    const sentBefore = toVictim().length;
    const results = [];
    for (const order of orders) results.push(await decide(order.id, 'rejected'));
    // Every decision is stored; the mails beyond the inbox's budget are not sent, and the office is told why.
    for (const order of orders) expect((await findOrderDetails(database.db, order.id))?.status).toBe('rejected');
    const sent = toVictim().length - sentBefore;
    expect(sent).toBe(RECIPIENT_LIMITS.hour.max);
    expect(results.filter((result) => result.mailError === TOO_MANY_EMAILS)).toHaveLength(2);
  });

  it("says nobody was told when a deleted account's order has no e-mail or phone left", async () => {
    const order = await newOrder({ email: null, name: 'Deleted user' });
    await database.db.updateTable('orders').set({ phone: '' }).where('id', '=', order.id).execute();
    const sentBefore = smtp.received.length;
    expect(await decide(order.id, 'rejected')).toEqual({ reference: order.reference, mailError: null, phoneOnly: '' });
    expect(smtp.received.length).toBe(sentBefore);
  });

  it('refuses anyone but an admin and changes nothing', async () => {
    const order = await newOrder();
    for (const actor of [null, { ...admin, roles: [] }]) {
      await expect(
        decideOrder({ db: database.db, logger, site, actor, id: order.id, decision: 'done' }),
      ).rejects.toMatchObject({ code: actor ? 'FORBIDDEN' : 'UNAUTHENTICATED' });
      await expect(deleteOrder({ db: database.db, actor, id: order.id })).rejects.toMatchObject({
        code: actor ? 'FORBIDDEN' : 'UNAUTHENTICATED',
      });
    }
    expect((await findOrderDetails(database.db, order.id))?.status).toBe('pending');
  });

  it('pages through a search and a filter without gaps or repeats, with the right totals', async () => {
    const placed: string[] = [];
    for (let index = 0; index < 120; index++) {
      placed.push((await newOrder({ name: `Pager Customer ${index}`, email: `pager${index}@example.in` })).reference);
    }
    const newestFirst = [...placed].reverse();
    // A text search (counted in the same pass as the page).
    const pages = await Promise.all(
      [1, 2, 3].map((page) => findOrders(database.db, { query: 'pager customer', page })),
    );
    expect(pages.map((found) => found.total)).toEqual([120, 120, 120]);
    expect(pages.map((found) => found.pageCount)).toEqual([3, 3, 3]);
    expect(pages.flatMap((found) => found.rows.map((row) => row.reference))).toEqual(newestFirst);
    const pastTheEnd = await findOrders(database.db, { query: 'pager customer', page: 9 });
    expect(pastTheEnd.rows).toEqual([]);
    expect(pastTheEnd.total).toBe(120);
    expect((await findOrders(database.db, { query: 'no such customer' })).total).toBe(0);
    // A category filter (counted by the index), and the category named on every row.
    const category = await database.db.selectFrom('categories').select('id').executeTakeFirstOrThrow();
    const inCategory = await findOrders(database.db, { categoryId: category.id, status: 'pending', page: 2 });
    expect(inCategory.rows).toHaveLength(50);
    expect(inCategory.rows.every((row) => row.categoryName === 'Aquamart' && row.status === 'pending')).toBe(true);
    const everything = await findOrders(database.db, { page: 1 });
    expect(everything.rows.map((row) => row.reference).slice(0, 50)).toEqual(newestFirst.slice(0, 50));
  });

  it('lists orders newest first with search, status and category filters, and deletes with an audit line', async () => {
    const order = await newOrder({ name: 'Mousumi Deka', email: 'mousumi@example.in' });
    const found = await findOrders(database.db, { query: 'MOUSUMI' });
    expect(found.rows.map((row) => row.reference)).toEqual([order.reference]);
    expect(
      (await findOrders(database.db, { query: 'rohu', status: 'pending' })).rows.every(
        (row) => row.status === 'pending',
      ),
    ).toBe(true);
    const category = await database.db.selectFrom('categories').select('id').executeTakeFirstOrThrow();
    expect((await findOrders(database.db, { categoryId: category.id })).total).toBeGreaterThan(0);
    expect((await findOrders(database.db, { categoryId: category.id + 999 })).total).toBe(0);
    expect((await findOrders(database.db)).pending).toBeGreaterThan(0);

    await deleteOrder({ db: database.db, actor: admin, id: order.id });
    expect(await findOrderDetails(database.db, order.id)).toBeNull();
    const audit = await database.db
      .selectFrom('audit_log')
      .select(['action', 'before'])
      .where('entity', '=', 'orders')
      .where('entity_id', '=', String(order.id))
      .executeTakeFirstOrThrow();
    expect(audit.action).toBe('delete');
    expect(JSON.parse(audit.before ?? '{}')).toMatchObject({
      reference: order.reference,
      name: 'Mousumi Deka',
      items: [{ product_name: 'Rohu Fingerlings', quantity: 2 }],
    });
    const lines = await database.db.selectFrom('order_items').select('id').where('order_id', '=', order.id).execute();
    expect(lines).toEqual([]);
    await expect(deleteOrder({ db: database.db, actor: admin, id: order.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
