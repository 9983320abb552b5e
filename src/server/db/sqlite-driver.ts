import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

/**
 * The SQLite driver for the Node that runs us (decision 025): better-sqlite3 13
 * on Node 22 and newer, 12 on Node 20. From Node 24.19 on, a better-sqlite3 12
 * statement or database collected by the garbage collector outside JavaScript
 * aborts the process (`Assertion failed: (env) != nullptr`); 13 is built on
 * Node-API and does not, but it needs Node 22 (it crashes on Node 20). Both are
 * installed (13 under the alias `better-sqlite3-13`, with prebuilt binaries);
 * only the one chosen here is ever loaded. Their API is the same.
 */
const require = createRequire(import.meta.url);
const nodeMajor = Number(process.versions.node.split('.')[0]);

// Literal names, so that the bundler sees both packages (and keeps them external).
const SqliteDatabase: typeof BetterSqlite3 = nodeMajor >= 22 ? require('better-sqlite3-13') : require('better-sqlite3');
export default SqliteDatabase;
export type { Database as SqliteConnection } from 'better-sqlite3';
