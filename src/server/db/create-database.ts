import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { AvailabilityWatchingDialect } from './database-availability';
import type { DatabaseEngine } from './engine';
import { ImmediateSqliteDialect } from './immediate-sqlite-dialect';
import type { Database } from './schema';
import SqliteDatabase, { type SqliteConnection } from './sqlite-driver';
import { SqliteTimestampsPlugin } from './timestamps-plugin';

export type DatabaseHandle = {
  db: Kysely<Database>;
  engine: DatabaseEngine;
};

export type DatabaseLocation = { databaseUrl: string } | { sqliteFile: string };

/** `DATABASE_URL` when set, otherwise the SQLite file in `DATA_DIR`. */
export function locationFromConfig(config: { databaseUrl: string | undefined; dataDir: string }): DatabaseLocation {
  return config.databaseUrl
    ? { databaseUrl: config.databaseUrl }
    : { sqliteFile: path.join(config.dataDir, 'site.db') };
}

export function createDatabase(location: DatabaseLocation): DatabaseHandle {
  if ('databaseUrl' in location) {
    // A server that cannot be reached fails the request after 5 s rather than holding it open.
    const pool = new pg.Pool({
      connectionString: location.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5000,
      types: pgTypes,
    });
    // An idle connection the server closes (restart, failover, a dropped database)
    // emits 'error' on the pool; unhandled, that would crash the whole process.
    // The pool opens a new connection for the next query, so a warning is enough.
    pool.on('error', (error) => {
      console.warn(`PostgreSQL closed an idle connection: ${error.message}`);
    });
    return {
      db: new Kysely<Database>({ dialect: new AvailabilityWatchingDialect(new PostgresDialect({ pool })) }),
      engine: 'postgres',
    };
  }
  mkdirSync(path.dirname(location.sqliteFile), { recursive: true });
  const sqlite = openSqlite(location.sqliteFile);
  return {
    db: new Kysely<Database>({
      dialect: new AvailabilityWatchingDialect(new ImmediateSqliteDialect({ database: sqlite })),
      plugins: [new SqliteTimestampsPlugin()],
    }),
    engine: 'sqlite',
  };
}

export function openSqlite(file: string): SqliteConnection {
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // An order the site has acknowledged must survive a power cut.
  sqlite.pragma('synchronous = FULL');
  return sqlite;
}

/**
 * COUNT(*) and other int8 values come back from pg as strings; counts here are far
 * below 2^53, so read them as numbers, as SQLite does.
 */
const INT8_OID = 20;
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === INT8_OID && format !== 'binary') return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  }) as typeof pg.types.getTypeParser,
};
