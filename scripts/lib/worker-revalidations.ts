import cluster, { type Worker } from 'node:cluster';
import { randomUUID } from 'node:crypto';
import {
  onRevalidation,
  type Revalidation,
  recordRevalidation,
  revalidationsHeard,
} from '../../src/server/cache/revalidation-clock.mjs';

/**
 * How the production server's workers share their cache tag revalidations
 * without Redis (scripts/serve.ts, scripts/serve-worker.ts): a worker sends each
 * one it makes to the primary, which passes it to the other workers and tells
 * the sender once each has applied it, so an admin's answer leaves only when
 * every worker has the change. A worker started later first hears all of them.
 */
const REVALIDATION = 'site:revalidation';
const APPLIED = 'site:revalidation-applied';
const DONE = 'site:revalidation-done';
type Message =
  | { type: typeof REVALIDATION; change: Revalidation; id?: string }
  | { type: typeof APPLIED | typeof DONE; id: string };

/** How long a worker waits for the others before it answers anyway (one may be busy or dying). */
const WAIT_MS = 2_000;

/** In a worker: sends the revalidations made here to the primary, and applies the others' it relays. */
export function shareRevalidationsThroughPrimary(send: (message: Message) => void): void {
  const waiting = new Map<string, () => void>();
  onRevalidation((change, origin) => {
    if (origin !== 'here') return;
    const id = randomUUID();
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        waiting.delete(id);
        resolve();
      };
      const timer = setTimeout(done, WAIT_MS);
      waiting.set(id, done);
      send({ type: REVALIDATION, change, id });
    });
  });
  process.on('message', (message: Message | undefined) => {
    if (message?.type === REVALIDATION) {
      void recordRevalidation(message.change, 'elsewhere');
      if (message.id) send({ type: APPLIED, id: message.id });
    } else if (message?.type === DONE) {
      waiting.get(message.id)?.();
    }
  });
}

/** In the primary: relays each worker's revalidations to the others; `workerStarted` for every worker forked. */
export function relayRevalidationsBetweenWorkers() {
  /** Revalidations waiting for the other workers' word: the worker that made one hears when all have it. */
  const waiting = new Map<string, { from: Worker; pending: Set<number>; timer: NodeJS.Timeout }>();
  const finish = (id: string) => {
    const entry = waiting.get(id);
    if (!entry) return;
    clearTimeout(entry.timer);
    waiting.delete(id);
    if (entry.from.isConnected()) entry.from.send({ type: DONE, id } satisfies Message);
  };
  const applied = (id: string, worker: Worker) => {
    const entry = waiting.get(id);
    entry?.pending.delete(worker.id);
    if (entry && entry.pending.size === 0) finish(id);
  };

  const relay = (from: Worker, message: Message | undefined) => {
    if (message?.type === APPLIED) return applied(message.id, from);
    if (message?.type !== REVALIDATION) return;
    const { change, id } = message;
    // Kept by the primary's own clock, the latest for each set of tags, for workers started later.
    void recordRevalidation(change, 'elsewhere');
    const others = Object.values(cluster.workers ?? {}).filter(
      (worker): worker is Worker => worker !== undefined && worker !== from && worker.isConnected(),
    );
    if (id) {
      const pending = new Set(others.map((worker) => worker.id));
      waiting.set(id, { from, pending, timer: setTimeout(() => finish(id), WAIT_MS) });
    }
    for (const worker of others) worker.send({ type: REVALIDATION, change, id } satisfies Message);
    if (id && others.length === 0) finish(id);
  };

  // A dead worker's word will not come.
  cluster.on('exit', (worker) => {
    for (const id of waiting.keys()) applied(id, worker);
  });

  return {
    workerStarted(worker: Worker) {
      worker.on('online', () => {
        for (const change of revalidationsHeard()) worker.send({ type: REVALIDATION, change } satisfies Message);
      });
      worker.on('message', (message: Message | undefined) => relay(worker, message));
    },
  };
}
