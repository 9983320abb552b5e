import { isDatabaseUnavailableError } from '../db/database-availability';
import { getLogger } from '../logger';
import { isAppError } from './app-error';

/** Route handlers answer expected failures with their status, anything else with a logged 500. */
export function errorResponse(error: unknown): Response {
  if (isAppError(error)) {
    return Response.json({ error: error.code }, { status: error.status, headers: { 'Cache-Control': 'no-store' } });
  }
  if (isDatabaseUnavailableError(error)) {
    getLogger().warn({ err: error }, 'route failed: the database is unavailable');
    return Response.json(
      { error: 'UNAVAILABLE' },
      { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': '30' } },
    );
  }
  getLogger().error({ err: error }, 'route failed');
  return Response.json({ error: 'INTERNAL' }, { status: 500, headers: { 'Cache-Control': 'no-store' } });
}
