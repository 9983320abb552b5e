import type { Logger } from 'pino';

/** How often a worker looks for due messages without being woken: retries, and messages other servers wrote. */
export const POLL_INTERVAL_MS = 5 * 1000;
/**
 * After rounds that failed in a row (the database away, or SQLite locked by another process),
 * the polls wait twice as long each time, up to this. On SQLite each failed round held the
 * worker's thread for the whole busy timeout (better-sqlite3 waits synchronously): polling every
 * 5 s through a long lock left its pages waiting a minute (tests/production/database-outage.test.ts).
 */
export const MAX_POLL_BACKOFF_MS = 60 * 1000;

type Worker = { wake: () => void; stop: () => Promise<void> };

// On globalThis: the code that writes a message and the worker started by instrumentation.ts
// are in different bundles of the same process.
const holder = globalThis as unknown as { outboxWorker?: Worker };

/**
 * Runs `round` (deliverDueMessages) every POLL_INTERVAL_MS and whenever woken,
 * one round at a time, again and again while rounds find messages. A failing
 * round (the database is down) is logged, and the polls back off (MAX_POLL_BACKOFF_MS)
 * until a round succeeds; a wake (a message was just written, so the database
 * answers) tries at once. One worker per process; starting a second is a no-op.
 */
export function startDeliveryWorker(round: () => Promise<number>, logger: Logger): void {
  if (holder.outboxWorker) return;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let failedRounds = 0;
  let nextPollAt = 0;

  const drain = async () => {
    do {
      again = false;
      try {
        while (!stopped && (await round()) > 0);
        failedRounds = 0;
        nextPollAt = 0;
      } catch (error) {
        failedRounds += 1;
        const waitMs = Math.min(POLL_INTERVAL_MS * 2 ** failedRounds, MAX_POLL_BACKOFF_MS);
        nextPollAt = Date.now() + waitMs;
        logger.error({ err: error, retryInMs: waitMs }, 'the outbox could not be read; trying again shortly');
        return;
      }
    } while (again && !stopped);
  };
  const wake = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain().finally(() => {
      running = null;
    });
  };
  const timer = setInterval(() => {
    if (Date.now() >= nextPollAt) wake();
  }, POLL_INTERVAL_MS);
  timer.unref();
  holder.outboxWorker = {
    wake,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
  wake();
}

/** After a transaction that wrote messages commits: send them now rather than at the next poll. */
export function wakeDeliveryWorker(): void {
  holder.outboxWorker?.wake();
}

/** Lets the round in progress finish and starts no other (a graceful stop, before the database closes). */
export async function stopDeliveryWorker(): Promise<void> {
  const worker = holder.outboxWorker;
  holder.outboxWorker = undefined;
  await worker?.stop();
}
