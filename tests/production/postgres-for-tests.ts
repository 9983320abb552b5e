import { randomBytes } from 'node:crypto';
import { connect, createServer, type Server, type Socket } from 'node:net';
import pg from 'pg';

/** The machine's PostgreSQL (TEST_DATABASE_URL); production tests that need it are skipped without it. */
export const adminUrl = process.env.TEST_DATABASE_URL;

/** An empty database of its own; the server's start migrates and seeds it. */
export async function createEmptyPostgresDatabase(): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = `site_production_${randomBytes(6).toString('hex')}`;
  await withAdmin((admin) => admin.query(`create database ${name}`));
  return {
    name,
    drop: async () => {
      await withAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}

export function databaseUrl(name: string, port?: number): string {
  const url = new URL(adminUrl ?? '');
  url.pathname = `/${name}`;
  if (port) {
    url.hostname = '127.0.0.1';
    url.port = String(port);
  }
  return url.toString();
}

async function withAdmin<T>(body: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await body(admin);
  } finally {
    await admin.end();
  }
}

/**
 * A TCP relay in front of PostgreSQL. `cut()` closes every connection and stops
 * listening, as a stopped or unreachable server looks to the site; `restore()`
 * listens again on the same port. (Stopping the machine's PostgreSQL itself would
 * break every other test running on it.)
 */
export async function startRelay(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer((client) => {
        const upstream = connect(target.port, target.host);
        sockets.add(client);
        sockets.add(upstream);
        client.pipe(upstream).pipe(client);
        const close = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        client.on('error', close);
        upstream.on('error', close);
        client.on('close', close);
        upstream.on('close', close);
      });
      server.on('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const address = server?.address();
        port = typeof address === 'object' && address ? address.port : port;
        resolve();
      });
    });

  await listen();
  return {
    port,
    cut: async () => {
      await new Promise<void>((resolve) => {
        server?.close(() => resolve());
        for (const socket of sockets) socket.destroy();
        sockets.clear();
      });
    },
    restore: listen,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => (server?.listening ? server.close(() => resolve()) : resolve()));
    },
  };
}
