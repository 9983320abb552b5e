import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderNoteSchema, orderStepSchema } from '@/lib/schemas/orders';
import { findOrderBilling } from '@/server/billing/find-order-billing';
import { advanceOrder } from '@/server/orders/advance-order';
import { decideOrder } from '@/server/orders/decide-order';
import { findCustomerOrders } from '@/server/orders/find-customer-orders';
import { findOrderDetails } from '@/server/orders/find-orders';
import { findTrackedOrder } from '@/server/orders/find-tracked-order';
import { addOrderNote, findOrderEvents } from '@/server/orders/order-events';
import { placeOrder } from '@/server/orders/place-order';
import { findFailedMessages, findMessagesAbout } from '@/server/outbox/find-messages';
import { setTaxFacts, setUpBilling } from '../setup/billing';
import { insertProduct } from '../setup/catalogue';
import { testEngines } from '../setup/engines';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { TEXTING_SITE } from '../setup/texting-site';
import { insertVerifiedUser } from '../setup/users';

const logger = pino({ level: 'silent' });
/** A date the tests can always expect a delivery on (YYYY-MM-DD). */
const inAWeek = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
const desk = { userId: 'desk-1', email: 'desk@example.in', roles: ['order-desk' as const] };
const editor = { userId: 'editor-1', email: 'editor@example.in', roles: ['editor' as const] };
const site = TEXTING_SITE;

describe.each(testEngines())('[ORDERS] the order’s life after confirmation on %s', (engine) => {
  let database: TestDatabase;
  let orders = 0;
  let productId: number;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    for (const id of ['desk-1', 'editor-1', 'farmer-1']) await insertVerifiedUser(database.db, engine, { id });
    productId = await insertProduct(database.db);
    // The goods leave with their bill: the product's tax details and the business's billing facts.
    await setTaxFacts(database.db, productId, ['030193', 'nil', 'NOS']);
    await setUpBilling(database.db);
  });
  afterAll(async () => {
    await database.drop();
  });

  async function newOrder(status: 'pending' | 'done' | 'rejected', locale: 'en' | 'as' | 'hi' = 'en') {
    orders += 1;
    const order = await database.db
      .insertInto('orders')
      .values({
        reference: `AQ-L${String(orders).padStart(4, '0')}`,
        total_paise: 160_000,
        name: 'Bhaskar Kalita',
        phone: '+919864012345',
        email: 'bhaskar@example.in',
        user_id: 'farmer-1',
        address: 'Dhing, Nagaon',
        status,
        locale,
        tracking_token: `life-token-${String(orders).padStart(5, '0')}`.slice(0, 16),
        guest: 0,
        place_of_supply: '18',
      })
      .returning(['id', 'reference', 'tracking_token'])
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto('order_items')
      .values({
        order_id: order.id,
        position: 0,
        product_id: productId,
        product_name: 'Rohu Fingerlings',
        unit_price_paise: 160_000,
        quantity: 1,
        total_paise: 160_000,
      })
      .execute();
    return order;
  }

  const step = (id: number, input: unknown, actor: typeof desk | typeof editor | null = desk) =>
    advanceOrder({ db: database.db, logger, site, actor, id, input: orderStepSchema.parse(input) });
  const messagesOf = (id: number) =>
    database.db
      .selectFrom('outbox_messages')
      .select(['channel', 'kind', 'locale', 'subject', 'body_text'])
      .where('about', '=', 'orders')
      .where('about_id', '=', id)
      .execute();

  it('dispatches a confirmed order with its carrier and date, then delivers it; each step tells the customer in their language', async () => {
    const order = await newOrder('done', 'as');
    const result = await step(order.id, {
      step: 'dispatched',
      carrier: 'Assam Roadways bus',
      expectedOn: inAWeek,
    });
    expect(result).toEqual({ reference: order.reference, mailError: null, phoneOnly: null });
    await step(order.id, { step: 'delivered' });
    expect((await findOrderDetails(database.db, order.id))?.stage).toBe('delivered');

    const messages = await messagesOf(order.id);
    // The goods left with their bill: its own message too (issue 35).
    expect(messages.map((message) => [message.channel, message.kind, message.locale]).sort()).toEqual([
      ['email', 'bill-issued', 'as'],
      ['email', 'order-step', 'as'],
      ['email', 'order-step', 'as'],
      ['sms', 'bill-issued', 'as'],
      ['sms', 'order-delivered', 'as'],
      ['sms', 'order-dispatched', 'as'],
    ]);
    const dispatchedMail = messages.find((message) => message.subject?.includes('পঠিওৱা'));
    expect(dispatchedMail?.subject).toBe(`অৰ্ডাৰ পঠিওৱা হ’ল: ${order.reference}`);
    expect(dispatchedMail?.body_text).toContain('পঠিওৱাৰ মাধ্যম: Assam Roadways bus');
    expect(messages.find((message) => message.kind === 'order-dispatched')?.body_text).toBe(
      `অৰ্ডাৰ ${order.reference} বাটত আছে। বিৱৰণ: https://fish.example/as/t/${order.tracking_token}`,
    );

    // The audit trail has each step and who took it.
    const audit = await database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_email'])
      .where('entity', '=', 'orders')
      .where('entity_id', '=', String(order.id))
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'dispatched', actor_email: 'desk@example.in' },
      { action: 'delivered', actor_email: 'desk@example.in' },
    ]);
  });

  it('sends the goods with their bill, credits a billed order that is cancelled, and refuses a dispatch no bill can go with', async () => {
    const billsOf = (orderId: number) =>
      database.db
        .selectFrom('bills')
        .select(['kind', 'number', 'total_paise', 'credit_for_bill_id'])
        .where('order_id', '=', orderId)
        .orderBy('id')
        .execute();
    const order = await newOrder('done');
    await step(order.id, { step: 'dispatched' });
    const [bill] = await billsOf(order.id);
    expect(bill).toMatchObject({ kind: 'bill_of_supply', total_paise: 160_000, credit_for_bill_id: null });
    expect(bill?.number).toMatch(/^AQ\/\d\d-\d\d\/\d{5}$/);
    // The tracking link shows the bill and where to pay it, until a credit note cancels it.
    expect((await findTrackedOrder(database.db, order.tracking_token ?? ''))?.bill).toEqual({
      number: bill?.number,
      totalPaise: 160_000,
      upi: { id: 'aquaculturegroup@sbi', payeeName: 'Aquaculture Group' },
    });
    await step(order.id, { step: 'cancelled', reason: 'Returned: the fry arrived weak' });
    const [, note] = await billsOf(order.id);
    expect(note).toMatchObject({ kind: 'credit_note', total_paise: 160_000 });
    expect(note?.number).toMatch(/^CN\/\d\d-\d\d\/\d{5}$/);
    expect((await findTrackedOrder(database.db, order.tracking_token ?? ''))?.bill).toBeNull();
    expect(await findOrderBilling(database.db, order.id)).toMatchObject({
      bill: { number: bill?.number, kind: 'bill_of_supply' },
      creditNote: { number: note?.number },
    });

    // A farm pickup is billed when it is delivered.
    const pickup = await newOrder('done');
    await step(pickup.id, { step: 'delivered' });
    expect((await billsOf(pickup.id)).map((entry) => entry.kind)).toEqual(['bill_of_supply']);

    // Without a place of supply, the dispatch waits, and nothing is written.
    const nowhere = await newOrder('done');
    await database.db.updateTable('orders').set({ place_of_supply: null }).where('id', '=', nowhere.id).execute();
    await expect(step(nowhere.id, { step: 'dispatched' })).rejects.toMatchObject({ code: 'PLACE_OF_SUPPLY_MISSING' });
    expect((await findOrderDetails(database.db, nowhere.id))?.stage).toBeNull();
    expect(await billsOf(nowhere.id)).toEqual([]);
    expect(await messagesOf(nowhere.id)).toEqual([]);
  });

  it('moves only forward, only after confirmation, exactly once', async () => {
    const pending = await newOrder('pending');
    await expect(step(pending.id, { step: 'dispatched' })).rejects.toMatchObject({ code: 'CONFLICT' });
    const rejected = await newOrder('rejected');
    await expect(step(rejected.id, { step: 'cancelled', reason: 'x' })).rejects.toMatchObject({ code: 'CONFLICT' });

    const order = await newOrder('done');
    // Two clicks at once: one wins.
    const results = await Promise.allSettled([
      step(order.id, { step: 'dispatched' }),
      step(order.id, { step: 'dispatched' }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    await step(order.id, { step: 'cancelled', reason: 'The truck broke down; we will refund the advance' });
    await expect(step(order.id, { step: 'delivered' })).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(step(order.id, { step: 'dispatched' })).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(step(999_999, { step: 'delivered' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await findOrderEvents(database.db, order.id, { forStaff: true })).map((event) => event.kind)).toEqual([
      'dispatched',
      'cancelled',
    ]);

    // A farm pickup: delivered without a dispatch.
    const pickup = await newOrder('done');
    await step(pickup.id, { step: 'delivered' });
    expect((await findOrderDetails(database.db, pickup.id))?.stage).toBe('delivered');
  });

  it('is the order desk’s: an editor or nobody is refused and nothing changes', async () => {
    const order = await newOrder('done');
    await expect(step(order.id, { step: 'dispatched' }, editor)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(step(order.id, { step: 'dispatched' }, null)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    await expect(addOrderNote({ db: database.db, actor: editor, orderId: order.id, text: 'x' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await findOrderEvents(database.db, order.id, { forStaff: true })).toEqual([]);
    expect(await messagesOf(order.id)).toEqual([]);
  });

  it('keeps staff notes from the customer: neither the tracking link nor My Orders shows them, nor who took a step', async () => {
    const order = await newOrder('done');
    await addOrderNote({
      db: database.db,
      actor: desk,
      orderId: order.id,
      text: 'Customer asked for morning delivery',
    });
    await step(order.id, { step: 'dispatched', carrier: 'Own van AS-01-1234' });
    const staffView = await findOrderEvents(database.db, order.id, { forStaff: true });
    expect(staffView.map((event) => [event.kind, event.actorEmail, event.text])).toEqual([
      ['note', 'desk@example.in', 'Customer asked for morning delivery'],
      ['dispatched', 'desk@example.in', null],
    ]);
    const tracked = await findTrackedOrder(database.db, order.tracking_token ?? '');
    expect(tracked?.stage).toBe('dispatched');
    expect(tracked?.steps.map((event) => [event.kind, event.carrier, event.actorEmail])).toEqual([
      ['dispatched', 'Own van AS-01-1234', ''],
    ]);
    expect(JSON.stringify(tracked)).not.toContain('morning delivery');
    const mine = await findCustomerOrders(database.db, { userId: 'farmer-1' });
    expect(mine.find((entry) => entry.reference === order.reference)).toMatchObject({
      stage: 'dispatched',
      trackingToken: order.tracking_token,
    });
  });

  /** A farmer's guest order as the order form places it (its "order received" text included). */
  async function guestOrder(phone: string, key: string) {
    const { reference } = await placeOrder({
      db: database.db,
      logger,
      site,
      actor: null,
      clientAddress: '157.40.50.1',
      customer: {
        name: 'Bhaskar Kalita',
        phone,
        email: '',
        address: 'Dhing, Nagaon',
        notes: '',
        idempotencyKey: `order-life-${key}-${engine}`,
        whatsappUpdates: false,
        state: '18',
      },
      lines: [{ productId, quantity: 1 }],
      locale: 'en',
    });
    return database.db
      .selectFrom('orders')
      .select(['id', 'reference'])
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
  }
  const textsOf = async (id: number) =>
    (await findMessagesAbout(database.db, { table: 'orders', id }))
      .filter((message) => message.channel === 'sms')
      .map((message) => [message.kind, message.state]);

  it('texts every step the office takes, however quickly: received, confirmed, dispatched and delivered within the hour', async () => {
    const order = await guestOrder('+919864077001', 'quick');
    await decideOrder({ db: database.db, logger, site, actor: desk, id: order.id, decision: 'done' });
    await step(order.id, { step: 'dispatched' });
    await step(order.id, { step: 'delivered' });
    // (The dispatch's two texts, its step and its bill, are written in one transaction: in either order.)
    expect((await textsOf(order.id)).sort()).toEqual([
      ['bill-issued', 'queued'],
      ['order-confirmed', 'queued'],
      ['order-delivered', 'queued'],
      ['order-dispatched', 'queued'],
      ['order-received', 'queued'],
    ]);
  });

  it('writes a text the site’s day stopped on the order, failed with the limit, and lists it among the failed messages', async () => {
    const order = await guestOrder('+919864077002', 'capped');
    await decideOrder({ db: database.db, logger, site, actor: desk, id: order.id, decision: 'done' });
    // The site's day is spent: the next step's text cannot go.
    const spent = { ...site, smsDailyLimit: 0 };
    const told = await advanceOrder({
      db: database.db,
      logger,
      site: spent,
      actor: desk,
      id: order.id,
      input: orderStepSchema.parse({ step: 'dispatched' }),
    });
    // Nothing could go: the office phones.
    expect(told.phoneOnly).toBe('+919864077002');
    expect((await textsOf(order.id)).sort()).toEqual([
      ['bill-issued', 'failed'],
      ['order-confirmed', 'queued'],
      ['order-dispatched', 'failed'],
      ['order-received', 'queued'],
    ]);
    const failed = (await findFailedMessages(database.db)).find(
      (message) => message.aboutId === order.id && message.kind === 'order-dispatched',
    );
    expect(failed).toMatchObject({
      kind: 'order-dispatched',
      recipient: '+919864077002',
      attempts: 0,
      lastError: expect.stringContaining('SMS_DAILY_LIMIT'),
    });
  });

  it('checks the desk’s input: a cancellation needs a reason, a date must be a real date, a note some text', () => {
    expect(orderStepSchema.safeParse({ step: 'cancelled', reason: '  ' }).success).toBe(false);
    expect(orderStepSchema.safeParse({ step: 'dispatched', expectedOn: '2026-02-30' }).success).toBe(false);
    // A delivery is not expected in the past.
    expect(orderStepSchema.safeParse({ step: 'dispatched', expectedOn: '2020-01-01' }).success).toBe(false);
    expect(orderStepSchema.safeParse({ step: 'dispatched', expectedOn: inAWeek }).success).toBe(true);
    expect(orderStepSchema.safeParse({ step: 'dispatched', expectedOn: '' }).success).toBe(true);
    expect(orderStepSchema.safeParse({ step: 'returned' }).success).toBe(false);
    expect(orderNoteSchema.safeParse({ text: '' }).success).toBe(false);
  });
});
