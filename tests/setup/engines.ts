import type { DatabaseEngine } from '@/server/db/engine';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL points at a server. */
export function testEngines(): DatabaseEngine[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

export const TEMPLATE_SQLITE_ENV = 'SITE_TEST_SQLITE_TEMPLATE';
export const TEMPLATE_POSTGRES_ENV = 'SITE_TEST_POSTGRES_TEMPLATE';

/** The same server as TEST_DATABASE_URL, another database on it. */
export function postgresUrl(databaseName: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${databaseName}`;
  return url.toString();
}
