// `npm start`: migrate (and seed an empty database), build if the bundle is missing or
// stale, then serve on PORT. Plain JavaScript so it runs before anything is built.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nextEnv from '@next/env';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

/** Newest modification time under the inputs of the build. */
function newestInput() {
  const inputs = [
    'src',
    'messages',
    'public',
    'next.config.ts',
    'package.json',
    'package-lock.json',
    'postcss.config.mjs',
    'tsconfig.json',
  ];
  let newest = 0;
  const visit = (entry) => {
    if (!existsSync(entry)) return;
    const stats = statSync(entry);
    if (stats.isDirectory()) {
      for (const child of readdirSync(entry)) visit(path.join(entry, child));
    } else {
      newest = Math.max(newest, stats.mtimeMs);
    }
  };
  for (const input of inputs) visit(path.join(root, input));
  return newest;
}

/**
 * Prerendered pages carry absolute links (canonical, social previews) to BASE_URL,
 * so a new public origin needs a new build. Every localhost origin counts as one:
 * tests and benchmarks on other ports reuse the same build.
 */
nextEnv.loadEnvConfig(root, false, { info: () => {}, error: console.error });
function publicOrigin() {
  const port = process.env.PORT || '3000';
  const origin = new URL(process.env.BASE_URL || `http://localhost:${port}`).origin;
  return /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(origin) ? 'localhost' : origin;
}
const originMarker = path.join(root, '.next', 'site-origin');

function buildIsStale() {
  const buildId = path.join(root, '.next', 'BUILD_ID');
  if (!existsSync(buildId) || statSync(buildId).mtimeMs < newestInput()) return true;
  return !existsSync(originMarker) || readFileSync(originMarker, 'utf8') !== publicOrigin();
}

// The database comes first: pages may be prerendered from it during the build.
run(bin('tsx'), [path.join(root, 'scripts', 'db-setup.ts')]);
if (buildIsStale()) {
  console.log('Building the production bundle (missing or older than the sources)...');
  run(bin('next'), ['build']);
  writeFileSync(originMarker, publicOrigin());
}

// scripts/serve.ts: Next.js inside our own HTTP server (headers, request ids, graceful stop).
// Node itself runs it, with tsx only as a loader: the tsx command would stand between, and it
// turns a SIGTERM into a SIGKILL when the server does not acknowledge it within 30 ms (a busy
// moment), which cut requests under way.
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'serve.ts')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
