import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/lib/free-port';

const root = path.resolve(import.meta.dirname, '../..');

export function temporaryDataDir(label = 'site-production-'): string {
  return mkdtempSync(path.join(tmpdir(), label));
}

export type ProductionServer = {
  baseUrl: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  /** Everything the server printed (stdout and stderr), for assertions on logs. */
  output: () => string;
  /**
   * Sends a signal (SIGTERM by default) to the server's whole process group, as
   * systemd does, and waits for `npm start`'s process to end; returns its exit code.
   */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

export type StartOptions = {
  dataDir?: string;
  port?: number;
  /**
   * Extra environment; DATABASE_URL is cleared unless given here. TRUST_PROXY is
   * on unless given here: the tests speak for many visitors through
   * X-Forwarded-For, as nginx does for the real ones (nextAddress() in site-client.ts).
   */
  env?: Record<string, string>;
};

/**
 * Starts the production server as `npm start` does (migrations, demo seed, the
 * existing build or a new one) on a free port with its own DATA_DIR, and waits
 * until /api/health answers 200.
 */
export async function startProductionServer(options: StartOptions = {}): Promise<ProductionServer> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? temporaryDataDir();
  const baseUrl = `http://localhost:${port}`;
  let output = '';
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      BASE_URL: baseUrl,
      DATABASE_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: a signal reaches `next start` too, even SIGKILL.
    detached: true,
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const deadline = Date.now() + 600_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The production server stopped before it answered:\n${output.slice(-4000)}`);
    }
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
      throw new Error(`The production server did not answer within 10 minutes:\n${output.slice(-4000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    baseUrl,
    port,
    dataDir,
    process: child,
    output: () => output,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null && child.pid) {
        try {
          process.kill(-child.pid, signal);
        } catch {
          // already gone
        }
      }
      return exited;
    },
  };
}
