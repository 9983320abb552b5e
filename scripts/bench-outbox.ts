import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ProductionServer, startProductionServer, temporaryDataDir } from '../tests/production/production-server';
import { callFormAction, withDatabase } from '../tests/production/site-client';

/**
 * `npm run bench:outbox [-- --orders 200 --concurrency 8]`: how long a farmer's
 * "order received" text takes from the order request to the SMS provider, now
 * that it goes through the outbox (issue 22). The production server sends its
 * texts to a local gateway behind the `webhook` contract (signature checked),
 * which notes when each arrives; guest orders are sent `--concurrency` at a
 * time. Prints p50, p90, p99 and the slowest, from the moment each order
 * request left to the moment its text reached the gateway, and the order
 * requests' own times.
 */
const args = process.argv.slice(2);
const option = (name: string, fallback: number) =>
  args.includes(`--${name}`) ? Number(args[args.indexOf(`--${name}`) + 1] ?? fallback) : fallback;
const ORDERS = option('orders', 200);
const CONCURRENCY = option('concurrency', 8);
const SECRET = 'bench-outbox-webhook-secret';

const arrivals = new Map<string, number>();
let badSignatures = 0;
const gateway = createServer(async (request, response) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks).toString('utf8');
  const signed = `sha256=${createHmac('sha256', SECRET).update(raw).digest('hex')}`;
  if (request.headers['x-signature'] !== signed) badSignatures += 1;
  const body = JSON.parse(raw) as { to: string; kind: string };
  if (body.kind === 'order-received' && !arrivals.has(body.to)) arrivals.set(body.to, performance.now());
  response.writeHead(200, { 'Content-Type': 'application/json' });
  response.end('{"accepted":true}');
});
await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
const gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms`;

const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (fraction: number) => `${Math.round(percentile(sorted, fraction))} ms`;
  return `p50 ${at(0.5)}, p90 ${at(0.9)}, p99 ${at(0.99)}, max ${at(1)}`;
};

let server: ProductionServer | undefined;
try {
  server = await startProductionServer({
    dataDir: temporaryDataDir('site-bench-outbox-'),
    env: {
      SMS_PROVIDER: 'webhook',
      SMS_WEBHOOK_URL: gatewayUrl,
      SMS_WEBHOOK_SECRET: SECRET,
      SMS_DAILY_LIMIT: String(ORDERS * 2),
      LOG_LEVEL: 'error',
    },
  });
  const { baseUrl, dataDir } = server;
  const productId = withDatabase(dataDir, (db) => db.prepare('select id from products limit 1').pluck().get());
  const started = new Map<string, number>();
  const requestTimes: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < ORDERS) {
      const index = next++;
      const phone = `9${String(700_000_000 + index).padStart(9, '0')}`;
      const begin = performance.now();
      started.set(`+91${phone}`, begin);
      const state = await callFormAction({
        baseUrl,
        page: '/testing-kits',
        action: 'placeOrderAction',
        fields: {
          productId: String(productId),
          name: `Bench Farmer ${index}`,
          phone,
          email: '',
          address: 'Pond 7, Nagaon, Assam',
          quantity: '1',
          notes: '',
          idempotencyKey: `bench-outbox-${index}-${Date.now()}`,
        },
      });
      requestTimes.push(performance.now() - begin);
      if (state.status !== 'success') throw new Error(`order ${index} refused: ${state.message}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const deadline = Date.now() + 60_000;
  while (arrivals.size < ORDERS && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  const latencies = [...arrivals].map(([to, at]) => at - (started.get(to) ?? at));
  console.log(`${ORDERS} guest orders, ${CONCURRENCY} at a time, SQLite, texts to a local webhook gateway`);
  console.log(`order request answered: ${summary(requestTimes)}`);
  console.log(`order request → "order received" at the provider: ${summary(latencies)}`);
  console.log(`texts arrived: ${arrivals.size} of ${ORDERS}; bad signatures: ${badSignatures}`);
  if (arrivals.size < ORDERS) process.exitCode = 1;
} finally {
  await server?.stop('SIGTERM');
  gateway.close();
}
