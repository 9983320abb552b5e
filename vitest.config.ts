import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { longestFirst } from './tests/setup/longest-first.ts';

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'src'),
      // Server modules are imported directly by the integration tests.
      'server-only': path.resolve(import.meta.dirname, 'tests/setup/empty.ts'),
    },
  },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    globalSetup: ['tests/setup/global-setup.ts'],
    setupFiles: ['tests/setup/fail-on-console-error.ts'],
    // Every core: Vitest 4 leaves one free by default, which on CI's 2 cores ran the files one at a
    // time (202 s against 118 s for both suites; each file has its own database copy).
    maxWorkers: availableParallelism(),
    // The two files of half a minute or more (password hashing, the command-line scripts) first.
    sequence: { sequencer: longestFirst(['auth-limits', 'cli']) },
    testTimeout: 30_000,
    hookTimeout: 120_000,
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/vitest.json' },
  },
});
