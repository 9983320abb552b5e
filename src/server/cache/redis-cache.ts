import { createHash, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { createClient } from '@redis/client';
import type { Logger } from 'pino';
import { onRevalidation, type Revalidation, recordRevalidation } from './revalidation-clock.mjs';
import { setSharedEntries } from './shared-entries.mjs';

/**
 * With REDIS_URL, what several servers share: the revalidations and Next.js's cache
 * entries (docs/caching.md §2–3). Redis is never waited for: each command has half a second.
 */
type Message = { from: string; change: Revalidation };

const COMMAND_TIMEOUT_MS = 500;

export type RedisCache = { close: () => Promise<void> };

/** A digest of AUTH_SECRET: two sites on one Redis never mix. */
export function redisNames(authSecret: string, buildId: string) {
  const namespace = `aquaculture-site:${createHash('sha256').update(authSecret).digest('hex').slice(0, 16)}`;
  return {
    channel: `${namespace}:revalidations`,
    log: `${namespace}:revalidation-log`,
    entries: `${namespace}:next-cache:${buildId}:`,
  };
}

export function connectRedisCache(options: {
  url: string;
  authSecret: string;
  buildId: string;
  logger: Logger;
}): RedisCache {
  const { channel, log, entries } = redisNames(options.authSecret, options.buildId);
  const instance = randomUUID();
  const logger = options.logger.child({ module: 'redis-cache' });

  const client = createClient({
    url: options.url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries: number) => Math.min(250 * 2 ** retries, 5_000) },
  });
  const subscriber = client.duplicate();
  let lastError = 0;
  const reportError = (error: unknown) => {
    if (Date.now() - lastError < 60_000) return;
    lastError = Date.now();
    logger.error({ err: error }, 'Redis is unreachable: pages and data are kept on this server only until it is back');
  };
  client.on('error', reportError);
  subscriber.on('error', reportError);

  const late = () =>
    sleep(COMMAND_TIMEOUT_MS, undefined, { ref: false }).then(() =>
      Promise.reject(new Error('Redis: no answer in time')),
    );
  const withTimeout = <Result>(command: Promise<Result>): Promise<Result> => Promise.race([command, late()]);

  // What was revalidated while this process was away (or before it started) counts as new now.
  const catchUp = async () => {
    const kept = await withTimeout(client.hGetAll(log)).catch(() => ({}));
    for (const text of Object.values(kept))
      void recordRevalidation(JSON.parse(String(text)) as Revalidation, 'elsewhere');
  };
  client.on('ready', () => void catchUp());
  // Once (the client resubscribes after a reconnection); then the log again, for what came before.
  let subscribed = false;
  subscriber.on('ready', () => {
    if (subscribed) return;
    subscribed = true;
    subscriber
      .subscribe(channel, (text) => {
        const message = JSON.parse(text) as Message;
        if (message.from !== instance) void recordRevalidation(message.change, 'elsewhere');
      })
      .then(catchUp, (error: unknown) => {
        subscribed = false;
        reportError(error);
      });
  });

  const stopListening = onRevalidation(async (change, origin) => {
    if (origin !== 'here') return;
    const message: Message = { from: instance, change };
    await withTimeout(
      client
        .multi()
        .hSet(log, JSON.stringify(change.tags), JSON.stringify(change))
        .publish(channel, JSON.stringify(message))
        .exec(),
    ).catch(reportError);
  });

  // Not awaited: while Redis is away the client retries by itself.
  void client.connect().catch(reportError);
  void subscriber.connect().catch(reportError);

  setSharedEntries({
    get: (key) => withTimeout(client.get(`${entries}${key}`)),
    set: async (key, value, ttlMs) => {
      await withTimeout(client.set(`${entries}${key}`, value, { expiration: { type: 'PX', value: ttlMs } }));
    },
  });

  return {
    close: async () => {
      stopListening();
      setSharedEntries(undefined);
      await Promise.allSettled([client.close(), subscriber.close()]);
    },
  };
}
