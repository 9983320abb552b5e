import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that mostly wait (an outage of two minutes, crashes and restarts,
 * a backup under load) start first, so that the short ones fill the time beside
 * them: started last, one of them alone made the step two minutes longer.
 */
const LONGEST_FIRST = ['outbox-delivery', 'crash-safety', 'database-outage', 'backup-restore'];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const found = LONGEST_FIRST.findIndex((name) => file.moduleId.endsWith(`/${name}.test.ts`));
      return found === -1 ? LONGEST_FIRST.length : found;
    };
    return [...(await super.sort(files))].sort((a, b) => rank(a) - rank(b));
  }
}

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
