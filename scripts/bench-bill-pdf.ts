import { performance } from 'node:perf_hooks';
import { renderBillPdf } from '../src/server/billing/bill-pdf';
import type { BillView } from '../src/server/billing/find-bill';
import { defaultBilling } from '../src/server/settings/default-billing';

/**
 * `npm run bench:bill-pdf [-- --runs 300 --lines 12]`: how long the server
 * takes to make a bill's PDF (issue 35), in this process: an Assamese order's
 * invoice-cum-bill of supply of `--lines` lines with both scripts, its HSN
 * table and UPI QR code. Prints p50, p90, p99, the slowest and the size. The
 * first run (fonts read and parsed) is reported apart.
 */
const args = process.argv.slice(2);
const option = (name: string, fallback: number) =>
  args.includes(`--${name}`) ? Number(args[args.indexOf(`--${name}`) + 1] ?? fallback) : fallback;
const RUNS = option('runs', 300);
const LINES = option('lines', 12);

const kinds = [
  { name: 'ৰৌ মাছৰ পোনা (Rohu fingerlings, 1000 pcs)', hsnCode: '030193', gstClass: 'nil' as const, unit: 'NOS' },
  { name: 'Ammonia Test Kit', hsnCode: '382200', gstClass: '5' as const, unit: 'SET' },
  { name: 'Ring Blower 1 HP (RAS)', hsnCode: '841480', gstClass: '18' as const, unit: 'NOS' },
];
const lines = Array.from({ length: LINES }, (_, index) => {
  const kind = kinds[index % kinds.length] ?? kinds[0];
  const totalPaise = 118_000 * (index + 1);
  const tax =
    kind?.gstClass === 'nil' ? 0 : Math.round((totalPaise * Number(kind?.gstClass)) / (100 + Number(kind?.gstClass)));
  return {
    ...(kind ?? kinds[0]),
    name: kind?.name ?? '',
    hsnCode: kind?.hsnCode ?? '',
    gstClass: kind?.gstClass ?? 'nil',
    unit: kind?.unit ?? 'NOS',
    quantity: index + 1,
    unitPricePaise: 118_000,
    totalPaise,
    taxablePaise: totalPaise - tax,
    cgstPaise: Math.floor(tax / 2),
    sgstPaise: tax - Math.floor(tax / 2),
    igstPaise: 0,
  };
});
const sum = (pick: (line: (typeof lines)[number]) => number) => lines.reduce((total, line) => total + pick(line), 0);
const bill: BillView = {
  id: 1,
  orderId: 1,
  orderReference: 'AQ-7K2P9',
  kind: 'invoice_cum_bill',
  number: 'AQ/26-27/00042',
  issuedAt: new Date('2026-11-27T06:00:00Z'),
  supplier: {
    legalName: defaultBilling.legalName,
    tradeName: 'Aquaculture Group',
    address: ['2nd Floor, Aqua House, G.S. Road', 'Christian Basti, Guwahati', 'Assam 781005, India'],
    stateCode: '18',
    stateName: 'Assam',
    gstin: defaultBilling.gstin ?? '18AAECA1234F1Z5',
    pan: defaultBilling.pan,
    phone: '+919864000001',
    email: 'info@aquaculture-group.example',
    upi: defaultBilling.upi,
    bankAccount: defaultBilling.bankAccount,
    signatory: defaultBilling.signatory,
  },
  buyer: {
    name: 'ভাস্কৰ কলিতা',
    address: 'ধিং, নগাঁও, অসম 782123',
    phone: '+919864012345',
    email: null,
    gstin: null,
    stateCode: '18',
    stateName: 'Assam',
  },
  placeOfSupply: '18',
  interState: false,
  locale: 'as',
  lines,
  taxablePaise: sum((line) => line.taxablePaise),
  cgstPaise: sum((line) => line.cgstPaise),
  sgstPaise: sum((line) => line.sgstPaise),
  igstPaise: 0,
  totalPaise: sum((line) => line.totalPaise),
};

const firstStart = performance.now();
const first = await renderBillPdf(bill);
const firstMs = performance.now() - firstStart;
const times: number[] = [];
for (let run = 0; run < RUNS; run += 1) {
  const start = performance.now();
  await renderBillPdf(bill);
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const at = (fraction: number) =>
  (times[Math.min(times.length - 1, Math.floor(times.length * fraction))] ?? 0).toFixed(1);
console.log(`bill PDF, ${LINES} lines, Assamese headings, ${RUNS} runs (Node ${process.version})`);
console.log(`  first: ${firstMs.toFixed(1)} ms (fonts read), size ${(first.length / 1024).toFixed(1)} kB`);
console.log(`  p50 ${at(0.5)} ms, p90 ${at(0.9)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms`);
