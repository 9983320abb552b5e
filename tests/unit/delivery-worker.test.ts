import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_POLL_BACKOFF_MS,
  POLL_INTERVAL_MS,
  startDeliveryWorker,
  stopDeliveryWorker,
  wakeDeliveryWorker,
} from '@/server/outbox/delivery-worker';

const silent = pino({ level: 'silent' });

describe('the outbox delivery worker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(async () => {
    await stopDeliveryWorker();
    vi.useRealTimers();
  });

  /** A round that fails while the database is away, and counts when it was tried (ms since the start). */
  function roundAgainst(database: { away: boolean }) {
    const started = Date.now();
    const tries: number[] = [];
    const round = async () => {
      tries.push(Date.now() - started);
      if (database.away) throw new Error('database is locked');
      return 0;
    };
    return { round, tries };
  }

  it('polls every interval while the database answers', async () => {
    const { round, tries } = roundAgainst({ away: false });
    startDeliveryWorker(round, silent);
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 4);
    expect(tries).toEqual([0, 5_000, 10_000, 15_000, 20_000]);
  });

  it('backs off while rounds fail, up to a minute, and polls every interval again once one succeeds', async () => {
    const database = { away: true };
    const { round, tries } = roundAgainst(database);
    startDeliveryWorker(round, silent);
    await vi.advanceTimersByTimeAsync(4 * 60_000);
    // Waits of 10, 20, 40, then 60 s (rounded up to the poll that follows each).
    expect(tries).toEqual([0, 10_000, 30_000, 70_000, 130_000, 190_000]);
    expect(MAX_POLL_BACKOFF_MS).toBe(60_000);

    database.away = false;
    tries.length = 0;
    await vi.advanceTimersByTimeAsync(60_000);
    // The next poll (a minute after the last failure) succeeds; from then on, every interval.
    expect(tries).toEqual([
      250_000, 255_000, 260_000, 265_000, 270_000, 275_000, 280_000, 285_000, 290_000, 295_000, 300_000,
    ]);
  });

  it('tries at once when woken after a message was written, backing off or not', async () => {
    const database = { away: true };
    const { round, tries } = roundAgainst(database);
    startDeliveryWorker(round, silent);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(tries).toEqual([0]);
    database.away = false;
    wakeDeliveryWorker();
    await vi.advanceTimersByTimeAsync(0);
    expect(tries).toEqual([0, 1_000]);
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(tries).toHaveLength(3);
  });
});
