import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProductionServer, startProductionServer } from './production-server';
import { createUser, getOnNewConnection, postFormAction, signIn } from './site-client';

/**
 * `npm start` on every core: one process per worker (WEB_CONCURRENCY), sharing
 * the port. What an admin changes through one worker must show at once through
 * every other, though each keeps its own cache of pages (and Next.js its own
 * tag manifest); a worker that dies is replaced; SIGTERM stops them all cleanly.
 */

/** The pids of the server processes (scripts/serve.ts; not tsx's esbuild) whose parent is `parent`. */
function childrenOf(parent: number): number[] {
  return execFileSync('ps', ['-eo', 'pid=,ppid=,args='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([, ppid, ...args]) => Number(ppid) === parent && args.join(' ').includes('scripts/serve.ts'))
    .map(([pid]) => Number(pid));
}

/** The cluster's primary (scripts/serve.ts, started by scripts/start.mjs) and its workers. */
function processes(server: ProductionServer): { primary: number; workers: number[] } {
  const [primary] = childrenOf(server.process.pid ?? 0);
  if (!primary) throw new Error('No production server process under npm start.');
  return { primary, workers: childrenOf(primary) };
}

describe('[PRODUCTION][CLUSTER] the server on every core', () => {
  let server: ProductionServer;
  const email = 'cluster-admin@example.in';
  const password = `Cluster-admin-${randomBytes(6).toString('hex')}`;

  beforeAll(async () => {
    // Info lines too: each request's line names the worker that answered it.
    server = await startProductionServer({ env: { WEB_CONCURRENCY: '3', LOG_LEVEL: 'info' } });
    await createUser(server.dataDir, email, password, { admin: true });
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
  });

  it('runs one worker per WEB_CONCURRENCY, each answering', async () => {
    expect(processes(server).workers).toHaveLength(3);
    for (let index = 0; index < 9; index++) {
      expect((await getOnNewConnection(`${server.baseUrl}/api/health`)).status).toBe(200);
    }
    const workers = new Set(
      server
        .output()
        .split('\n')
        .filter((line) => line.includes('"path":"/api/health"'))
        .map((line) => (JSON.parse(line) as { worker?: number }).worker),
    );
    expect(workers).toEqual(new Set([1, 2, 3]));
  });

  it('shows a change made through one worker at once through every worker, though each kept the page', async () => {
    const about = `${server.baseUrl}/about`;
    // Every worker renders /about and keeps it.
    for (let index = 0; index < 12; index++) await getOnNewConnection(about);
    const kept = await Promise.all(Array.from({ length: 6 }, () => getOnNewConnection(about)));
    expect(kept.map((response) => response.headers['x-page-cache'])).toEqual(Array(6).fill('HIT'));

    // An admin adds a testimonial (the Server Action ends with a redirect to the list).
    const cookie = await signIn(server.baseUrl, email, password);
    const quote = `Cluster quote ${randomBytes(4).toString('hex')}`;
    const saved = await postFormAction({
      baseUrl: server.baseUrl,
      page: '/admin/testimonials',
      action: 'saveTestimonialAction',
      fields: { name: 'Cluster Farmer', role: 'Fish farmer', quote, bgColor: '' },
      cookie,
    });
    await saved.arrayBuffer();
    expect(saved.headers.get('x-action-redirect')).toContain('/admin/testimonials');

    // The very next loads, whichever worker answers: the new testimonial.
    const after = await Promise.all(Array.from({ length: 9 }, () => getOnNewConnection(about)));
    for (const response of after) {
      expect(response.status).toBe(200);
      expect(response.body).toContain(quote);
    }
  });

  it('replaces a worker that dies', async () => {
    const { workers } = processes(server);
    const [victim] = workers;
    process.kill(victim ?? 0, 'SIGKILL');
    const deadline = Date.now() + 60_000;
    while (processes(server).workers.length < 3 || processes(server).workers.includes(victim ?? 0)) {
      if (Date.now() > deadline) throw new Error('The dead worker was not replaced within a minute.');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    // The primary's line comes through a pipe: it may arrive after the new worker shows in the process list.
    await expect.poll(() => server.output(), { timeout: 10_000 }).toContain('a worker died: starting another');
    // A connection handed to the worker in the instant it died is lost (Node's cluster); every later one is answered.
    for (let index = 0; index < 6; index++) {
      expect((await getOnNewConnection(`${server.baseUrl}/api/health`)).status).toBe(200);
    }
  });

  it('stops every worker on SIGTERM, with exit code 0', async () => {
    const { primary, workers } = processes(server);
    expect(await server.stop('SIGTERM')).toBe(0);
    for (const pid of [primary, ...workers]) expect(() => process.kill(pid, 0)).toThrow();
  });
});

describe('[PRODUCTION][CLUSTER] workers that keep dying', () => {
  let server: ProductionServer;
  beforeAll(async () => {
    server = await startProductionServer({ env: { WEB_CONCURRENCY: '3' } });
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
  });

  it('stop the server with exit code 1 after five deaths within a minute, for systemd to start it again', async () => {
    const killed = new Set<number>();
    // Three at once, then two of their replacements: the fifth death stops the server, whose other worker is alive.
    const killWorkers = (count: number) => {
      const alive = processes(server).workers.filter((pid) => !killed.has(pid));
      for (const pid of alive.slice(0, count)) {
        killed.add(pid);
        process.kill(pid, 'SIGKILL');
      }
      return alive.length >= count;
    };
    killWorkers(3);
    await expect.poll(() => killWorkers(2), { timeout: 30_000 }).toBe(true);
    await expect.poll(() => server.process.exitCode, { timeout: 40_000 }).not.toBeNull();
    expect(await server.stop()).toBe(1);
    expect(server.output()).toContain('five workers died within a minute');
  });
});
