import { type ChildProcess, spawn } from 'node:child_process';
import { createClient } from '@redis/client';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { connectRedisCache, type RedisCache, redisNames } from '@/server/cache/redis-cache';
import { lastChangeAt, recordRevalidation } from '@/server/cache/revalidation-clock.mjs';
import { sharedEntries } from '@/server/cache/shared-entries.mjs';
import { freePort } from '../../scripts/lib/free-port';

/**
 * REDIS_URL with Redis away when the server starts (a restart of both, say): the
 * server must not wait for it, its cache must fall back at once, and once Redis
 * is up it must hear the other servers' changes and publish its own. A real
 * redis-server (the machine's) on a free port, started in the middle of the test.
 */
describe('[CACHE] Redis away when the server starts, then back', () => {
  const authSecret = 'redis-cache-test-secret-0123456789abcdef';
  const names = redisNames(authSecret, 'test-build');
  let cache: RedisCache | undefined;
  let redis: ChildProcess | undefined;
  let raw: ReturnType<typeof createClient> | undefined;

  afterAll(async () => {
    await cache?.close();
    await raw?.close();
    redis?.kill('SIGKILL');
  });

  it('starts without it, falls back while it is away, then hears and publishes changes', async () => {
    const port = await freePort();
    const url = `redis://127.0.0.1:${port}`;
    // Returns at once: nothing waits for Redis.
    cache = connectRedisCache({ url, authSecret, buildId: 'test-build', logger: pino({ level: 'silent' }) });
    const store = sharedEntries();
    expect(store).toBeDefined();
    await expect(store?.get('page')).rejects.toThrow();

    redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    raw = createClient({ url });
    raw.on('error', () => undefined);
    await expect
      .poll(
        () =>
          raw?.isReady
            ? true
            : raw?.connect().then(
                () => true,
                () => false,
              ),
        { timeout: 15_000 },
      )
      .toBe(true);

    // The server's client reconnects by itself (within its back-off) and serves entries from Redis.
    await expect
      .poll(
        () =>
          store?.set('page', 'kept', 60_000).then(
            () => true,
            () => false,
          ),
        { timeout: 15_000 },
      )
      .toBe(true);
    expect(await store?.get('page')).toBe('kept');

    // Another server's change reaches this process.
    const before = lastChangeAt();
    const change = { from: 'another-server', change: { tags: ['catalogue'] } };
    await expect
      .poll(
        async () => {
          await raw?.publish(names.channel, JSON.stringify(change));
          return lastChangeAt() > before;
        },
        { timeout: 15_000 },
      )
      .toBe(true);

    // A change made here is published and kept for servers that start later.
    await recordRevalidation({ tags: ['blog'] }, 'here');
    expect(JSON.parse((await raw.hGet(names.log, '["blog"]')) ?? '{}')).toEqual({ tags: ['blog'] });
  });
});
