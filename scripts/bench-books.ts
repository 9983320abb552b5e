import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { currentMonth } from '../src/lib/books/period';
import { booksCsv } from '../src/server/books/books-csv';
import { findBooks } from '../src/server/books/find-books';
import { createDatabase } from '../src/server/db/create-database';
import { migrateToLatest } from '../src/server/db/migrate';

/**
 * `npm run bench:books [-- --orders 100000] [-- --postgres postgres://…/postgres]`:
 * how long the sales register of a month of `--orders` billed orders takes to
 * download as CSV (issue 35), and the memory it takes. A fresh database
 * (a SQLite file, or a new PostgreSQL database dropped afterwards) is filled
 * straight with orders, bills of two or three lines (nil-rated fish seed, a 5 %
 * kit, an 18 % pump; every tenth to a business with a GSTIN, in another
 * state) and a credit note for every fiftieth, all issued this month; then
 * the CSV stream is read to its end. Prints the time, the rows, the bytes and
 * the process's peak memory (RSS and heap) while streaming; then how long the
 * Books screen takes to read (its sums, a page of the register, who owes what).
 */
const args = process.argv.slice(2);
const option = (name: string) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : undefined);
const ORDERS = Number(option('orders') ?? 100_000);
const postgres = option('postgres');

const folder = mkdtempSync(path.join(tmpdir(), 'bench-books-'));
const databaseName = `bench_books_${process.pid}`;
let admin: ReturnType<typeof createDatabase> | null = null;
if (postgres) {
  admin = createDatabase({ databaseUrl: postgres });
  await sql`create database ${sql.id(databaseName)}`.execute(admin.db);
}
const url = postgres ? postgres.replace(/\/[^/]*$/, `/${databaseName}`) : undefined;
const { db, engine } = createDatabase(url ? { databaseUrl: url } : { sqliteFile: path.join(folder, 'site.db') });
try {
  await migrateToLatest(db, engine);
  const period = currentMonth();
  const day = new Date(`${period.from}T06:00:00+05:30`).getTime();
  const fillStart = performance.now();
  const supplier = JSON.stringify({ legalName: 'Aquaculture Group Private Limited', stateCode: '18' });
  const BATCH = 500;
  for (let first = 1; first <= ORDERS; first += BATCH) {
    const ids = Array.from({ length: Math.min(BATCH, ORDERS - first + 1) }, (_, index) => first + index);
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('orders')
        .values(
          ids.map((id) => ({
            id,
            reference: `AQ-${String(id).padStart(7, '0')}`,
            total_paise: 342_500,
            name: `Farmer ${id}`,
            phone: `+9198640${String(id % 100_000).padStart(5, '0')}`,
            email: null,
            address: 'Nagaon, Assam',
            status: 'done',
            locale: 'as',
            guest: 1,
            place_of_supply: id % 10 === 0 ? '19' : '18',
          })),
        )
        .execute();
      const issuedAt = (id: number) => new Date(day + (id % 1_000) * 60_000).toISOString();
      await trx
        .insertInto('bills')
        .values(
          ids.map((id) => ({
            id,
            order_id: id,
            kind: 'invoice_cum_bill' as const,
            number: `AQ/26-27/${String(id).padStart(6, '0')}`,
            financial_year: '26-27',
            credit_for_bill_id: null,
            issued_at: issuedAt(id),
            issued_by_email: 'desk@example.in',
            supplier,
            buyer: JSON.stringify({ name: `Farmer ${id}`, gstin: id % 10 === 0 ? '19AABCU9603R1ZX' : null }),
            place_of_supply: id % 10 === 0 ? '19' : '18',
            inter_state: id % 10 === 0 ? 1 : 0,
            locale: 'as',
            taxable_paise: 330_000,
            cgst_paise: 250,
            sgst_paise: 250,
            igst_paise: 0,
            total_paise: 342_500,
          })),
        )
        .execute();
      await trx
        .insertInto('bill_lines')
        .values(
          ids.flatMap((id) => [
            {
              bill_id: id,
              position: 0,
              product_id: null,
              name: 'Rohu',
              hsn_code: '030193',
              gst_class: 'nil',
              unit: 'NOS',
              quantity: 2,
              unit_price_paise: 160_000,
              total_paise: 320_000,
              taxable_paise: 320_000,
              cgst_paise: 0,
              sgst_paise: 0,
              igst_paise: 0,
            },
            {
              bill_id: id,
              position: 1,
              product_id: null,
              name: 'Kit',
              hsn_code: '382200',
              gst_class: '5',
              unit: 'SET',
              quantity: 1,
              unit_price_paise: 10_500,
              total_paise: 10_500,
              taxable_paise: 10_000,
              cgst_paise: 250,
              sgst_paise: 250,
              igst_paise: 0,
            },
            ...(id % 3 === 0
              ? [
                  {
                    bill_id: id,
                    position: 2,
                    product_id: null,
                    name: 'Pump',
                    hsn_code: '841480',
                    gst_class: '18',
                    unit: 'NOS',
                    quantity: 1,
                    unit_price_paise: 12_000,
                    total_paise: 12_000,
                    taxable_paise: 10_170,
                    cgst_paise: 915,
                    sgst_paise: 915,
                    igst_paise: 0,
                  },
                ]
              : []),
          ]),
        )
        .execute();
    });
  }
  const creditNotes = Math.floor(ORDERS / 50);
  for (let index = 1; index <= creditNotes; index += 1) {
    const billId = index * 50;
    await sql`insert into bills (id, order_id, kind, number, financial_year, credit_for_bill_id, issued_at, issued_by_email, supplier, buyer, place_of_supply, inter_state, locale, taxable_paise, cgst_paise, sgst_paise, igst_paise, total_paise)
      select ${ORDERS + index}, order_id, 'credit_note', ${`CN/26-27/${String(index).padStart(6, '0')}`}, financial_year, id, issued_at, issued_by_email, supplier, buyer, place_of_supply, inter_state, locale, taxable_paise, cgst_paise, sgst_paise, igst_paise, total_paise from bills where id = ${billId}`.execute(
      db,
    );
    await sql`insert into bill_lines (bill_id, position, product_id, name, hsn_code, gst_class, unit, quantity, unit_price_paise, total_paise, taxable_paise, cgst_paise, sgst_paise, igst_paise)
      select ${ORDERS + index}, position, product_id, name, hsn_code, gst_class, unit, quantity, unit_price_paise, total_paise, taxable_paise, cgst_paise, sgst_paise, igst_paise from bill_lines where bill_id = ${billId}`.execute(
      db,
    );
  }
  const fillSeconds = (performance.now() - fillStart) / 1000;

  global.gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const watch = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 20);
  const start = performance.now();
  let bytes = 0;
  let rows = 0;
  const reader = booksCsv(db, 'register', period).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.length;
    for (const byte of value) if (byte === 10) rows += 1;
  }
  const seconds = (performance.now() - start) / 1000;
  clearInterval(watch);
  const mb = (value: number) => `${(value / 1024 / 1024).toFixed(0)} MB`;
  console.log(
    `${engine}: ${ORDERS} billed orders and ${creditNotes} credit notes this month (filled in ${fillSeconds.toFixed(1)} s)`,
  );
  console.log(
    `  sales register CSV: ${rows - 1} rows, ${(bytes / 1024 / 1024).toFixed(1)} MB in ${seconds.toFixed(2)} s`,
  );
  console.log(
    `  memory while streaming: RSS ${mb(before.rss)} → peak ${mb(peakRss)}, heap ${mb(before.heapUsed)} → peak ${mb(peakHeap)}`,
  );
  // The Books screen: its sums, the register's first page and who owes what (here every order does).
  const screenStart = performance.now();
  const books = await findBooks(db, period);
  console.log(
    `  Books screen: read in ${((performance.now() - screenStart) / 1000).toFixed(2)} s (${books.outstanding.length} customers owe)`,
  );
} finally {
  await db.destroy();
  if (admin) {
    await sql`drop database if exists ${sql.id(databaseName)}`.execute(admin.db);
    await admin.db.destroy();
  }
  rmSync(folder, { recursive: true, force: true });
}
