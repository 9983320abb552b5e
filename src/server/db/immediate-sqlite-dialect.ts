import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from 'kysely';

/**
 * SQLite with every transaction begun IMMEDIATE: it takes the write lock at its
 * start, waiting for it (busy_timeout) while another process writes. Kysely
 * begins DEFERRED: a transaction that reads, then writes after another process
 * (a second worker of the server, the outbox worker, a script) committed, gets
 * SQLITE_BUSY at once, without waiting, and the request failed with 503.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}
