import 'server-only';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { hsnSummaryOf } from '@/components/billing/hsn-summary';
import { upiPaymentLink } from '@/lib/billing/upi-link';
import { gstRateBasisPoints } from '@/lib/gst/tax-facts';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { type MessageKey, translate } from '@/lib/i18n/messages';
import { formatPaise } from '@/lib/money';
import type { BillLineView, BillView } from './find-bill';
import { heightOf, registerFonts, type TextStyle, writeText } from './pdf-text';

type Doc = InstanceType<typeof PDFDocument>;

const MARGIN = 36;
const A4_WIDTH = 595.28;
const WIDTH = A4_WIDTH - 2 * MARGIN;
const BODY: TextStyle = { size: 9 };
const SMALL: TextStyle = { size: 7.5 };

const money = (paise: number) => formatPaise(paise, 'en');
const rate = (basisPoints: number) => `${basisPoints / 100} %`;
/** The document's English words (messages `bill.*`). */
const say = (key: string, values?: Record<string, string | number>) =>
  translate('en', `bill.${key}` as MessageKey, values);
const dateOf = (instant: Date) =>
  new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' }).format(instant);

/**
 * An issued bill as an A4 PDF (CGST Rule 46 / 49 / 46A; issue 35): in English,
 * with its headings also in the customer's language when they ordered in
 * Assamese or Hindi; every field the rules ask for, the HSN-wise tax, and the
 * UPI payment request (QR code, UPI ID, amount) on a bill (not a credit note).
 * Made from the bill's own copy of everything: the same bytes' content however
 * the catalogue or the settings change later.
 */
export async function renderBillPdf(bill: BillView): Promise<Buffer> {
  const locale: Locale | null = isLocale(bill.locale) && bill.locale !== 'en' ? bill.locale : null;
  /** "Date / তাৰিখ": the English heading and, for an Assamese or Hindi order, the customer's. */
  const both = (key: string, values?: Record<string, string | number>) => {
    const english = say(key, values);
    const local = locale ? translate(locale, `bill.${key}` as MessageKey, values) : english;
    return local === english ? english : `${english} / ${local}`;
  };

  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${say(`kinds.${bill.kind}`)} ${bill.number}`, Author: bill.supplier.legalName },
    lang: locale ?? 'en',
  });
  registerFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const { supplier, buyer } = bill;
  writeText(doc, both(`kinds.${bill.kind}`), { size: 15, bold: true }, { x: MARGIN, y: MARGIN });
  doc.moveDown(0.4);
  const top = doc.y;
  // The supplier on the left, the bill's facts on the right.
  const half = WIDTH / 2 - 8;
  writeText(doc, supplier.legalName, { ...BODY, bold: true, width: half }, { x: MARGIN, y: top });
  const supplierLines = [
    ...(supplier.tradeName !== supplier.legalName ? [supplier.tradeName] : []),
    ...supplier.address,
    say('gstin', { gstin: supplier.gstin }),
    ...(supplier.pan ? [say('pan', { pan: supplier.pan })] : []),
    say('state', { name: supplier.stateName, code: supplier.stateCode }),
    ...[supplier.phone, supplier.email].filter((value): value is string => Boolean(value)),
  ];
  for (const line of supplierLines) writeText(doc, line, { ...BODY, width: half });
  const leftBottom = doc.y;
  const facts: [string, string][] = [
    [both('number'), bill.number],
    [both('date'), dateOf(bill.issuedAt)],
    [both('order'), bill.orderReference],
    [both('placeOfSupply'), `${buyer.stateName} (${buyer.stateCode})`],
    [both('reverseCharge'), both('no')],
  ];
  let factY = top;
  for (const [label, value] of facts) {
    writeText(doc, `${label}: ${value}`, { ...BODY, width: half }, { x: MARGIN + WIDTH / 2, y: factY });
    factY = doc.y + 1;
  }
  doc.y = Math.max(leftBottom, factY) + 10;

  writeText(doc, both('buyer'), { ...BODY, bold: true }, { x: MARGIN, y: doc.y });
  for (const line of [buyer.name, buyer.address, ...(buyer.gstin ? [say('gstin', { gstin: buyer.gstin })] : [])]) {
    writeText(doc, line, { ...BODY, width: WIDTH });
  }
  doc.moveDown(0.8);

  linesTable(doc, bill, both);
  doc.moveDown(0.6);
  hsnTable(doc, bill.lines, both);
  doc.moveDown(0.6);
  totals(doc, bill, both);
  payment(doc, bill, both);
  signature(doc, bill, both);
  doc.end();
  return done;
}

type Both = (key: string, values?: Record<string, string | number>) => string;
type Column = { key: string; width: number; align?: 'right'; cell: (line: BillLineView) => string };

function linesTable(doc: Doc, bill: BillView, both: Both) {
  const taxes: Column[] = bill.interState
    ? [{ key: 'igst', width: 58, align: 'right', cell: (line) => money(line.igstPaise) }]
    : [
        { key: 'cgst', width: 50, align: 'right', cell: (line) => money(line.cgstPaise) },
        { key: 'sgst', width: 50, align: 'right', cell: (line) => money(line.sgstPaise) },
      ];
  const fixed: Column[] = [
    { key: 'hsn', width: 42, cell: (line) => line.hsnCode },
    { key: 'quantity', width: 46, cell: (line) => `${line.quantity} ${line.unit}` },
    { key: 'price', width: 58, align: 'right', cell: (line) => money(line.unitPricePaise) },
    { key: 'taxable', width: 58, align: 'right', cell: (line) => money(line.taxablePaise) },
    {
      key: 'rate',
      width: 36,
      cell: (line) => (line.gstClass === 'exempt' ? both('exempt') : rate(gstRateBasisPoints(line.gstClass))),
    },
    ...taxes,
    { key: 'total', width: 60, align: 'right', cell: (line) => money(line.totalPaise) },
  ];
  const used = fixed.reduce((sum, column) => sum + column.width, 0);
  const columns: Column[] = [{ key: 'item', width: WIDTH - used, cell: (line) => line.name }, ...fixed];
  table(
    doc,
    columns.map((column) => ({ ...column, heading: both(`columns.${column.key}`) })),
    bill.lines,
  );
}

function hsnTable(doc: Doc, lines: readonly BillLineView[], both: Both) {
  writeText(doc, both('hsnSummary'), { ...BODY, bold: true }, { x: MARGIN, y: doc.y });
  doc.moveDown(0.2);
  const rows = hsnSummaryOf(lines);
  table(
    doc,
    [
      { key: 'hsn', heading: both('columns.hsn'), width: 80, cell: (row) => row.hsnCode },
      { key: 'rate', heading: both('columns.rate'), width: 80, cell: (row) => rate(row.rateBasisPoints) },
      {
        key: 'taxable',
        heading: both('columns.taxable'),
        width: 110,
        align: 'right',
        cell: (row) => money(row.taxablePaise),
      },
      { key: 'tax', heading: both('columns.tax'), width: 110, align: 'right', cell: (row) => money(row.taxPaise) },
    ],
    rows,
  );
}

/** A table with a header row (repeated on a new page), each cell wrapped in its column. */
function table<Row>(
  doc: Doc,
  columns: { key: string; heading: string; width: number; align?: 'right'; cell: (row: Row) => string }[],
  rows: readonly Row[],
) {
  const padding = 3;
  const rowOf = (texts: string[], style: TextStyle) => {
    const height =
      Math.max(
        ...texts.map((text, index) =>
          heightOf(doc, text, { ...style, width: (columns[index]?.width ?? 0) - 2 * padding }),
        ),
      ) +
      2 * padding;
    if (doc.y + height > doc.page.height - MARGIN) {
      doc.addPage();
      doc.y = MARGIN;
    }
    const y = doc.y;
    let x = MARGIN;
    texts.forEach((text, index) => {
      const column = columns[index];
      if (!column) return;
      writeText(
        doc,
        text,
        { ...style, width: column.width - 2 * padding, align: column.align },
        { x: x + padding, y: y + padding },
      );
      x += column.width;
    });
    doc
      .moveTo(MARGIN, y + height)
      .lineTo(MARGIN + columns.reduce((sum, column) => sum + column.width, 0), y + height)
      .lineWidth(0.5)
      .strokeColor('#94a3b8')
      .stroke();
    doc.y = y + height;
  };
  rowOf(
    columns.map((column) => column.heading),
    { ...SMALL, bold: true },
  );
  for (const row of rows)
    rowOf(
      columns.map((column) => column.cell(row)),
      { size: 8 },
    );
  doc.x = MARGIN;
}

function totals(doc: Doc, bill: BillView, both: Both) {
  const rows: [string, number, boolean][] = [
    [both('taxableTotal'), bill.taxablePaise, false],
    ...(bill.interState
      ? ([[both('igst'), bill.igstPaise, false]] as [string, number, boolean][])
      : ([
          [both('cgst'), bill.cgstPaise, false],
          [both('sgst'), bill.sgstPaise, false],
        ] as [string, number, boolean][])),
    [both('total'), bill.totalPaise, true],
  ];
  for (const [label, paise, bold] of rows) {
    const y = doc.y;
    writeText(doc, label, { ...BODY, bold, width: 200, align: 'right' }, { x: MARGIN + WIDTH - 300, y });
    writeText(doc, money(paise), { ...BODY, bold, width: 90, align: 'right' }, { x: MARGIN + WIDTH - 90, y });
    doc.y = Math.max(doc.y, y + 12);
  }
}

/** The UPI request of a bill: its QR code, the UPI ID and the amount (a credit note asks for nothing). */
function payment(doc: Doc, bill: BillView, both: Both) {
  const { upi, bankAccount } = bill.supplier;
  if (bill.kind === 'credit_note' || !upi) return;
  const link = upiPaymentLink({
    upiId: upi.id,
    payeeName: upi.payeeName,
    amountPaise: bill.totalPaise,
    reference: bill.number,
    note: `Order ${bill.orderReference}`,
  });
  const size = 84;
  if (doc.y + size + 20 > doc.page.height - MARGIN) doc.addPage();
  const y = doc.y + 10;
  drawQrCode(doc, link, { x: MARGIN, y, size });
  writeText(doc, both('payHeading'), { ...BODY, bold: true, width: WIDTH - size - 12 }, { x: MARGIN + size + 12, y });
  writeText(doc, both('payScan', { total: money(bill.totalPaise) }), { ...BODY, width: WIDTH - size - 12 });
  writeText(doc, say('payTo', { upiId: upi.id, name: upi.payeeName }), { ...BODY, width: WIDTH - size - 12 });
  if (bankAccount) {
    writeText(
      doc,
      say('bank', {
        name: `${bankAccount.holder}, ${bankAccount.bank}`,
        number: bankAccount.number,
        ifsc: bankAccount.ifsc,
      }),
      { ...BODY, width: WIDTH - size - 12 },
    );
  }
  doc.y = Math.max(doc.y, y + size) + 6;
}

function signature(doc: Doc, bill: BillView, both: Both) {
  if (doc.y + 50 > doc.page.height - MARGIN) doc.addPage();
  const x = MARGIN + WIDTH - 240;
  writeText(
    doc,
    say('for', { name: bill.supplier.legalName }),
    { ...BODY, width: 240, align: 'right' },
    { x, y: doc.y + 12 },
  );
  doc.moveDown(1.6);
  writeText(doc, bill.supplier.signatory, { ...BODY, bold: true, width: 240, align: 'right' }, { x, y: doc.y });
  writeText(doc, both('signatory'), { ...SMALL, width: 240, align: 'right' });
}

/** The QR code drawn as squares (sharp at any zoom, and no picture to encode and decode again). */
function drawQrCode(doc: Doc, text: string, box: { x: number; y: number; size: number }) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 2;
  const cell = box.size / (modules.size + 2 * quiet);
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) {
        doc.rect(box.x + (column + quiet) * cell, box.y + (row + quiet) * cell, cell, cell);
      }
    }
  }
  doc.fillColor('black').fill();
}
