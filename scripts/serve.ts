import cluster, { type Worker } from 'node:cluster';
import { DRAIN_TIMEOUT_MS } from '@/server/http/graceful-stop';
import { createLogger } from '@/server/logger';
import { loadConfig } from './lib/context';
import {
  REVALIDATION_APPLIED,
  REVALIDATION_DONE,
  REVALIDATION_MESSAGE,
  REVALIDATION_WAIT_MS,
  type RevalidationAck,
  type RevalidationMessage,
} from './lib/revalidation-message';

/**
 * The production server (`npm start` runs it after building). One Node process
 * uses one core: with WEB_CONCURRENCY above 1 (by default, one per core) this
 * process starts that many workers (scripts/serve-worker.ts: Next.js in our own
 * HTTP server) on the same port, and only looks after them:
 * - the cluster hands each new connection to the next worker;
 * - what one worker's admin changed (a cache tag revalidated) is passed to the
 *   others at once, and to a worker started later, so no worker keeps an old page
 *   or old data (src/server/cache/revalidation-clock.mjs);
 * - a worker that dies is replaced; five deaths within a minute stop the server
 *   (systemd or Docker restart it, and the logs say why);
 * - SIGTERM reaches every worker, which finishes its requests; the server exits
 *   when they have.
 * Everything else is shared through the database (sessions, rate limits, the
 * outbox), as between several servers.
 */
const config = loadConfig();
if (cluster.isWorker || config.webConcurrency <= 1) {
  await import('./serve-worker');
} else {
  runPrimary(config.webConcurrency);
}

function runPrimary(count: number) {
  const logger = createLogger(config.logLevel, 'site');
  let stopping = false;
  const deaths: number[] = [];
  /** Every revalidation heard, the latest for each set of tags: a worker started later hears them first. */
  const heard = new Map<string, RevalidationMessage>();

  const start = () => {
    const worker = cluster.fork();
    worker.on('online', () => {
      for (const message of heard.values()) worker.send(message);
    });
    worker.on('message', (message: unknown) => relay(worker, message));
  };

  /** Revalidations waiting for the other workers' word: the worker that made it hears when all have it. */
  const waiting = new Map<string, { from: Worker; pending: Set<number>; timer: NodeJS.Timeout }>();
  const finish = (id: string) => {
    const entry = waiting.get(id);
    if (!entry) return;
    clearTimeout(entry.timer);
    waiting.delete(id);
    if (entry.from.isConnected()) entry.from.send({ type: REVALIDATION_DONE, id } satisfies RevalidationAck);
  };

  const relay = (from: Worker, message: unknown) => {
    const ack = message as RevalidationAck | undefined;
    if (ack?.type === REVALIDATION_APPLIED) {
      const entry = waiting.get(ack.id);
      entry?.pending.delete(from.id);
      if (entry && entry.pending.size === 0) finish(ack.id);
      return;
    }
    if ((message as RevalidationMessage | undefined)?.type !== REVALIDATION_MESSAGE) return;
    const { change, id } = message as RevalidationMessage;
    const key = JSON.stringify(change.tags);
    heard.delete(key);
    heard.set(key, { type: REVALIDATION_MESSAGE, change });
    const others = Object.values(cluster.workers ?? {}).filter(
      (worker): worker is Worker => worker !== undefined && worker !== from && worker.isConnected(),
    );
    if (id) {
      waiting.set(id, {
        from,
        pending: new Set(others.map((worker) => worker.id)),
        timer: setTimeout(() => finish(id), REVALIDATION_WAIT_MS),
      });
    }
    for (const worker of others) worker.send({ type: REVALIDATION_MESSAGE, change, id } satisfies RevalidationMessage);
    if (id && others.length === 0) finish(id);
  };

  cluster.on('exit', (worker, code, signal) => {
    // A dead worker's word will not come.
    for (const [id, entry] of waiting) {
      entry.pending.delete(worker.id);
      if (entry.pending.size === 0) finish(id);
    }
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        logger.info('every worker has stopped');
        process.exit(0);
      }
      return;
    }
    const now = Date.now();
    deaths.push(now);
    while (deaths.length > 0 && (deaths[0] ?? now) < now - 60_000) deaths.shift();
    if (deaths.length >= 5) {
      logger.fatal({ code, signal }, 'five workers died within a minute: stopping the server');
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
      setTimeout(() => process.exit(1), DRAIN_TIMEOUT_MS).unref();
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1);
      return;
    }
    logger.error({ worker: worker.id, code, signal }, 'a worker died: starting another');
    start();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping: each worker finishes the requests under way');
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    // A worker stops itself within DRAIN_TIMEOUT_MS; a little more, then the server goes anyway.
    setTimeout(() => {
      logger.error('workers still running: stopping anyway');
      process.exit(1);
    }, DRAIN_TIMEOUT_MS + 2_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  logger.info({ workers: count, port: config.port }, `starting ${count} workers on port ${config.port}`);
  for (let index = 0; index < count; index++) start();
}
