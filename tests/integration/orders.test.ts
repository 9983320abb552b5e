import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSchema, quantityOrOne } from '@/lib/schemas/orders';
import { findProducts } from '@/server/catalogue/find-products';
import { createMailer } from '@/server/mail/send-mail';
import { findCustomerOrders } from '@/server/orders/find-customer-orders';
import { ORDER_LIMITS, placeOrder } from '@/server/orders/place-order';
import { testEngines } from '../setup/engines';
import { lastMailTo, readOutbox } from '../setup/outbox';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';

const logger = pino({ level: 'silent' });
let keys = 0;
const nextKey = () => {
  keys += 1;
  return `key-${Date.now()}-${keys}-abcdef`;
};
const form = (productId: number, values: Record<string, string> = {}) =>
  orderSchema.parse({
    productId: String(productId),
    name: 'Bhaskar Kalita',
    phone: '98640 12345',
    email: 'Bhaskar@Example.in',
    address: 'Village Dhing, Nagaon, Assam 782123',
    quantity: '3',
    idempotencyKey: nextKey(),
    ...values,
  });

describe.each(testEngines())('orders on %s', (engine) => {
  let database: TestDatabase;
  let dataDir: string;
  let productId: number;
  let subCategoryId: number;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    dataDir = mkdtempSync(path.join(tmpdir(), 'site-orders-'));
    const db = database.db;
    for (const id of ['customer-a', 'customer-b', 'customer-c']) {
      const now = new Date().toISOString();
      await db
        .insertInto('user')
        .values({
          id,
          name: id,
          email: `${id}@example.in`,
          emailVerified: engine === 'sqlite' ? 1 : true,
          createdAt: now,
          updatedAt: now,
        })
        .execute();
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

  const context = (userId: string | null, clientAddress = '203.0.113.10') => ({
    db: database.db,
    sendMail: createMailer({ smtpUrl: undefined, mailFrom: 'shop@example.in', dataDir }, logger),
    logger,
    site: { siteName: 'Aquaculture Group', baseUrl: 'http://localhost:3999', adminNotifyEmail: 'office@example.in' },
    actor: userId ? { userId } : null,
    clientAddress,
  });

  it('stores a pending order with the price of the moment and a server-computed total, and sends both e-mails', async () => {
    const { reference, created } = await placeOrder({ ...context('customer-a'), input: form(productId) });
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
      product_id: productId,
      product_name: 'Ammonia Test Kit',
      unit_price_paise: 115_000,
      total_paise: 345_000,
      quantity: 3,
      phone: '+919864012345',
      email: 'bhaskar@example.in',
    });
    expect(lastMailTo(readOutbox(dataDir), 'bhaskar@example.in', `Order received: ${reference}`)).toContain('3,450.00');
    expect(lastMailTo(readOutbox(dataDir), 'office@example.in', `New order ${reference}`)).toContain('+919864012345');

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
      placeOrder({ ...context('customer-b'), input }),
      placeOrder({ ...context('customer-b'), input }),
    ]);
    const third = await placeOrder({ ...context('customer-b'), input });
    expect(new Set([first.reference, second.reference, third.reference]).size).toBe(1);
    const rows = await database.db
      .selectFrom('orders')
      .select('id')
      .where('idempotency_key', '=', input.idempotencyKey)
      .execute();
    expect(rows).toHaveLength(1);
    // Another customer replaying the key gets nothing of that order.
    await expect(placeOrder({ ...context('customer-a'), input })).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('refuses signed-out visitors and unknown products, storing nothing', async () => {
    const before = await countOrders();
    await expect(placeOrder({ ...context(null), input: form(productId) })).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    await expect(placeOrder({ ...context('customer-a'), input: form(987_654) })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await countOrders()).toBe(before);
  });

  it('limits orders per account', async () => {
    const results: string[] = [];
    for (let index = 0; index <= ORDER_LIMITS.account.max; index++) {
      try {
        await placeOrder({ ...context('customer-c', `198.51.100.${index}`), input: form(productId) });
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
    expect(mine[0]).toMatchObject({ productName: 'Ammonia Test Kit', quantity: 3, status: 'pending' });
    expect(mine[0]?.createdAt).toBeInstanceOf(Date);
    const others = await findCustomerOrders(database.db, { userId: 'customer-a' });
    expect(others.map((order) => order.reference)).not.toContain(mine[0]?.reference);
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

  async function countOrders() {
    const row = await database.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }
});

describe('order form rules', () => {
  it('falls back to quantity 1 for anything but a whole number from 1', () => {
    for (const value of ['', '0', '-2', '1.5', 'abc', undefined, null]) expect(quantityOrOne(value)).toBe(1);
    expect(quantityOrOne('7')).toBe(7);
  });

  it('accepts Indian mobile numbers with or without +91 and explains anything else', () => {
    const base = {
      productId: '1',
      name: 'A',
      email: 'a@example.in',
      address: 'Guwahati',
      idempotencyKey: 'abcdefghijklmnop',
    };
    for (const phone of ['9864012345', '+91 98640 12345', '+91-9864012345', '09864012345']) {
      expect(orderSchema.parse({ ...base, phone }).phone).toBe('+919864012345');
    }
    for (const phone of ['12345', '5864012345', '+1 415 555 0100']) {
      expect(orderSchema.safeParse({ ...base, phone }).error?.issues[0]?.message).toBe(
        'Please enter a 10-digit Indian mobile number (+91 optional)',
      );
    }
  });
});
