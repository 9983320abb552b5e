import { type ColumnDefinitionBuilder, type CreateTableBuilder, sql } from 'kysely';
import type { DatabaseEngine } from '../engine';

/** The few column shapes that differ between SQLite and PostgreSQL, in one place. */
export function columnTypes(engine: DatabaseEngine) {
  const sqlite = engine === 'sqlite';
  return {
    /** ISO-8601 text on SQLite (sortable, the format better-auth writes), timestamptz on PostgreSQL. */
    timestamp: sqlite ? ('text' as const) : ('timestamptz' as const),
    now: sqlite ? sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` : sql`now()`,
    boolean: sqlite ? ('integer' as const) : ('boolean' as const),
    real: sqlite ? ('real' as const) : ('double precision' as const),
    /** A CHECK that the text column holds a JSON array of strings' container. */
    jsonArrayCheck: (column: string) =>
      sqlite
        ? sql`json_valid(${sql.ref(column)}) and json_type(${sql.ref(column)}) = 'array'`
        : sql`jsonb_typeof(${sql.ref(column)}::jsonb) = 'array'`,
    id: (column: ColumnDefinitionBuilder) =>
      sqlite ? column.primaryKey().autoIncrement() : column.primaryKey().generatedByDefaultAsIdentity(),
  };
}

export type ColumnTypes = ReturnType<typeof columnTypes>;

/** Adds the `created_at` column every content table has. */
export function withCreatedAt<T extends string, C extends string>(table: CreateTableBuilder<T, C>, types: ColumnTypes) {
  return table.addColumn('created_at', types.timestamp, (c) => c.notNull().defaultTo(types.now));
}
