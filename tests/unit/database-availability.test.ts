import {
  type DatabaseConnection,
  type Driver,
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  sql,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import { AvailabilityWatchingDialect, DATABASE_UNAVAILABLE } from '@/server/db/database-availability';
import {
  markRequestsWhenDatabaseUnavailable,
  type RequestContext,
  runWithRequestContext,
} from '@/server/http/request-context';

/** A database whose every query fails with `error`. */
function failingDatabase(error: Error) {
  const connection: DatabaseConnection = {
    executeQuery: async () => {
      throw error;
    },
    // biome-ignore lint/correctness/useYield: it fails before the first row.
    streamQuery: async function* () {
      throw error;
    },
  };
  const driver: Driver = {
    init: async () => {},
    acquireConnection: async () => connection,
    beginTransaction: async () => {},
    commitTransaction: async () => {},
    rollbackTransaction: async () => {},
    releaseConnection: async () => {},
    destroy: async () => {},
  };
  return new Kysely<unknown>({
    dialect: new AvailabilityWatchingDialect({
      createDriver: () => driver,
      createQueryCompiler: () => new SqliteQueryCompiler(),
      createAdapter: () => new SqliteAdapter(),
      createIntrospector: (db) => new SqliteIntrospector(db),
    }),
  });
}

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
const context = (): RequestContext => ({ requestId: 'r', databaseUnavailable: false });

describe('[DB] an unreachable database', () => {
  it('marks the error for the error page, and, once the server listens, the request it was made for', async () => {
    const outside = refused();
    await expect(sql`select 1`.execute(failingDatabase(outside))).rejects.toBe(outside);
    expect((outside as { digest?: string }).digest).toBe(DATABASE_UNAVAILABLE);

    markRequestsWhenDatabaseUnavailable();
    const unavailable = context();
    await runWithRequestContext(unavailable, () =>
      expect(sql`select 1`.execute(failingDatabase(refused()))).rejects.toThrow(/ECONNREFUSED/),
    );
    expect(unavailable.databaseUnavailable).toBe(true);

    // Another failure is a bug, not an outage: the request is not marked.
    const broken = context();
    const bug = new Error('no such column: nme');
    await runWithRequestContext(broken, () => expect(sql`select 1`.execute(failingDatabase(bug))).rejects.toBe(bug));
    expect(broken.databaseUnavailable).toBe(false);
    expect((bug as { digest?: string }).digest).toBeUndefined();
    // Outside any request nothing is marked, and nothing breaks.
    await expect(sql`select 1`.execute(failingDatabase(refused()))).rejects.toThrow(/ECONNREFUSED/);
  });
});
