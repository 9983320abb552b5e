import { createInterface } from 'node:readline';
import pino from 'pino';
import { orderStepSchema } from '@/lib/schemas/orders';
import { createDatabase } from '@/server/db/create-database';
import { advanceOrder } from '@/server/orders/advance-order';
import { settleInPool } from './settle-in-pool';
import { TEXTING_SITE } from './texting-site';

/**
 * A second server for the tests: `node --conditions=react-server --import tsx
 * tests/setup/dispatch-orders.ts <DATABASE_URL> <order ids, comma-separated>`
 * connects its own pool, says "ready", waits for "go" on stdin, then marks all
 * those orders dispatched at once (each issuing its bill), and prints the
 * outcome as JSON: how many were dispatched, and the codes of those refused.
 */
const [databaseUrl = '', ids = ''] = process.argv.slice(2);
const orderIds = ids.split(',').map(Number);
const { db } = createDatabase({ databaseUrl });
const logger = pino({ level: 'silent' });
const actor = { userId: 'desk-2', email: 'desk2@example.in', roles: ['order-desk' as const] };
await db.selectFrom('orders').select('id').limit(1).execute();
process.stdout.write('ready\n');
const lines = createInterface({ input: process.stdin });
for await (const line of lines) if (line.trim() === 'go') break;
const outcomes = await settleInPool(orderIds, (id) =>
  advanceOrder({ db, logger, site: TEXTING_SITE, actor, id, input: orderStepSchema.parse({ step: 'dispatched' }) }),
);
await db.destroy();
process.stdout.write(
  `${JSON.stringify({
    dispatched: outcomes.filter((outcome) => outcome.status === 'fulfilled').length,
    refused: outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [String(outcome.reason)] : [])),
  })}\n`,
);
