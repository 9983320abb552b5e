import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

/**
 * SQLite keeps timestamps as ISO-8601 text; PostgreSQL returns Date. This plugin,
 * installed on SQLite only, turns every `*_at` column back into a Date so both
 * engines return the same type. The naming rule is the contract: every timestamp
 * column of our own tables ends in `_at`.
 */
export class SqliteTimestampsPlugin implements KyselyPlugin {
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    for (const row of args.result.rows) {
      for (const key of Object.keys(row)) {
        const value = row[key];
        if (typeof value === 'string' && key.endsWith('_at')) row[key] = new Date(value);
      }
    }
    return args.result;
  }
}
