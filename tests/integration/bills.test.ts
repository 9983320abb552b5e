import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStepSchema } from '@/lib/schemas/orders';
import { issueBill } from '@/server/billing/issue-bill';
import { advanceOrder } from '@/server/orders/advance-order';
import { deleteOrder } from '@/server/orders/delete-order';
import { defaultBilling } from '@/server/settings/default-billing';
import { setTaxFacts, setUpBilling } from '../setup/billing';
import { insertProduct } from '../setup/catalogue';
import { testEngines } from '../setup/engines';
import { settleInPool } from '../setup/settle-in-pool';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { TEXTING_SITE } from '../setup/texting-site';
import { insertVerifiedUser } from '../setup/users';

const logger = pino({ level: 'silent' });
const desk = { userId: 'desk-1', email: 'desk@example.in', roles: ['order-desk' as const] };
const editor = { userId: 'editor-1', email: 'editor@example.in', roles: ['editor' as const] };
/** A day in the financial year 2026-27. */
const inFy2627 = new Date('2026-11-27T06:00:00Z');

describe.each(testEngines())('[BILLING] issuing a bill on %s', (engine) => {
  let database: TestDatabase;
  let orders = 0;
  const products: Record<'seed' | 'kit' | 'pump' | 'bare', number> = { seed: 0, kit: 0, pump: 0, bare: 0 };

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    for (const id of ['desk-1', 'desk-2', 'editor-1']) await insertVerifiedUser(database.db, engine, { id });
    const facts = {
      seed: ['030193', 'nil', 'NOS'],
      kit: ['382200', '5', 'SET'],
      pump: ['841370', '18', 'NOS'],
    } as const;
    for (const [key, name] of [
      ['seed', 'Rohu Fingerlings'],
      ['kit', 'Ammonia Test Kit'],
      ['pump', 'Ring Blower'],
      ['bare', 'Pond Net'],
    ] as const) {
      products[key] = await insertProduct(database.db, { category: `C ${name}`, subCategory: `S ${name}`, name });
      if (key !== 'bare') await setTaxFacts(database.db, products[key], facts[key]);
    }
    await setUpBilling(database.db);
  });
  afterAll(async () => {
    await database.drop();
  });

  type Line = { product: keyof typeof products; unitPricePaise: number; quantity: number };
  async function newOrder(lines: Line[], options: { placeOfSupply?: string | null; status?: 'pending' | 'done' } = {}) {
    orders += 1;
    const total = lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
    const order = await database.db
      .insertInto('orders')
      .values({
        reference: `AQ-B${String(orders).padStart(4, '0')}`,
        total_paise: total,
        name: 'Bhaskar Kalita',
        phone: '+919864012345',
        email: null,
        address: 'Dhing, Nagaon',
        status: options.status ?? 'done',
        locale: 'as',
        guest: 1,
        place_of_supply: options.placeOfSupply === undefined ? '18' : options.placeOfSupply,
      })
      .returning(['id', 'reference'])
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto('order_items')
      .values(
        lines.map((line, position) => ({
          order_id: order.id,
          position,
          product_id: products[line.product],
          product_name: `Item ${line.product}`,
          unit_price_paise: line.unitPricePaise,
          quantity: line.quantity,
          total_paise: line.unitPricePaise * line.quantity,
        })),
      )
      .execute();
    return order;
  }
  const issue = (orderId: number, actor: typeof desk | typeof editor = desk, issuedAt = inFy2627) =>
    issueBill({ db: database.db, logger, site: TEXTING_SITE, actor, orderId, issuedAt });
  const billOf = (id: number) =>
    database.db.selectFrom('bills').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const linesOf = (id: number) =>
    database.db.selectFrom('bill_lines').selectAll().where('bill_id', '=', id).orderBy('position').execute();

  it('bills a sale of taxed and nil-rated goods within Assam as an invoice-cum-bill of supply, CGST and SGST in halves', async () => {
    const order = await newOrder([
      { product: 'seed', unitPricePaise: 160_000, quantity: 2 },
      { product: 'kit', unitPricePaise: 10_500, quantity: 3 },
    ]);
    const { id, number } = await issue(order.id);
    expect(number).toBe('AQ/26-27/00001');
    const bill = await billOf(id);
    expect(bill).toMatchObject({
      kind: 'invoice_cum_bill',
      place_of_supply: '18',
      locale: 'as',
      total_paise: 351_500,
      taxable_paise: 350_000,
      cgst_paise: 750,
      sgst_paise: 750,
      igst_paise: 0,
      issued_by_email: 'desk@example.in',
    });
    expect(Boolean(bill.inter_state)).toBe(false);
    expect(JSON.parse(bill.supplier)).toMatchObject({ gstin: '18AAECA1234F1Z5', stateName: 'Assam' });
    expect(JSON.parse(bill.buyer)).toMatchObject({ name: 'Bhaskar Kalita', stateCode: '18', gstin: null });
    expect(
      (await linesOf(id)).map((line) => [line.hsn_code, line.gst_class, line.taxable_paise, line.cgst_paise]),
    ).toEqual([
      ['030193', 'nil', 320_000, 0],
      ['382200', '5', 30_000, 750],
    ]);

    // One bill an order: a second click is refused, and takes no number.
    await expect(issue(order.id)).rejects.toMatchObject({ code: 'CONFLICT' });
    const next = await newOrder([{ product: 'pump', unitPricePaise: 118_000, quantity: 1 }], { placeOfSupply: '19' });
    expect((await issue(next.id)).number).toBe('AQ/26-27/00002');
  });

  it('keeps a billed order: it cannot be deleted', async () => {
    const order = await newOrder([{ product: 'seed', unitPricePaise: 100, quantity: 1 }]);
    await issue(order.id);
    await expect(deleteOrder({ db: database.db, actor: desk, id: order.id })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    expect(await database.db.selectFrom('orders').select('id').where('id', '=', order.id).execute()).toHaveLength(1);
  });

  it('taxes a sale to another state with IGST, and bills nil-rated goods alone as a bill of supply', async () => {
    const toBengal = await newOrder([{ product: 'pump', unitPricePaise: 118_000, quantity: 2 }], {
      placeOfSupply: '19',
    });
    const pump = await billOf((await issue(toBengal.id)).id);
    expect(pump).toMatchObject({ kind: 'tax_invoice', igst_paise: 36_000, cgst_paise: 0, taxable_paise: 200_000 });
    const seed = await newOrder([{ product: 'seed', unitPricePaise: 180_000, quantity: 1 }]);
    expect(await billOf((await issue(seed.id)).id)).toMatchObject({ kind: 'bill_of_supply', total_paise: 180_000 });
  });

  it('refuses, writing nothing, what cannot be billed yet, and says what is missing', async () => {
    const counters = () => database.db.selectFrom('bill_counters').selectAll().execute();
    const before = await counters();
    const bare = await newOrder([
      { product: 'seed', unitPricePaise: 100, quantity: 1 },
      { product: 'bare', unitPricePaise: 100, quantity: 1 },
    ]);
    await expect(issue(bare.id)).rejects.toMatchObject({
      code: 'TAX_FACTS_MISSING',
      details: { products: 'Item bare' },
    });
    const nowhere = await newOrder([{ product: 'seed', unitPricePaise: 100, quantity: 1 }], { placeOfSupply: null });
    await expect(issue(nowhere.id)).rejects.toMatchObject({ code: 'PLACE_OF_SUPPLY_MISSING' });
    const pending = await newOrder([{ product: 'seed', unitPricePaise: 100, quantity: 1 }], { status: 'pending' });
    await expect(issue(pending.id)).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(issue(pending.id, editor)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(issue(999_999)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await counters()).toEqual(before);
    expect(
      await database.db
        .selectFrom('bills')
        .select('id')
        .where('order_id', 'in', [bare.id, nowhere.id, pending.id])
        .execute(),
    ).toEqual([]);
  });

  it('starts a new series at 00:00 India time on 1 April', async () => {
    const late = await newOrder([{ product: 'seed', unitPricePaise: 100, quantity: 1 }]);
    const early = await newOrder([{ product: 'seed', unitPricePaise: 100, quantity: 1 }]);
    expect((await issue(late.id, desk, new Date('2027-03-31T18:29:59Z'))).number).toMatch(/^AQ\/26-27\/\d{5}$/);
    expect((await issue(early.id, desk, new Date('2027-03-31T18:30:00Z'))).number).toBe('AQ/27-28/00001');
  });

  it('is refused until the business has a GSTIN in Settings', async () => {
    const order = await newOrder([{ product: 'seed', unitPricePaise: 100, quantity: 1 }]);
    await database.db
      .updateTable('site_settings')
      .set({ value: JSON.stringify({ ...defaultBilling, gstin: null, pan: null }) })
      .where('key', '=', 'billing')
      .execute();
    try {
      await expect(issue(order.id)).rejects.toMatchObject({ code: 'BILLING_NOT_SET_UP' });
    } finally {
      await database.db
        .updateTable('site_settings')
        .set({ value: JSON.stringify(defaultBilling) })
        .where('key', '=', 'billing')
        .execute();
    }
  });

  it.runIf(engine === 'postgres')(
    'numbers the bills of 200 dispatches at once from two server processes consecutively, none repeated, none skipped',
    async () => {
      const batch = [];
      for (let index = 0; index < 200; index++) {
        batch.push(await newOrder([{ product: 'kit', unitPricePaise: 10_500, quantity: 1 }], { placeOfSupply: '27' }));
      }
      const theirs = batch.slice(0, 100).map((order) => order.id);
      const ours = batch.slice(100).map((order) => order.id);
      // The other server: a process of its own, with its own connections, dispatching its hundred.
      const other = spawn(
        process.execPath,
        [
          '--conditions=react-server',
          '--import',
          'tsx',
          'tests/setup/dispatch-orders.ts',
          database.location,
          theirs.join(','),
        ],
        { stdio: ['pipe', 'pipe', 'inherit'] },
      );
      const output = createInterface({ input: other.stdout });
      const said = output[Symbol.asyncIterator]();
      expect((await said.next()).value).toBe('ready');
      other.stdin.write('go\n');
      const step = (id: number) =>
        advanceOrder({
          db: database.db,
          logger,
          site: TEXTING_SITE,
          actor: desk,
          id,
          input: orderStepSchema.parse({ step: 'dispatched' }),
        });
      const [mine, report] = await Promise.all([settleInPool(ours, step), said.next()]);
      other.stdin.end();
      expect(mine.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
      expect(JSON.parse(String(report.value))).toEqual({ dispatched: 100, refused: [] });

      const bills = await database.db
        .selectFrom('bills')
        .select(['number', 'financial_year'])
        .where(
          'order_id',
          'in',
          batch.map((order) => order.id),
        )
        .execute();
      expect(bills).toHaveLength(200);
      const year = bills[0]?.financial_year;
      expect(bills.every((bill) => bill.financial_year === year)).toBe(true);
      const numbers = bills.map((bill) => Number(bill.number.split('/')[2])).sort((a, b) => a - b);
      const first = numbers[0] ?? 0;
      // Consecutive: whatever this year's series had issued before, these 200 follow on with no gap.
      expect(numbers).toEqual(Array.from({ length: 200 }, (_, index) => first + index));
      expect(new Set(bills.map((bill) => bill.number)).size).toBe(200);
    },
    120_000,
  );
});
