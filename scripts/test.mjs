// `npm test`: every test, in order: lint, type-check, unit and integration (Vitest),
// browser (Playwright against the production build). Every step runs even when an
// earlier one failed, so one run shows everything; the exit code is non-zero if any failed.
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const results = path.join(root, 'reports');

const steps = [
  ['lint', bin('biome'), ['check', '.']],
  ['type-check', bin('tsc'), ['--noEmit']],
  ['unit and integration', bin('vitest'), ['run']],
  // One production build (if the sources changed) for the browser and production steps, which
  // start several servers at once: none of them may find it missing and build it too.
  ['build', process.execPath, [path.join(root, 'scripts', 'start.mjs'), '--build-only']],
  ['browser', bin('playwright'), ['test']],
  // Against the same production build: crashes, backups, probes. CI runs them once, on
  // Node 24, the production runtime (SKIP_PRODUCTION_TESTS=1; decision 023).
  ...(process.env.SKIP_PRODUCTION_TESTS === '1'
    ? []
    : [['production', bin('vitest'), ['run', '--config', 'vitest.production.config.ts']]]),
];
const expectProduction = steps.some(([name]) => name === 'production');

// Every step that builds or runs Next.js (the browser tests' `npm start`) reports nothing to Vercel.
process.env.NEXT_TELEMETRY_DISABLED = '1';
rmSync(results, { recursive: true, force: true });
const failed = [];
for (const [name, command, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: stepEnv(name) });
  if (result.status !== 0) failed.push(name);
  recordStepTime(name, started, result.status);
}

/** The build step migrates a database of its own (pages may be prerendered from it), never ./data. */
function stepEnv(name) {
  if (name !== 'build') return process.env;
  return { ...process.env, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'site-build-')), DATABASE_URL: '', BASE_URL: '' };
}

/** .ci/run prints every step's time at the end (CI_STEP_TIMES: a tab-separated file it reads). */
function recordStepTime(name, started, status) {
  const file = process.env.CI_STEP_TIMES;
  const seconds = Math.round((Date.now() - started) / 1000);
  if (file) appendFileSync(file, `Node ${process.versions.node.split('.')[0]}: ${name}\t${seconds}\t${status}\n`);
}

function readJson(file) {
  const full = path.join(results, file);
  return existsSync(full) ? JSON.parse(readFileSync(full, 'utf8')) : null;
}

let passed = 0;
let failures = 0;
let skipped = 0;
const vitest = readJson('vitest.json');
if (vitest) {
  passed += vitest.numPassedTests;
  failures += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
}
const playwright = readJson('playwright.json');
if (playwright) {
  passed += playwright.stats.expected + playwright.stats.flaky;
  failures += playwright.stats.unexpected;
  skipped += playwright.stats.skipped;
}
const production = readJson('vitest-production.json');
if (production) {
  passed += production.numPassedTests;
  failures += production.numFailedTests;
  skipped += production.numPendingTests + production.numTodoTests;
}
if (!vitest || !playwright || (expectProduction && !production)) failures += 1;

const failedTests = [...vitestFailures(vitest), ...playwrightFailures(playwright), ...vitestFailures(production)];
if (failedTests.length > 0) console.log(`\nFailed tests:\n${failedTests.map((name) => `  ✘ ${name}`).join('\n')}`);
console.log(`\nSteps failed: ${failed.length > 0 ? failed.join(', ') : 'none'}`);
console.log(`${passed} passed, ${failures} failed, ${skipped} skipped`);
process.exit(failed.length > 0 || failures > 0 ? 1 : 0);

/** Each failed test as "file › title", so the end of a CI log (often all that is kept) names them. */
function vitestFailures(report) {
  if (!report) return [];
  return report.testResults.flatMap((file) => {
    const relative = path.relative(root, file.name);
    const failedInFile = file.assertionResults.filter((test) => test.status === 'failed');
    // A file that fails to load has no failed test, only a message.
    if (failedInFile.length === 0 && file.status === 'failed') return [`${relative} (${firstLine(file.message)})`];
    return failedInFile.map((test) => `${relative} › ${test.fullName}`);
  });
}

function playwrightFailures(report) {
  if (!report) return [];
  const names = [];
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      const unexpected = spec.tests.some((test) => test.status === 'unexpected');
      if (unexpected) names.push(`${spec.file} › ${[...titles, spec.title].join(' › ')}`);
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of report.suites) visit(suite, []);
  for (const error of report.errors ?? []) names.push(`playwright: ${firstLine(error.message)}`);
  return names;
}

function firstLine(text) {
  return String(text ?? '')
    .split('\n')[0]
    .slice(0, 200);
}
