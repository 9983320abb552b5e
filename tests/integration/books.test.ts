import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInIndia } from '@/lib/dates';
import { orderStepSchema } from '@/lib/schemas/orders';
import { recordPaymentSchema } from '@/lib/schemas/payments';
import { issueBill } from '@/server/billing/issue-bill';
import { type BookReport, booksCsv } from '@/server/books/books-csv';
import { findBooks } from '@/server/books/find-books';
import { advanceOrder } from '@/server/orders/advance-order';
import { recordPayment } from '@/server/payments/record-payment';
import { insertOrderWithLines, setTaxFacts, setUpBilling } from '../setup/billing';
import { insertProduct } from '../setup/catalogue';
import { testEngines } from '../setup/engines';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { TEXTING_SITE } from '../setup/texting-site';
import { insertVerifiedUser } from '../setup/users';

const logger = pino({ level: 'silent' });
const site = TEXTING_SITE;
const desk = { userId: 'desk-1', email: 'desk@example.in', roles: ['order-desk' as const] };
const today = todayInIndia();
const period = { from: `${today.slice(0, 8)}01`, to: today };

/** A download read back as rows of cells (no quoted commas in these fixtures). */
async function csvOf(stream: ReadableStream<Uint8Array>): Promise<string[][]> {
  const text = await new Response(stream).text();
  return text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));
}

describe.each(testEngines())('[BOOKS] the books of a period on %s', (engine) => {
  let database: TestDatabase;
  const products = { seed: 0, kit: 0, pump: 0 };
  const orders: Record<'farmer' | 'company' | 'cancelled', { id: number; reference: string }> = {
    farmer: { id: 0, reference: '' },
    company: { id: 0, reference: '' },
    cancelled: { id: 0, reference: '' },
  };
  const billNumbers: Record<string, string> = {};

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await insertVerifiedUser(database.db, engine, { id: 'desk-1' });
    products.seed = await insertProduct(database.db, { category: 'Seed', subCategory: 'Carp', name: 'Rohu' });
    products.kit = await insertProduct(database.db, { category: 'Kits', subCategory: 'Water', name: 'Kit' });
    products.pump = await insertProduct(database.db, { category: 'RAS', subCategory: 'Air', name: 'Blower' });
    await setTaxFacts(database.db, products.seed, ['030193', 'nil', 'NOS']);
    await setTaxFacts(database.db, products.kit, ['382200', '5', 'SET']);
    await setTaxFacts(database.db, products.pump, ['841480', '18', 'NOS']);
    await setUpBilling(database.db);

    const place = async (
      key: keyof typeof orders,
      lines: { product: number; price: number; quantity: number }[],
      options: { placeOfSupply: string; gstin: string | null; phone: string; name: string },
    ) => {
      const order = await insertOrderWithLines(
        database.db,
        {
          reference: `AQ-BK${key.slice(0, 3).toUpperCase()}`,
          name: options.name,
          phone: options.phone,
          address: 'Somewhere',
          place_of_supply: options.placeOfSupply,
          buyer_gstin: options.gstin,
        },
        lines.map((line) => ({
          productId: line.product,
          name: `Product ${line.product}`,
          unitPricePaise: line.price,
          quantity: line.quantity,
        })),
      );
      orders[key] = order;
      billNumbers[key] = (await issueBill({ db: database.db, logger, site, actor: desk, orderId: order.id })).number;
    };
    // A farmer in Assam: fish seed (nil-rated) and a test kit at 5 %.
    await place(
      'farmer',
      [
        { product: products.seed, price: 160_000, quantity: 2 },
        { product: products.kit, price: 10_500, quantity: 2 },
      ],
      { placeOfSupply: '18', gstin: null, phone: '+919864000101', name: 'Bhaskar Kalita' },
    );
    // A company in West Bengal with a GSTIN: a blower at 18 %, IGST.
    await place('company', [{ product: products.pump, price: 1_180_000, quantity: 1 }], {
      placeOfSupply: '19',
      gstin: '19AABCU9603R1ZX',
      phone: '+919830000102',
      name: 'Kolkata Aqua Pvt Ltd',
    });
    // Another farmer's kit, billed then cancelled: its credit note takes it off again.
    await place('cancelled', [{ product: products.kit, price: 10_500, quantity: 4 }], {
      placeOfSupply: '18',
      gstin: null,
      phone: '+919864000103',
      name: 'Jiten Das',
    });
    await advanceOrder({
      db: database.db,
      logger,
      site,
      actor: desk,
      id: orders.cancelled.id,
      input: orderStepSchema.parse({ step: 'cancelled', reason: 'Changed their mind' }),
    });
    await recordPayment({
      db: database.db,
      logger,
      site,
      actor: desk,
      orderId: orders.farmer.id,
      input: recordPaymentSchema.parse({ amount: '1000', mode: 'cash', paidOn: today }),
    });
  });
  afterAll(async () => {
    await database.drop();
  });
  const download = (report: BookReport) => csvOf(booksCsv(database.db, report, period));

  it('lists every bill and credit note by GST treatment in the sales register, credit notes negative', async () => {
    const [header, ...rows] = await download('register');
    expect(header).toEqual([
      'Date',
      'Document',
      'Number',
      'Against bill',
      'Order',
      'Buyer',
      'Buyer GSTIN',
      'Place of supply',
      'GST',
      'Taxable value',
      'CGST',
      'SGST',
      'IGST',
      'Total',
    ]);
    const summary = rows.map((row) => [row[1], row[8], row[9], row[10], row[11], row[12], row[13]]);
    expect(summary).toEqual([
      ['invoice_cum_bill', 'nil', '3200.00', '0.00', '0.00', '0.00', '3200.00'],
      ['invoice_cum_bill', '5%', '200.00', '5.00', '5.00', '0.00', '210.00'],
      ['tax_invoice', '18%', '10000.00', '0.00', '0.00', '1800.00', '11800.00'],
      ['tax_invoice', '5%', '400.00', '10.00', '10.00', '0.00', '420.00'],
      ['credit_note', '5%', '-400.00', '-10.00', '-10.00', '0.00', '-420.00'],
    ]);
    expect(rows.at(-1)?.[3]).toBe(billNumbers.cancelled);
  });

  it('writes GSTR-1’s tables in the offline tool’s columns: B2B, B2C small net of credit notes, HSN, nil-rated', async () => {
    const [b2bHeader, ...b2b] = await download('gstr1-b2b');
    expect(b2bHeader?.[0]).toBe('GSTIN/UIN of Recipient');
    expect(b2b).toEqual([
      [
        '19AABCU9603R1ZX',
        'Kolkata Aqua Pvt Ltd',
        billNumbers.company,
        expect.stringMatching(/^\d\d-[A-Z][a-z]{2}-\d{4}$/),
        '11800.00',
        '19-West Bengal',
        'N',
        '',
        'Regular B2B',
        '',
        '18',
        '10000.00',
        '',
      ],
    ]);
    const [, ...b2cs] = await download('gstr1-b2cs');
    // ₹200 of the farmer's kit; the cancelled kit's ₹400 billed and credited nets to nothing.
    expect(b2cs).toEqual([['OE', '18-Assam', '', '5', '200.00', '', '']]);
    const [, ...hsnB2c] = await download('gstr1-hsn-b2c');
    expect(hsnB2c).toEqual([
      ['030193', '', 'NOS-NUMBERS', '2', '3200.00', '0', '3200.00', '0.00', '0.00', '0.00', ''],
      ['382200', '', 'SET-SETS', '2', '210.00', '5', '200.00', '0.00', '5.00', '5.00', ''],
    ]);
    const [, ...exemp] = await download('gstr1-exemp');
    expect(exemp).toContainEqual(['Intra-State supplies to unregistered persons', '3200.00', '0.00', '0.00']);
    const [, ...cdnr] = await download('gstr1-cdnr');
    expect(cdnr).toEqual([]);
  });

  it('shows the period on screen, with payments and who owes what', async () => {
    const books = await findBooks(database.db, period);
    expect(
      books.byRate.map((row) => [row.gstClass, row.taxablePaise, row.cgstPaise + row.sgstPaise + row.igstPaise]),
    ).toEqual([
      ['18', 1_000_000, 180_000],
      ['5', 20_000, 1_000],
      ['nil', 320_000, 0],
    ]);
    expect(books.register.total).toBe(4);
    expect(books.payments).toEqual({ receivedPaise: 100_000, reversedPaise: 0, count: 1 });
    expect(books.outstanding.map((customer) => [customer.name, customer.balancePaise])).toEqual([
      ['Kolkata Aqua Pvt Ltd', 1_180_000],
      ['Bhaskar Kalita', 241_000],
    ]);
    const [, ...payments] = await download('payments');
    expect(payments).toEqual([
      [today, 'payment', orders.farmer.reference, 'cash', '', '1000.00', '', 'desk@example.in'],
    ]);
  });
});
