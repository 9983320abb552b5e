import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { subscribe } from 'node:diagnostics_channel';
import { DATABASE_UNAVAILABLE_CHANNEL } from '../db/database-availability';

/**
 * What the server knows about the request being handled. The server opens the context and code
 * bundled by Next.js reads it: they load this file apart, so the store lives on globalThis.
 */
export type RequestContext = {
  requestId: string;
  /** When the server took the request: the cache handler keeps nothing it made if content changed since. */
  startedAt?: number;
  /** The database could not be reached or was busy: the answer becomes 503. */
  databaseUnavailable: boolean;
  /** This answer is for this visitor only (the help page's "too many questions"): no cache keeps it. */
  keepPrivate?: boolean;
  /** This render is a page template's (page-template.ts). */
  renderTemplate?: boolean;
};

const STORE_KEY = Symbol.for('aquaculture-site.request-context');
const globalStore = globalThis as unknown as { [STORE_KEY]?: AsyncLocalStorage<RequestContext> };
globalStore[STORE_KEY] ??= new AsyncLocalStorage<RequestContext>();
const store = globalStore[STORE_KEY];

export function runWithRequestContext<Result>(context: RequestContext, body: () => Result): Result {
  return store.run(context, body);
}

export function currentRequestContext(): RequestContext | undefined {
  return store.getStore();
}

/** From now on, a request during which the database could not be reached or was busy is marked so. */
export function markRequestsWhenDatabaseUnavailable(): void {
  subscribe(DATABASE_UNAVAILABLE_CHANNEL, () => {
    const context = currentRequestContext();
    if (context) context.databaseUnavailable = true;
  });
}

export function keepResponsePrivate(): void {
  const context = currentRequestContext();
  if (context) context.keepPrivate = true;
}

/** A proxy's id (nginx's $request_id) is kept when it looks like one. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^[A-Za-z0-9-]{8,64}$/.test(value) ? value : randomUUID();
}
