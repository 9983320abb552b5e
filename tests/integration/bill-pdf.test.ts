import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderBillPdf } from '@/server/billing/bill-pdf';
import { findOrderBill } from '@/server/billing/find-bill';
import { issueBill } from '@/server/billing/issue-bill';
import { insertOrderWithLines, setTaxFacts, setUpBilling } from '../setup/billing';
import { insertProduct } from '../setup/catalogue';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { TEXTING_SITE } from '../setup/texting-site';
import { insertVerifiedUser } from '../setup/users';

const logger = pino({ level: 'silent' });
const desk = { userId: 'desk-1', email: 'desk@example.in', roles: ['order-desk' as const] };

/** Poppler's pdftotext (Debian's poppler-utils; .ci/run installs it): the PDF as a reader copies its text. */
function pdfText(pdf: Buffer): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'bill-pdf-'));
  try {
    const file = path.join(folder, 'bill.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error('pdftotext is missing: install Debian’s poppler-utils (apt-get install poppler-utils)');
    }
    throw error;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The QR codes on the PDF's first page, as a phone's camera reads them (pdftoppm, then Debian's zbar-tools' zbarimg). */
function qrCodesOf(pdf: Buffer): string[] {
  const folder = mkdtempSync(path.join(tmpdir(), 'bill-qr-'));
  try {
    const file = path.join(folder, 'bill.pdf');
    writeFileSync(file, pdf);
    execFileSync('pdftoppm', ['-r', '150', '-png', '-f', '1', '-l', '1', file, path.join(folder, 'page')]);
    // (zbarimg says on stderr that it found no D-Bus: nothing to do with the picture.)
    const output = execFileSync('zbarimg', ['-q', '--raw', path.join(folder, 'page-1.png')], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return output.trim().split('\n');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error('zbarimg is missing: install Debian’s zbar-tools (apt-get install zbar-tools)');
    }
    throw error;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

describe('[BILLING] the bill as a PDF', () => {
  let database: TestDatabase;
  let orders = 0;
  const products = { seed: 0, kit: 0, pump: 0 };

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    await insertVerifiedUser(database.db, 'sqlite', { id: 'desk-1' });
    products.seed = await insertProduct(database.db, { category: 'Seed', subCategory: 'Carp', name: 'Rohu' });
    products.kit = await insertProduct(database.db, { category: 'Kits', subCategory: 'Water', name: 'Kit' });
    products.pump = await insertProduct(database.db, { category: 'RAS', subCategory: 'Air', name: 'Blower' });
    await setTaxFacts(database.db, products.seed, ['030193', 'nil', 'NOS']);
    await setTaxFacts(database.db, products.kit, ['382200', '5', 'SET']);
    await setTaxFacts(database.db, products.pump, ['841480', '18', 'NOS']);
    await setUpBilling(database.db);
  });
  afterAll(async () => {
    await database.drop();
  });

  async function billedOrder(
    locale: 'en' | 'as' | 'hi',
    options: { placeOfSupply?: string; buyerGstin?: string } = {},
  ) {
    orders += 1;
    const lines = [
      { product: products.seed, name: 'ৰৌ মাছৰ পোনা (Rohu fingerlings)', price: 160_000, quantity: 2 },
      { product: products.kit, name: 'Ammonia Test Kit', price: 10_500, quantity: 3 },
      { product: products.pump, name: 'रिंग ब्लोअर 1 HP', price: 1_850_000, quantity: 1 },
    ];
    const order = await insertOrderWithLines(
      database.db,
      {
        reference: `AQ-PDF${orders}`,
        name: 'ভাস্কৰ কলিতা',
        address: 'ধিং, নগাঁও, অসম 782123',
        locale,
        place_of_supply: options.placeOfSupply ?? '18',
        buyer_gstin: options.buyerGstin ?? null,
      },
      lines.map((line) => ({
        productId: line.product,
        name: line.name,
        unitPricePaise: line.price,
        quantity: line.quantity,
      })),
    );
    await issueBill({ db: database.db, logger, site: TEXTING_SITE, actor: desk, orderId: order.id });
    const bill = await findOrderBill(database.db, order.id);
    if (!bill) throw new Error('not billed');
    return bill;
  }

  it('carries every field of Rule 46 / 46A, and reads back in order with its conjuncts in Assamese', async () => {
    const bill = await billedOrder('as', { buyerGstin: '18AABCU9603R1ZM' });
    const pdf = await renderBillPdf(bill);
    if (process.env.BILL_PDF_SAMPLE) writeFileSync(process.env.BILL_PDF_SAMPLE, pdf);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const field of [
      'Invoice-cum-bill of supply / কৰ চালান তথা যোগানৰ বিল',
      'Aquaculture', // the supplier's legal name
      'GSTIN: 18AAECA1234F1Z5',
      'State: Assam (code 18)',
      bill.number,
      'Date / তাৰিখ',
      'Place of supply / যোগানৰ স্থান: Assam (18)',
      'Reverse charge / ৰিভাৰ্চ চাৰ্জ: No / নহয়',
      'Billed to / ক্ৰেতা',
      'ভাস্কৰ কলিতা',
      'ধিং, নগাঁও, অসম 782123',
      'GSTIN: 18AABCU9603R1ZM',
      '030193',
      '382200',
      '841480',
      '2 NOS',
      '3 SET',
      'CGST',
      'SGST',
      'Tax by HSN code / HSN ক’ড অনুসৰি কৰ',
      'Authorised signatory / অনুমোদিত স্বাক্ষৰকাৰী',
      'UPI ID: aquaculturegroup@sbi',
    ]) {
      expect(text, field).toContain(field);
    }
    expect(text).toContain('₹22,015.00'); // 2 × ₹1,600 + 3 × ₹105 + ₹18,500, what the farmer saw
    // Conjuncts and vowel signs come back as typed, not in the order their glyphs are drawn.
    expect(text).toContain('ৰৌ মাছৰ পোনা');
    expect(text).toContain('ক্ৰেতা');
    expect(text).toContain('স্বাক্ষৰকাৰী');
    // The QR code a phone scans asks for the bill's amount, with its number as the reference.
    const [qr] = qrCodesOf(pdf);
    const request = new URL(qr ?? '');
    expect(request.protocol).toBe('upi:');
    expect(Object.fromEntries(request.searchParams)).toMatchObject({
      pa: 'aquaculturegroup@sbi',
      am: '22015.00',
      cu: 'INR',
      tr: bill.number,
    });
    expect(text).toContain('পৰিশোধ');
    expect(text).not.toContain('পিৰেশাধ'); // পৰিশোধ as its glyphs are drawn, vowel signs first
  });

  it('shows IGST to another state, Hindi headings for a Hindi order, and the Devanagari conjuncts whole', async () => {
    const bill = await billedOrder('hi', { placeOfSupply: '19' });
    const text = pdfText(await renderBillPdf(bill));
    expect(text).toContain('IGST');
    expect(text).not.toContain('CGST');
    expect(text).toContain('Place of supply / आपूर्ति का स्थान: West Bengal (19)');
    expect(text).toContain('रिंग ब्लोअर');
    expect(text).toContain('अधिकृत हस्ताक्षरकर्ता');
    expect(text).toContain('UPI से भुगतान करें');
  });

  it('is English alone for an English order', async () => {
    const text = pdfText(await renderBillPdf(await billedOrder('en')));
    expect(text).toContain('Invoice-cum-bill of supply');
    expect(text).not.toContain(' / ');
  });
});
