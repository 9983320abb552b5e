import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { subscribe } from 'node:diagnostics_channel';
import { DATABASE_UNAVAILABLE_CHANNEL } from '../db/database-availability';

/**
 * What the server knows about the request being handled, for log lines and the
 * error page. The production server (scripts/serve.ts) opens the context; code
 * bundled by Next.js reads it. Both must see the same store, and they load this
 * file as two separate modules, so the store lives on globalThis.
 */
export type RequestContext = {
  requestId: string;
  /**
   * When the server took the request (Date.now()). Next.js's cache handler keeps
   * nothing a request made if content changed since it started
   * (src/server/cache/next-cache-handler.mjs reads it through the same store).
   */
  startedAt?: number;
  /** Set when the database could not be reached or was busy: the answer becomes 503. */
  databaseUnavailable: boolean;
  /**
   * Set by a page whose answer this time is for this visitor only (the help page's
   * "too many questions"): no cache may keep it, though the page is otherwise shared.
   */
  keepPrivate?: boolean;
  /** Set by the server when this render is a page template's, filled in per visitor (page-template.ts). */
  renderTemplate?: boolean;
};

const STORE_KEY = Symbol.for('aquaculture-site.request-context');
const globalStore = globalThis as unknown as { [STORE_KEY]?: AsyncLocalStorage<RequestContext> };

function store(): AsyncLocalStorage<RequestContext> {
  globalStore[STORE_KEY] ??= new AsyncLocalStorage<RequestContext>();
  return globalStore[STORE_KEY];
}

export function runWithRequestContext<Result>(context: RequestContext, body: () => Result): Result {
  return store().run(context, body);
}

export function currentRequestContext(): RequestContext | undefined {
  return store().getStore();
}

/**
 * From now on, a request during which the database could not be reached or was
 * busy (src/server/db/database-availability.ts says so on its channel) is marked
 * `databaseUnavailable`: its answer becomes 503. Called once by the server.
 */
export function markRequestsWhenDatabaseUnavailable(): void {
  subscribe(DATABASE_UNAVAILABLE_CHANNEL, () => {
    const context = currentRequestContext();
    if (context) context.databaseUnavailable = true;
  });
}

/** This request's page must not be kept by any cache (see RequestContext.keepPrivate). */
export function keepResponsePrivate(): void {
  const context = currentRequestContext();
  if (context) context.keepPrivate = true;
}

/** A proxy's id (nginx's $request_id) is kept when it looks like one; anything else is replaced. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^[A-Za-z0-9-]{8,64}$/.test(value) ? value : randomUUID();
}
