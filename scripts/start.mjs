// `npm start`: migrate (and seed an empty database), build if the bundle is missing or
// stale, then serve on PORT. Plain JavaScript so it runs before anything is built.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

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

function buildIsStale() {
  const buildId = path.join(root, '.next', 'BUILD_ID');
  return !existsSync(buildId) || statSync(buildId).mtimeMs < newestInput();
}

// The database comes first: pages may be prerendered from it during the build.
run(bin('tsx'), [path.join(root, 'scripts', 'db-setup.ts')]);
if (buildIsStale()) {
  console.log('Building the production bundle (missing or older than the sources)...');
  run(bin('next'), ['build']);
}

const port = process.env.PORT || '3000';
const server = spawn(bin('next'), ['start', '--port', port], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
