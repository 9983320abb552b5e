import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '@/lib/i18n/locales';
import { cartOrderSchema, orderSchema, quantityOrOne } from '@/lib/schemas/orders';
import { findProducts } from '@/server/catalogue/find-products';
import { RECIPIENT_LIMITS } from '@/server/mail/recipient-limits';
import { createMailer } from '@/server/mail/send-mail';
import { findCustomerDetails } from '@/server/orders/find-customer-details';
import { findCustomerOrders } from '@/server/orders/find-customer-orders';
import { findOrderDetails, findOrders } from '@/server/orders/find-orders';
import { findTrackedOrder } from '@/server/orders/find-tracked-order';
import { ORDER_LIMITS, placeOrder } from '@/server/orders/place-order';
import { findMessagesAbout } from '@/server/outbox/find-messages';
import { NUMBER_LIMITS } from '@/server/sms/text-limits';
import { sentMail } from '../setup/deliver';
import { testEngines } from '../setup/engines';
import { english } from '../setup/english';
import { lastMailTo } from '../setup/outbox';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { insertVerifiedUser } from '../setup/users';

const logger = pino({ level: 'silent' });
let keys = 0;
const nextKey = () => {
  keys += 1;
  return `key-${Date.now()}-${keys}-abcdef`;
};
const customerFields = (values: Record<string, string> = {}) => ({
  name: 'Bhaskar Kalita',
  phone: '98640 12345',
  email: 'Bhaskar@Example.in',
  address: 'Village Dhing, Nagaon, Assam 782123',
  idempotencyKey: nextKey(),
  ...values,
});
/** What the order form sends for one product, as placeOrder takes it. */
const form = (productId: number, values: Record<string, string> = {}) => {
  const input = orderSchema.parse({ ...customerFields(), productId: String(productId), quantity: '3', ...values });
  return { customer: input, lines: [{ productId: input.productId, quantity: input.quantity }] };
};
describe.each(testEngines())('orders on %s', (engine) => {
  let database: TestDatabase;
  let dataDir: string;
  let productId: number;
  let subCategoryId: number;
  let categoryId: number;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    dataDir = mkdtempSync(path.join(tmpdir(), 'site-orders-'));
    const db = database.db;
    for (const id of ['customer-a', 'customer-b', 'customer-c']) {
      await insertVerifiedUser(db, engine, { id });
    }
    const category = await db
      .insertInto('categories')
      .values({ name: 'Aquabase', slug: 'aquabase' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const sub = await db
      .insertInto('sub_categories')
      .values({ name: 'Testing Kits', slug: 'testing-kits', category_id: category.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    subCategoryId = sub.id;
    categoryId = category.id;
    const product = await db
      .insertInto('products')
      .values({
        name: 'Ammonia Test Kit',
        slug: 'ammonia-test-kit',
        price_paise: 120_000,
        discount_percentage: 10,
        discount_price_paise: 5_000,
        sub_category_id: sub.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    productId = product.id;
  });
  afterAll(async () => {
    await database.drop();
  });

  const context = (userId: string | null, clientAddress = '203.0.113.10', locale: Locale = 'en') => ({
    db: database.db,
    sendMail: createMailer({ smtpUrl: undefined, mailFrom: 'shop@example.in', dataDir }, logger),
    logger,
    site: {
      siteName: 'Aquaculture Group',
      baseUrl: 'http://localhost:3999',
      adminNotifyEmail: 'office@example.in' as string | undefined,
      officeEmails: ['sales@example.in', 'info@example.in'],
      smsDailyLimit: 500,
    },
    actor: userId ? { userId } : null,
    clientAddress,
    locale,
  });

  it("keeps the delivery state as the bill's place of supply, and a business buyer's GSTIN", async () => {
    await insertVerifiedUser(database.db, engine, { id: 'customer-gst' });
    const { reference } = await placeOrder({
      ...context('customer-gst'),
      ...form(productId, { state: 'West Bengal', buyerGstin: ' 27aapfu0939f1zv ', email: 'gst-buyer@example.in' }),
    });
    expect(
      await database.db
        .selectFrom('orders')
        .select(['place_of_supply', 'buyer_gstin'])
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow(),
    ).toEqual({ place_of_supply: '19', buyer_gstin: '27AAPFU0939F1ZV' });
    // A state the form does not offer is none: the office asks before billing.
    expect(form(productId, { state: 'Atlantis' }).customer.state).toBeNull();
    expect(
      orderSchema.safeParse({ ...customerFields(), productId: '1', buyerGstin: '27AAPFU0939F1ZW' }).error?.issues,
    ).toEqual([
      expect.objectContaining({ path: ['buyerGstin'], message: expect.stringContaining('orders.gstinInvalid') }),
    ]);
  });

  it('stores a pending order with the price of the moment and a server-computed total, and sends both e-mails', async () => {
    const { reference, created } = await placeOrder({ ...context('customer-a'), ...form(productId) });
    expect(created).toBe(true);
    expect(reference).toMatch(/^AQ-[2-9A-HJKMNP-Z]{5}$/);
    const stored = await database.db
      .selectFrom('orders')
      .selectAll()
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    // The amount (₹50) wins over the percentage: ₹1,200 − ₹50 = ₹1,150 a kit.
    expect(stored).toMatchObject({
      status: 'pending',
      user_id: 'customer-a',
      total_paise: 345_000,
      phone: '+919864012345',
      email: 'bhaskar@example.in',
    });
    expect(Boolean(stored.guest)).toBe(false);
    const items = await database.db
      .selectFrom('order_items')
      .select(['position', 'product_id', 'product_name', 'unit_price_paise', 'quantity', 'total_paise'])
      .where('order_id', '=', stored.id)
      .execute();
    expect(items).toEqual([
      {
        position: 0,
        product_id: productId,
        product_name: 'Ammonia Test Kit',
        unit_price_paise: 115_000,
        quantity: 3,
        total_paise: 345_000,
      },
    ]);
    expect(
      lastMailTo(await sentMail(database, dataDir), 'bhaskar@example.in', `Order received: ${reference}`),
    ).toContain('3,450.00');
    expect(lastMailTo(await sentMail(database, dataDir), 'office@example.in', `New order ${reference}`)).toContain(
      '+919864012345',
    );

    // A later price change does not rewrite the order.
    await database.db.updateTable('products').set({ price_paise: 999_900 }).where('id', '=', productId).execute();
    const again = await database.db
      .selectFrom('orders')
      .select('total_paise')
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    expect(again.total_paise).toBe(345_000);
    await database.db.updateTable('products').set({ price_paise: 120_000 }).where('id', '=', productId).execute();
  });

  it('creates one order for the same submission sent twice, even at the same moment', async () => {
    const input = form(productId);
    const [first, second] = await Promise.all([
      placeOrder({ ...context('customer-b'), ...input }),
      placeOrder({ ...context('customer-b'), ...input }),
    ]);
    const third = await placeOrder({ ...context('customer-b'), ...input });
    expect(new Set([first.reference, second.reference, third.reference]).size).toBe(1);
    const rows = await database.db
      .selectFrom('orders')
      .select('id')
      .where('idempotency_key', '=', input.customer.idempotencyKey)
      .execute();
    expect(rows).toHaveLength(1);
    // Another customer (or a guest) replaying the key gets nothing of that order.
    await expect(placeOrder({ ...context('customer-a'), ...input })).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(placeOrder({ ...context(null), ...input })).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('takes a guest order with a name and a mobile number only: no account, no e-mail, the office is told', async () => {
    const before = (await sentMail(database, dataDir)).length;
    const { reference } = await placeOrder({ ...context(null), ...form(productId, { email: '', name: 'Ratul Bora' }) });
    const stored = await database.db
      .selectFrom('orders')
      .selectAll()
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ user_id: null, email: null, phone: '+919864012345', name: 'Ratul Bora' });
    expect(Boolean(stored.guest)).toBe(true);
    // Only the office is written to: the guest gave no address.
    const sent = (await sentMail(database, dataDir)).slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('To: office@example.in');
    expect(lastMailTo(sent, 'office@example.in', `New order ${reference}`)).toContain(
      'no e-mail (told by SMS or WhatsApp)',
    );

    const listed = await findOrders(database.db, { query: 'Ratul' });
    expect(listed.rows[0]).toMatchObject({ reference, guest: true, email: null, productName: 'Ammonia Test Kit' });
    // A guest who gives an e-mail gets the receipt, pointing to the order's tracking page (there is no account).
    const withEmail = await placeOrder({ ...context(null), ...form(productId, { email: 'guest@example.in' }) });
    const token = (
      await database.db
        .selectFrom('orders')
        .select('tracking_token')
        .where('reference', '=', withEmail.reference)
        .executeTakeFirstOrThrow()
    ).tracking_token;
    expect(
      lastMailTo(await sentMail(database, dataDir), 'guest@example.in', `Order received: ${withEmail.reference}`),
    ).toContain(`http://localhost:3999/t/${token}`);
  });

  it('tells the company addresses of a new order when ADMIN_NOTIFY_EMAIL is not set', async () => {
    const withoutNotify = context(null, '203.0.113.55');
    const { reference } = await placeOrder({
      ...withoutNotify,
      site: { ...withoutNotify.site, adminNotifyEmail: undefined },
      ...form(productId, { email: '', phone: '9707099999' }),
    });
    const mail = lastMailTo(
      await sentMail(database, dataDir),
      'sales@example.in, info@example.in',
      `New order ${reference}`,
    );
    expect(mail).toContain('because ADMIN_NOTIFY_EMAIL is not set');
  });

  it('limits guest orders per mobile number from one address, and receipts per inbox written to', async () => {
    const results: string[] = [];
    for (let index = 0; index <= ORDER_LIMITS.phone.max; index++) {
      try {
        await placeOrder({ ...context(null, '192.0.2.7'), ...form(productId, { phone: '9707011111', email: '' }) });
        results.push('stored');
      } catch (error) {
        results.push((error as { code: string }).code);
      }
    }
    expect(results.filter((result) => result === 'stored')).toHaveLength(ORDER_LIMITS.phone.max);
    expect(results.at(-1)).toBe('RATE_LIMITED');
    // A stranger elsewhere using the same number does not stop the farmer ordering from home.
    await expect(
      placeOrder({ ...context(null, '192.0.2.8'), ...form(productId, { phone: '9707011111', email: '' }) }),
    ).resolves.toMatchObject({ created: true });

    // Receipts to one inbox are limited, from whatever address and number they come, and a
    // `+tag` is the same inbox; the orders themselves are all stored: only the receipt is skipped.
    const before = (await sentMail(database, dataDir)).length;
    const inboxes = ['someone-else@example.in', 'Someone-Else+1@example.in', 'someone-else+orders@example.in'];
    const references: string[] = [];
    for (let index = 0; index <= RECIPIENT_LIMITS.hour.max + 1; index++) {
      const { reference, created } = await placeOrder({
        ...context(null, `198.18.0.${index}`),
        ...form(productId, { phone: `970702222${index}`, email: inboxes[index % inboxes.length] ?? '' }),
      });
      expect(created).toBe(true);
      references.push(reference);
    }
    const receipts = (await sentMail(database, dataDir))
      .slice(before)
      .filter((mail) => mail.includes('Subject: Order received:'));
    expect(receipts).toHaveLength(RECIPIENT_LIMITS.hour.max);
    // A receipt not sent is on its order all the same: failed, never tried, with the limit that stopped it.
    const receiptStates: (string | undefined)[] = [];
    for (const reference of references) {
      const { id } = await database.db
        .selectFrom('orders')
        .select('id')
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow();
      const messages = await findMessagesAbout(database.db, { table: 'orders', id });
      const receipt = messages.find((message) => message.channel === 'email' && message.kind === 'order-received');
      receiptStates.push(receipt?.state);
      if (receipt?.state === 'failed')
        expect(receipt).toMatchObject({ attempts: 0, lastError: expect.stringMatching(/limit/) });
    }
    expect(receiptStates).toEqual([...Array(RECIPIENT_LIMITS.hour.max).fill('sent'), 'failed', 'failed']);
    // The office hears of every one of them.
    for (const reference of references) {
      expect(
        lastMailTo(await sentMail(database, dataDir), 'office@example.in', `New order ${reference}`),
      ).toBeDefined();
    }
    // None of what the sender typed reaches that inbox: no name, no address.
    const receipt = lastMailTo(await sentMail(database, dataDir), 'someone-else@example.in', 'Order received:') ?? '';
    expect(receipt).toContain('If you did not send it, you can ignore this e-mail.');
    expect(receipt).not.toContain('Bhaskar');
    expect(receipt).not.toContain('Village Dhing');
  });

  it("repeats what a signed-in customer typed only to their account's own verified address", async () => {
    await insertVerifiedUser(database.db, engine, { id: 'customer-d' });
    // To the account's address: their name, phone and shipping address, to confirm them.
    const own = await placeOrder({
      ...context('customer-d', '198.18.1.1'),
      ...form(productId, { email: 'Customer-D@example.in' }),
    });
    const ownReceipt = lastMailTo(
      await sentMail(database, dataDir),
      'customer-d@example.in',
      `Order received: ${own.reference}`,
    );
    expect(ownReceipt).toContain('Bhaskar Kalita');
    expect(ownReceipt).toContain('Village Dhing');
    // To any other address (a stranger's, typed by whoever holds the account): nothing typed,
    // limited per inbox like a guest's.
    const before = (await sentMail(database, dataDir)).length;
    for (let index = 0; index <= RECIPIENT_LIMITS.hour.max; index++) {
      await placeOrder({
        ...context('customer-d', '198.18.1.2'),
        ...form(productId, {
          email: 'victim@example.in',
          name: 'Your bank: call 98640 99999 now',
          address: 'Click https://evil.example to unlock your account',
        }),
      });
    }
    const sent = (await sentMail(database, dataDir))
      .slice(before)
      .filter((mail) => mail.includes('To: victim@example.in'));
    expect(sent).toHaveLength(RECIPIENT_LIMITS.hour.max);
    for (const mail of sent) {
      expect(mail).not.toContain('Your bank');
      expect(mail).not.toContain('evil.example');
      expect(mail).not.toContain('98640');
    }
  });

  it("never gives a guest another guest's order for a replayed key", async () => {
    const input = form(productId, { phone: '9707033333', email: '' });
    const first = await placeOrder({ ...context(null, '192.0.2.40'), ...input });
    // The same guest sending again (a retry) gets the same order.
    await expect(placeOrder({ ...context(null, '192.0.2.40'), ...input })).resolves.toEqual({
      reference: first.reference,
      created: false,
    });
    const other = { ...input, customer: { ...input.customer, phone: '+919707044444' } };
    await expect(placeOrder({ ...context(null, '192.0.2.41'), ...other })).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('sends a whole cart as one order under one reference, with a line per product and the total', async () => {
    const maintenance = await database.db
      .insertInto('sub_categories')
      .values({ name: 'Maintenance', slug: 'maintenance', category_id: categoryId })
      .returning('id')
      .executeTakeFirstOrThrow();
    const second = await database.db
      .insertInto('products')
      .values({ name: 'pH Test Kit', slug: 'ph-test-kit', price_paise: 45_000, sub_category_id: maintenance.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    const cart = cartOrderSchema.parse({
      ...customerFields({ idempotencyKey: nextKey() }),
      items: JSON.stringify([
        { productId: second.id, quantity: 2 },
        { productId, quantity: 1 },
        // The same product tapped twice is one line.
        { productId: second.id, quantity: 1 },
      ]),
    });
    const { reference } = await placeOrder({
      ...context('customer-a', '203.0.113.77'),
      customer: cart,
      lines: cart.items,
    });
    const order = await database.db
      .selectFrom('orders')
      .select(['id', 'total_paise'])
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    expect(order.total_paise).toBe(3 * 45_000 + 115_000);
    const details = await findOrderDetails(database.db, order.id);
    expect(details?.items.map((item) => [item.productName, item.quantity, item.totalPaise])).toEqual([
      ['pH Test Kit', 3, 135_000],
      ['Ammonia Test Kit', 1, 115_000],
    ]);
    expect(details).toMatchObject({ itemCount: 2, quantity: 4 });
    const mail = lastMailTo(await sentMail(database, dataDir), 'bhaskar@example.in', `Order received: ${reference}`);
    // (The outbox reader decodes bytes one by one: compare the ASCII parts.)
    expect(mail).toMatch(/Product: pH Test Kit \S+ 3 at \S+450\.00/);
    expect(mail).toMatch(/Product: Ammonia Test Kit \S+ 1 at/);
    expect(mail).toMatch(/Total: \S+2,500\.00/);
    // Found by any of its products.
    expect((await findOrders(database.db, { query: 'ph test' })).rows.map((row) => row.reference)).toContain(reference);
  });

  it('refuses an unknown product, and a cart with one, storing nothing at all', async () => {
    const before = await countOrders();
    const beforeItems = await countItems();
    await expect(placeOrder({ ...context('customer-a', '203.0.113.88'), ...form(987_654) })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const cart = cartOrderSchema.parse({
      ...customerFields(),
      items: JSON.stringify([
        { productId, quantity: 1 },
        { productId: 987_654, quantity: 1 },
      ]),
    });
    await expect(
      placeOrder({ ...context(null, '203.0.113.88'), customer: cart, lines: cart.items }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect([await countOrders(), await countItems()]).toEqual([before, beforeItems]);
  });

  it("fills a signed-in customer's details from their latest order", async () => {
    const customerB = { userId: 'customer-b', email: 'customer-b@example.in', phoneNumber: null };
    expect(await findCustomerDetails(database.db, customerB)).toEqual({
      name: 'Bhaskar Kalita',
      phone: '9864012345',
      email: 'bhaskar@example.in',
      address: 'Village Dhing, Nagaon, Assam 782123',
    });
    // No order yet: only the account's e-mail.
    const customerC = { userId: 'customer-c', email: 'customer-c@example.in', phoneNumber: null };
    expect(await findCustomerDetails(database.db, customerC)).toEqual({
      name: '',
      phone: '',
      email: 'customer-c@example.in',
      address: '',
    });
    // An account made with a mobile number: its number, and no placeholder e-mail.
    const byPhone = { userId: 'customer-c', email: '919864077777@phone.invalid', phoneNumber: '+919864077777' };
    expect(await findCustomerDetails(database.db, byPhone)).toEqual({
      name: '',
      phone: '9864077777',
      email: '',
      address: '',
    });
  });

  it('limits orders per account', async () => {
    const results: string[] = [];
    for (let index = 0; index <= ORDER_LIMITS.account.max; index++) {
      try {
        await placeOrder({ ...context('customer-c', `198.51.100.${index}`), ...form(productId) });
        results.push('stored');
      } catch (error) {
        results.push((error as { code: string }).code);
      }
    }
    expect(results.filter((result) => result === 'stored')).toHaveLength(ORDER_LIMITS.account.max);
    expect(results.at(-1)).toBe('RATE_LIMITED');
  });

  it('shows customers only their own orders, newest first', async () => {
    const mine = await findCustomerOrders(database.db, { userId: 'customer-b' });
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ items: [{ productName: 'Ammonia Test Kit', quantity: 3 }], status: 'pending' });
    expect(mine[0]?.createdAt).toBeInstanceOf(Date);
    const others = await findCustomerOrders(database.db, { userId: 'customer-a' });
    expect(others.map((order) => order.reference)).not.toContain(mine[0]?.reference);
    // A verified mobile number adds the guest orders sent with it, never another account's orders with it.
    const phone = '+919864012345';
    const guests = await database.db
      .selectFrom('orders')
      .select(['reference', 'guest'])
      .where('user_id', 'is', null)
      .where('phone', '=', phone)
      .execute();
    const guestReferences = guests.filter((order) => Boolean(order.guest)).map((order) => order.reference);
    expect(guestReferences.length).toBeGreaterThan(0);
    const withPhone = await findCustomerOrders(database.db, { userId: 'customer-a', verifiedPhone: phone });
    const references = withPhone.map((order) => order.reference);
    expect(references).toEqual(expect.arrayContaining([...others.map((order) => order.reference), ...guestReferences]));
    expect(references).not.toContain(mine[0]?.reference);
    expect(withPhone).toHaveLength(others.length + guestReferences.length);
  });

  it('pages a sub-category 24 products at a time, newest first', async () => {
    const values = Array.from({ length: 30 }, (_, index) => ({
      name: `Kit ${index}`,
      slug: `kit-${index}`,
      price_paise: 1000 + index,
      sub_category_id: subCategoryId,
      created_at: new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString(),
    }));
    await database.db.insertInto('products').values(values).execute();
    const first = await findProducts(database.db, { subCategoryId, page: 1 });
    const second = await findProducts(database.db, { subCategoryId, page: 2 });
    expect([first.total, first.pageCount, first.products.length, second.products.length]).toEqual([31, 2, 24, 7]);
    expect(first.products[0]?.name).toBe('Ammonia Test Kit');
    expect(first.products[1]?.name).toBe('Kit 29');
    expect((await findProducts(database.db, { subCategoryId, page: 9 })).products).toEqual([]);
  });

  async function countItems() {
    const row = await database.db
      .selectFrom('order_items')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async function countOrders() {
    const row = await database.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  it('texts the guest on the phone they gave (WhatsApp when ticked) with a link that shows the order and nothing personal', async () => {
    const phone = '97070 55501';
    const { reference } = await placeOrder({
      ...context(null, '203.0.113.60', 'as'),
      ...form(productId, { phone, email: '', whatsappUpdates: 'on' }),
    });
    const order = await database.db
      .selectFrom('orders')
      .select(['id', 'tracking_token', 'updates_channel'])
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    expect(order.updates_channel).toBe('whatsapp');
    expect(order.tracking_token).toMatch(/^[A-Za-z0-9_-]{16}$/);
    const messages = await findMessagesAbout(database.db, { table: 'orders', id: order.id });
    expect(messages.map((message) => [message.channel, message.kind, message.recipient]).sort()).toEqual([
      ['email', 'order-new', 'office@example.in'],
      ['whatsapp', 'order-received', '+919707055501'],
    ]);
    const text = await database.db
      .selectFrom('outbox_messages')
      .select('body_text')
      .where('id', '=', messages.find((message) => message.channel === 'whatsapp')?.id ?? '')
      .executeTakeFirstOrThrow();
    expect(text.body_text).toBe(
      `অৰ্ডাৰ ${reference} পালোঁ। সোনকালে নিশ্চিত কৰিম। স্থিতি: http://localhost:3999/as/t/${order.tracking_token}`,
    );

    // The link's page: status, lines and total, in the order's language; no name, phone or address.
    const tracked = await findTrackedOrder(database.db, order.tracking_token ?? '');
    expect(tracked).toMatchObject({ reference, status: 'pending', locale: 'as', reason: null });
    expect(tracked?.items.map((item) => item.quantity)).toEqual([3]);
    expect(JSON.stringify(tracked)).not.toMatch(/Bhaskar|9707055501|Dhing/);
    expect(await findTrackedOrder(database.db, 'AAAAAAAAAAAAAAAA')).toBeUndefined();
    expect(await findTrackedOrder(database.db, "' or 1=1 --")).toBeUndefined();

    // Without the tick, SMS; past the number's hourly budget, the order still goes through, its text not sent (failed).
    for (let index = 0; index < NUMBER_LIMITS.hour.max + 1; index++) {
      const placed = await placeOrder({
        ...context(null, `203.0.113.${70 + index}`),
        ...form(productId, { phone: '97070 55502', email: '' }),
      });
      const id = (
        await database.db
          .selectFrom('orders')
          .select('id')
          .where('reference', '=', placed.reference)
          .executeTakeFirstOrThrow()
      ).id;
      const texts = (await findMessagesAbout(database.db, { table: 'orders', id })).filter(
        (m) => m.channel !== 'email',
      );
      expect(texts.map((message) => [message.channel, message.state])).toEqual([
        ['sms', index < NUMBER_LIMITS.hour.max ? 'queued' : 'failed'],
      ]);
    }
  });
});

describe('order form rules', () => {
  it('falls back to quantity 1 for anything but a whole number from 1', () => {
    for (const value of ['', '0', '-2', '1.5', 'abc', undefined, null]) expect(quantityOrOne(value)).toBe(1);
    expect(quantityOrOne('7')).toBe(7);
  });

  const base = {
    productId: '1',
    name: 'A',
    email: 'a@example.in',
    address: 'Guwahati',
    idempotencyKey: 'abcdefghijklmnop',
  };

  it('takes the e-mail as optional: empty is none, anything typed must be an address', () => {
    expect(orderSchema.parse({ ...base, phone: '9864012345', email: '' }).email).toBeNull();
    expect(orderSchema.parse({ ...base, phone: '9864012345', email: undefined }).email).toBeNull();
    expect(orderSchema.safeParse({ ...base, phone: '9864012345', email: 'not-an-address' }).error?.issues).toEqual([
      expect.objectContaining({ path: ['email'], message: 'forms.emailInvalid' }),
    ]);
    expect(orderSchema.parse({ ...base, phone: '9864012345', email: ' Farmer@Example.IN ' }).email).toBe(
      'farmer@example.in',
    );
  });

  it('reads the cart lines and refuses an empty, damaged or oversized cart', () => {
    const cart = (items: string) => cartOrderSchema.safeParse({ ...base, phone: '9864012345', items });
    expect(cart('[{"productId":3,"quantity":"2"}]').data?.items).toEqual([{ productId: 3, quantity: 2 }]);
    for (const items of ['[]', 'not json', '{}']) {
      expect(english(cart(items).error?.issues[0]?.message)).toBe('Your cart is empty. Add a product first.');
    }
    const many = JSON.stringify(Array.from({ length: 51 }, (_, index) => ({ productId: index + 1, quantity: 1 })));
    expect(cart(many).success).toBe(false);
  });

  it('accepts Indian mobile numbers with or without +91 and explains anything else', () => {
    for (const phone of ['9864012345', '+91 98640 12345', '+91-9864012345', '09864012345']) {
      expect(orderSchema.parse({ ...base, phone }).phone).toBe('+919864012345');
    }
    for (const phone of ['12345', '5864012345', '+1 415 555 0100']) {
      expect(english(orderSchema.safeParse({ ...base, phone }).error?.issues[0]?.message)).toBe(
        'Please enter a 10-digit Indian mobile number (+91 optional)',
      );
    }
  });
});
