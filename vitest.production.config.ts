import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { longestFirst } from './tests/setup/longest-first.ts';

/**
 * The files that mostly wait (an outage of two minutes, crashes and restarts,
 * a backup under load) start first, so that the short ones fill the time beside
 * them: started last, one of them alone made the step two minutes longer.
 */
const LongestFirst = longestFirst(['outbox-delivery', 'crash-safety', 'database-outage', 'backup-restore']);

/**
 * Tests against the running production server (`node scripts/start.mjs`): crashes,
 * backups, security probes, several servers. They run after the build step of
 * `npm test` (scripts/test.mjs), whose build they reuse, two files at a time: each
 * starts its own servers on free ports with its own DATA_DIR and databases, and most
 * of their time is spent waiting (an outage of two minutes, crashes, retries).
 */
export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'src'),
      'server-only': path.resolve(import.meta.dirname, 'tests/setup/empty.ts'),
    },
  },
  test: {
    include: ['tests/production/**/*.test.ts'],
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
    testTimeout: 300_000,
    hookTimeout: 600_000,
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/vitest-production.json' },
  },
});
