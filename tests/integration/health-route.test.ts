import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

describe('GET /api/health', () => {
  const saved = { ...process.env };
  afterAll(() => {
    process.env = saved;
  });

  it('answers 503 when the database cannot be reached', async () => {
    // Nothing listens on port 1: the configured PostgreSQL is down.
    process.env.DATABASE_URL = 'postgres://postgres@127.0.0.1:1/site';
    process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'site-health-'));
    process.env.LOG_LEVEL = 'silent';
    process.env.BASE_URL = '';
    const { GET } = await import('@/app/api/health/route');
    const response = await GET();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'unavailable', database: 'unreachable' });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
