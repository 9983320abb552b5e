import { getDb } from '@/server/db';
import { checkHealth } from '@/server/health/check-health';
import { getLogger } from '@/server/logger';

export const dynamic = 'force-dynamic';

export async function GET() {
  let healthy = false;
  try {
    healthy = (await checkHealth(getDb())).healthy;
  } catch (error) {
    getLogger().error({ err: error }, 'health check could not open the database');
  }
  return Response.json(
    { status: healthy ? 'ok' : 'unavailable', database: healthy ? 'ok' : 'unreachable' },
    { status: healthy ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  );
}
