// `npm start`: migrate (and seed an empty database), build if the bundle is missing or
// stale, then serve on PORT. Plain JavaScript so it runs before anything is built.
// `--build-only` stops before serving: an update builds its new release this way while
// the old one keeps serving (README, "Updating").
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

/**
 * `next build`, its output shown as usual and also kept in `.next/build-output.log`:
 * the production tests read it to prove the build prints no warning.
 */
async function build() {
  const output = [];
  const child = spawn(bin('next'), ['build'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk) => {
    output.push(chunk);
    process.stdout.write(chunk);
  });
  child.stderr.on('data', (chunk) => {
    output.push(chunk);
    process.stderr.write(chunk);
  });
  const code = await new Promise((resolve) => child.on('close', (status) => resolve(status ?? 1)));
  if (code !== 0) process.exit(code);
  writeFileSync(path.join(root, '.next', 'build-output.log'), Buffer.concat(output));
}

// Next.js asks nobody before it reports usage to Vercel; this site sends nothing anywhere.
process.env.NEXT_TELEMETRY_DISABLED = '1';
// The database comes first: pages may be prerendered from it during the build.
run(bin('tsx'), [path.join(root, 'scripts', 'db-setup.ts')]);
if (buildIsStale()) {
  console.log('Building the production bundle (missing or older than the sources)...');
  await build();
  writeFileSync(originMarker, publicOrigin());
}
if (process.argv.includes('--build-only')) {
  console.log('The production bundle is ready; not serving (--build-only).');
  process.exit(0);
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
