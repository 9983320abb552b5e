import { channel } from 'node:diagnostics_channel';
import type {
  CompiledQuery,
  DatabaseConnection,
  DatabaseIntrospector,
  Dialect,
  DialectAdapter,
  Driver,
  Kysely,
  QueryCompiler,
  QueryResult,
  TransactionSettings,
} from 'kysely';

/**
 * When the database cannot be reached (PostgreSQL stopped, a connection cut) or
 * stays busy (SQLite locked past its timeout, disk full), the failing error is
 * marked so that the page answers 503 with a clear message instead of a generic
 * 500: the error page reads the digest; the failure is also published on
 * DATABASE_UNAVAILABLE_CHANNEL, where the server (scripts/serve-worker.ts, through
 * src/server/http/request-context.ts) marks the request it was made for. This
 * layer knows nothing of requests. Nothing is retried here; a transaction that
 * failed was rolled back by the database, and the next request opens a new connection.
 */
export const DATABASE_UNAVAILABLE = 'DATABASE_UNAVAILABLE';

/**
 * A channel of node:diagnostics_channel, named so that every copy of this module
 * (the server's and the one bundled by Next.js) publishes on the same one. Its
 * subscribers run synchronously, inside the failing query's async context.
 */
export const DATABASE_UNAVAILABLE_CHANNEL = 'aquaculture-site.database-unavailable';
const unavailable = channel(DATABASE_UNAVAILABLE_CHANNEL);

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down)
  '53300', // too_many_connections
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  'SQLITE_FULL',
  'SQLITE_CANTOPEN',
]);

export function isDatabaseUnavailableError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (UNAVAILABLE_CODES.has(code) || code.startsWith('08') || code.startsWith('SQLITE_IOERR')) return true;
  }
  const text = typeof message === 'string' ? message : '';
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
    text,
  );
}

function marked(error: unknown): unknown {
  if (isDatabaseUnavailableError(error)) {
    // Next.js keeps a digest it finds on an error and hands it to the error page.
    (error as { digest?: string }).digest = DATABASE_UNAVAILABLE;
    if (unavailable.hasSubscribers) unavailable.publish(error);
  }
  return error;
}

async function watched<Result>(operation: () => Promise<Result>): Promise<Result> {
  try {
    return await operation();
  } catch (error) {
    throw marked(error);
  }
}

class WatchedConnection implements DatabaseConnection {
  constructor(readonly inner: DatabaseConnection) {}

  executeQuery<Row>(query: CompiledQuery): Promise<QueryResult<Row>> {
    return watched(() => this.inner.executeQuery<Row>(query));
  }

  async *streamQuery<Row>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<Row>> {
    try {
      yield* this.inner.streamQuery<Row>(query, chunkSize);
    } catch (error) {
      throw marked(error);
    }
  }
}

const innerOf = (connection: DatabaseConnection) =>
  connection instanceof WatchedConnection ? connection.inner : connection;

class WatchedDriver implements Driver {
  constructor(private readonly inner: Driver) {}

  init(): Promise<void> {
    return watched(() => this.inner.init());
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new WatchedConnection(await watched(() => this.inner.acquireConnection()));
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return watched(() => this.inner.beginTransaction(innerOf(connection), settings));
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return watched(() => this.inner.commitTransaction(innerOf(connection)));
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return watched(() => this.inner.rollbackTransaction(innerOf(connection)));
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection(innerOf(connection));
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/** The dialect with every failure watched for an unreachable or busy database. */
export class AvailabilityWatchingDialect implements Dialect {
  constructor(private readonly inner: Dialect) {}

  createDriver(): Driver {
    return new WatchedDriver(this.inner.createDriver());
  }

  createQueryCompiler(): QueryCompiler {
    return this.inner.createQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    return this.inner.createAdapter();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return this.inner.createIntrospector(db);
  }
}
