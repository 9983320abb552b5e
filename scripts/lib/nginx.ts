import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

const repositoryRoot = path.resolve(import.meta.dirname, '../..');
export const SITE_CONFIG = path.join(repositoryRoot, 'deploy', 'nginx', 'aquaculture-site.conf');

/** Debian's nginx (`apt-get install nginx-light`), or NGINX_PATH. Shared by the production tests and the bench. */
export function nginxPath(): string {
  const binary = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
  if (!existsSync(binary)) {
    throw new Error(
      `nginx not found at ${binary}. Install it (Debian: apt-get install nginx-light) or set NGINX_PATH.`,
    );
  }
  return binary;
}

export type SitePorts = { upstream: number; redirect: number; https: number };

/**
 * The shipped deploy/nginx/aquaculture-site.conf with its install-specific
 * strings (listed at the top of that file) replaced for a test on this machine.
 * Each must be found: if the shipped file changes shape, this fails rather than
 * testing something else.
 */
export function renderSiteConfig(options: { prefix: string; siteRoot: string; ports: SitePorts }): string {
  const { prefix, siteRoot, ports } = options;
  if (/\s/.test(siteRoot) || /\s/.test(prefix))
    throw new Error('Paths with spaces cannot go into the nginx test config.');
  const replacements: [string, string][] = [
    ['/srv/aquaculture-site', siteRoot],
    ['127.0.0.1:3000', `127.0.0.1:${ports.upstream}`],
    ['/var/cache/nginx/aquaculture-site', path.join(prefix, 'cache')],
    ['/var/log/nginx/', `${path.join(prefix, 'logs')}/`],
    ['/var/www/letsencrypt', path.join(prefix, 'acme')],
    ['/etc/letsencrypt/live/www.example.com', path.join(prefix, 'tls')],
    ['listen [::]:80;', ''],
    ['listen [::]:443 ssl http2;', ''],
    ['listen 80;', `listen 127.0.0.1:${ports.redirect};`],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${ports.https} ssl http2;`],
  ];
  let text = readFileSync(SITE_CONFIG, 'utf8');
  for (const [from, to] of replacements) {
    if (!text.includes(from))
      throw new Error(`${SITE_CONFIG} no longer contains "${from}"; update scripts/lib/nginx.ts.`);
    text = text.split(from).join(to);
  }
  return text;
}

/** A self-signed certificate for localhost where the shipped config expects certbot's files. */
function makeCertificate(folder: string): void {
  mkdirSync(folder, { recursive: true });
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      path.join(folder, 'privkey.pem'),
      '-out',
      path.join(folder, 'fullchain.pem'),
    ],
    { stdio: 'pipe' },
  );
}

export type NginxOptions = {
  /** Where the production server listens. */
  upstreamPort: number;
  /** The checkout whose .next/ and public/ nginx serves; this repository by default. */
  siteRoot?: string;
  /** Extra directives inside the plain-HTTP server, before the shared locations (the bench's static file). */
  plainServerExtra?: string;
  workerProcesses?: number | 'auto';
};

export type Nginx = {
  /** The plain-HTTP server: the TLS server's locations without TLS. */
  plainUrl: string;
  /** The shipped TLS server (self-signed certificate). */
  httpsUrl: string;
  /** The shipped http server (redirects to https). */
  redirectUrl: string;
  prefix: string;
  configFile: string;
  process: ChildProcess;
  errorLog: () => string;
  stop: () => Promise<void>;
};

/**
 * Writes a test nginx.conf around the shipped site config (temporary folders,
 * free ports, a self-signed certificate) plus a plain-HTTP server including the
 * same locations file; `nginx -t` checks it. Returns the paths without starting.
 */
export async function prepareNginx(options: NginxOptions) {
  const siteRoot = options.siteRoot ?? repositoryRoot;
  const prefix = mkdtempSync(path.join(tmpdir(), 'site-nginx-'));
  // Run as root, nginx's workers are `nobody`: they must reach the cache and temp folders.
  chmodSync(prefix, 0o755);
  for (const folder of ['logs', 'temp', 'acme']) mkdirSync(path.join(prefix, folder));
  makeCertificate(path.join(prefix, 'tls'));
  const ports = { upstream: options.upstreamPort, redirect: await freePort(), https: await freePort() };
  const plainPort = await freePort();
  writeFileSync(path.join(prefix, 'aquaculture-site.conf'), renderSiteConfig({ prefix, siteRoot, ports }));
  const temp = (name: string) => `${name}_temp_path ${path.join(prefix, 'temp', name)};`;
  const configFile = path.join(prefix, 'nginx.conf');
  writeFileSync(
    configFile,
    `# Written by scripts/lib/nginx.ts for a test; see deploy/nginx/aquaculture-site.conf.
worker_processes ${options.workerProcesses ?? 'auto'};
error_log ${path.join(prefix, 'logs', 'error.log')} warn;
events {
    worker_connections 1024;
}
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    tcp_nopush on;
    ${temp('client_body')}
    ${temp('proxy')}
    ${temp('fastcgi')}
    ${temp('uwsgi')}
    ${temp('scgi')}

    include ${path.join(prefix, 'aquaculture-site.conf')};

    # The shipped TLS server without TLS (same two lines at its end).
    server {
        listen 127.0.0.1:${plainPort};
        server_name localhost;
        access_log ${path.join(prefix, 'logs', 'plain.access.log')} aquaculture_site;
        ${options.plainServerExtra ?? ''}
        set $aquaculture_root ${siteRoot};
        include ${siteRoot}/deploy/nginx/aquaculture-site.locations.conf;
    }
}
`,
  );
  return {
    prefix,
    configFile,
    plainUrl: `http://127.0.0.1:${plainPort}`,
    httpsUrl: `https://127.0.0.1:${ports.https}`,
    redirectUrl: `http://127.0.0.1:${ports.redirect}`,
    ports: [plainPort, ports.https, ports.redirect],
  };
}

/** `nginx -t` on a config file: whether it passed, and what nginx said. */
export function checkNginxConfig(prefix: string, configFile: string): { ok: boolean; output: string } {
  const result = spawnSync(
    nginxPath(),
    ['-t', '-p', prefix, '-c', configFile, '-e', path.join(prefix, 'logs', 'error.log'), '-g', nginxGlobals(prefix)],
    { encoding: 'utf8' },
  );
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

function nginxGlobals(prefix: string): string {
  return `daemon off; pid ${path.join(prefix, 'nginx.pid')};`;
}

async function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Prepares, checks (`nginx -t`) and starts a test nginx in the foreground; waits until its ports answer. */
export async function startNginx(options: NginxOptions): Promise<Nginx> {
  const prepared = await prepareNginx(options);
  const { prefix, configFile } = prepared;
  const errorLog = () => {
    const file = path.join(prefix, 'logs', 'error.log');
    return existsSync(file) ? readFileSync(file, 'utf8') : '';
  };
  const check = checkNginxConfig(prefix, configFile);
  if (!check.ok) throw new Error(`nginx -t failed:\n${check.output}`);
  const child = spawn(
    nginxPath(),
    ['-p', prefix, '-c', configFile, '-e', path.join(prefix, 'logs', 'error.log'), '-g', nginxGlobals(prefix)],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`nginx stopped:\n${errorLog()}`);
    const up = await Promise.all(prepared.ports.map(listening));
    if (up.every(Boolean)) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not listen within 30 s:\n${errorLog()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    ...prepared,
    process: child,
    errorLog,
    stop: async () => {
      // SIGTERM to the master (the process started here) ends its workers too.
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
