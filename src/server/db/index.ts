import 'server-only';
import { getConfig } from '../config';
import { createDatabase, type DatabaseHandle, locationFromConfig } from './create-database';

const globalForDatabase = globalThis as unknown as { siteDatabase?: DatabaseHandle };

/** The process-wide database (kept on globalThis so dev reloads do not open a new pool each time). */
export function getDatabase(): DatabaseHandle {
  globalForDatabase.siteDatabase ??= createDatabase(locationFromConfig(getConfig()));
  return globalForDatabase.siteDatabase;
}

export function getDb() {
  return getDatabase().db;
}
