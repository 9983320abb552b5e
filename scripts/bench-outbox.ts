import { type ProductionServer, startProductionServer, temporaryDataDir } from '../tests/production/production-server';
import { callFormAction, withDatabase } from '../tests/production/site-client';
import { startSmsGateway } from '../tests/setup/sms-gateway';

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

const gateway = await startSmsGateway({ secret: SECRET });
/** When each number's "order received" first reached the gateway. */
const arrivals = () => {
  const first = new Map<string, number>();
  for (const { body, receivedAt } of gateway.received) {
    const to = String(body.to);
    if (body.kind === 'order-received' && !first.has(to)) first.set(to, receivedAt);
  }
  return first;
};

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
      SMS_WEBHOOK_URL: gateway.url,
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
  while (arrivals().size < ORDERS && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  const arrived = arrivals();
  const badSignatures = gateway.received.filter((request) => !request.signatureValid).length;
  const latencies = [...arrived].map(([to, at]) => at - (started.get(to) ?? at));
  console.log(`${ORDERS} guest orders, ${CONCURRENCY} at a time, SQLite, texts to a local webhook gateway`);
  console.log(`order request answered: ${summary(requestTimes)}`);
  console.log(`order request → "order received" at the provider: ${summary(latencies)}`);
  console.log(`texts arrived: ${arrived.size} of ${ORDERS}; bad signatures: ${badSignatures}`);
  if (arrived.size < ORDERS) process.exitCode = 1;
} finally {
  await server?.stop('SIGTERM');
  await gateway.close();
}
