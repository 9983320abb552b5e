import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
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

  it('was built without a warning and says nothing of telemetry', () => {
    // scripts/start.mjs keeps what `next build` printed; the build the tests run is the one it made.
    const next = path.resolve(import.meta.dirname, '../../.next');
    const log = path.join(next, 'build-output.log');
    expect(existsSync(log), 'the bundle was built by npm start (scripts/start.mjs)').toBe(true);
    expect(statSync(log).mtimeMs).toBeGreaterThanOrEqual(statSync(path.join(next, 'BUILD_ID')).mtimeMs);
    const printed = readFileSync(log, 'utf8');
    expect(printed).toContain('Compiled successfully');
    expect(printed.split('\n').filter((line) => /warn|telemetry/i.test(line))).toEqual([]);
    expect(server.output()).not.toMatch(/telemetry/i);
  });

  it('ends with exit code 0 on SIGTERM', async () => {
    expect(await server.stop('SIGTERM')).toBe(0);
  });
});
