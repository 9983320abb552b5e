import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProductionServer, startProductionServer } from './production-server';

describe('[PRODUCTION] the server starts and stops cleanly', () => {
  let server: ProductionServer;
  beforeAll(async () => {
    server = await startProductionServer();
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
  });

  it('serves the home page and its health', async () => {
    const home = await fetch(`${server.baseUrl}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toContain('text/html');
    const health = await fetch(`${server.baseUrl}/api/health`);
    expect(await health.json()).toMatchObject({ status: 'ok' });
  });

  it('ends with exit code 0 on SIGTERM', async () => {
    expect(await server.stop('SIGTERM')).toBe(0);
  });
});
