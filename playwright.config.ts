import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from './scripts/lib/chromium';
import { freePort } from './scripts/lib/free-port';
import { E2E_RAZORPAY } from './tests/setup/razorpay-fake';

/**
 * End-to-end tests against the production build (`npm start`) on a free port,
 * with a temporary DATA_DIR, in the system Chromium. The config is loaded by the
 * runner and by every worker; the environment carries the chosen port and folder.
 */

process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'site-e2e-'));
// The site sends its mail over SMTP to a real server started by the global setup.
process.env.E2E_SMTP_PORT ??= String(await freePort());
process.env.E2E_MAILBOX ??= path.join(process.env.E2E_DATA_DIR, 'smtp-mailbox');
// Razorpay's API as tests/setup/razorpay-fake.ts answers it (global-setup.ts starts it there).
process.env.E2E_RAZORPAY_PORT ??= String(await freePort());
const port = Number(process.env.E2E_PORT);
const baseURL = `http://localhost:${port}`;

const chromium = chromiumPath();

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  // Both cores, in CI too (issue 33: the browser step was a third of CI's time on one).
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    {
      name: 'phone',
      use: { ...devices['Pixel 5'], defaultBrowserType: 'chromium', viewport: { width: 360, height: 740 } },
    },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${baseURL}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      BASE_URL: baseURL,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      ADMIN_NOTIFY_EMAIL: 'office@example.in',
      // The tests stand in for a proxy: each signs in and posts from its own X-Forwarded-For
      // address (fixtures.ts), so one test's attempts never spend another's per-address limit.
      TRUST_PROXY: 'true',
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: E2E_RAZORPAY.keyId,
      RAZORPAY_KEY_SECRET: E2E_RAZORPAY.keySecret,
      RAZORPAY_WEBHOOK_SECRET: E2E_RAZORPAY.webhookSecret,
      RAZORPAY_API_URL: `http://127.0.0.1:${process.env.E2E_RAZORPAY_PORT}`,
    },
  },
});
