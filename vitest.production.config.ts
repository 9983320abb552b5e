import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * Tests against the running production server (`node scripts/start.mjs`): crashes,
 * backups, security probes, several servers. They run after the browser tests, whose
 * build they reuse, one file at a time (each starts its own servers).
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
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 600_000,
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/vitest-production.json' },
  },
});
