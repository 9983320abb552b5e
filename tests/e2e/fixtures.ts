import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import type { StaffRole } from '../../src/lib/permissions';
import Database from '../../src/server/db/sqlite-driver';
import { issueFormStartToken } from '../../src/server/security/form-start-token';
import { lastMailTo, readMessages } from '../setup/outbox';

const root = path.resolve(import.meta.dirname, '..', '..');
export const dataDir = process.env.E2E_DATA_DIR ?? '';
/** Where the SMTP server of the global setup keeps the messages the site sent. */
const mailbox = process.env.E2E_MAILBOX ?? '';

let visitors = 0;

type Account = { email: string; password: string };

type AccountRequest = { email: string; password: string; roles: readonly StaffRole[] };

export const test = base.extend<
  {
    /** `admin`: an owner; `roles`: staff with those roles. */
    createAccount: (options?: { admin?: boolean; roles?: readonly StaffRole[]; password?: string }) => Promise<Account>;
  },
  { makeAccount: (request: AccountRequest) => Promise<void> }
>({
  // Every page of every test runs under the site's Content-Security-Policy: anything it blocks fails the test.
  page: async ({ page }, use) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('Content Security Policy'))
        violations.push(message.text());
    });
    await use(page);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
  // Each test is its own visitor (its own address for the rate limits), as on the real site.
  extraHTTPHeaders: async ({}, use, testInfo) => {
    visitors += 1;
    const third = 100 + testInfo.workerIndex;
    await use({ 'x-forwarded-for': `198.51.${third}.${(visitors % 250) + 1}` });
  },
  // Verified accounts created in the site's database by what the operator's CLI runs.
  createAccount: async ({ makeAccount }, use, testInfo) => {
    let count = 0;
    await use(async (options) => {
      count += 1;
      const email = `e2e-${testInfo.workerIndex}-${Date.now()}-${count}@example.in`;
      const password = options?.password ?? 'e2e-password';
      await makeAccount({ email, password, roles: options?.admin ? ['owner'] : (options?.roles ?? []) });
      return { email, password };
    });
  },
  // One process per worker makes them (tests/setup/account-maker.ts), in the order asked.
  makeAccount: [
    async ({}, use) => {
      const maker = spawn(
        path.join(root, 'node_modules', '.bin', 'tsx'),
        [path.join(root, 'tests', 'setup', 'account-maker.ts')],
        {
          cwd: root,
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
          stdio: ['pipe', 'pipe', 'inherit'],
        },
      );
      const waiting: { resolve: () => void; reject: (error: Error) => void }[] = [];
      createInterface({ input: maker.stdout }).on('line', (line) => {
        const answer = JSON.parse(line) as { ok: true } | { error: string };
        const asker = waiting.shift();
        if ('error' in answer) asker?.reject(new Error(`account not made: ${answer.error}`));
        else asker?.resolve();
      });
      maker.on('exit', (code) => {
        for (const asker of waiting.splice(0)) asker.reject(new Error(`the account maker stopped (${code})`));
      });
      await use(
        (request) =>
          new Promise<void>((resolve, reject) => {
            waiting.push({ resolve, reject });
            maker.stdin.write(`${JSON.stringify(request)}\n`);
          }),
      );
      maker.stdin.end();
    },
    { scope: 'worker' },
  ],
});

export { expect };

/** The last message the site sent to `to` with this subject, once it has arrived at the SMTP server. */
export async function waitForMail(to: string, subject: string): Promise<string> {
  let mail: string | undefined;
  await expect
    .poll(() => {
      mail = lastMailTo(readMessages(mailbox), to, subject);
      return mail !== undefined;
    })
    .toBe(true);
  return mail ?? '';
}

/** Every message the site sent to `to` with this subject so far. */
export function mailsTo(to: string, subject: string): string[] {
  return readMessages(mailbox).filter((mail) => {
    const found = lastMailTo([mail], to, subject);
    return found !== undefined;
  });
}

export async function logIn(page: Page, account: Account, redirectTo?: string) {
  await page.goto(redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : '/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** The text messages the site wrote for `phone` (SMS_PROVIDER=file: JSON files in DATA_DIR/outbox). */
export function textsTo(
  phone: string,
): { id: string; channel: string; to: string; text: string; kind: string; locale: string }[] {
  const outbox = path.join(dataDir, 'outbox');
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(outbox, file), 'utf8')))
    .filter((message) => message.to === phone);
}

/** Reads the site's SQLite database (read-only) to check what a form stored. */
export function queryDatabase<Row>(sql: string, ...params: unknown[]): Row[] {
  const database = new Database(path.join(dataDir, 'site.db'), { readonly: true, fileMustExist: true });
  try {
    return database.prepare(sql).all(...params) as Row[];
  } finally {
    database.close();
  }
}

/**
 * An order as the order forms store it (that path has its own tests): the order
 * and its one line. Returns the order's id.
 */
export function insertOrder(order: {
  reference: string;
  productId?: number | null;
  productName: string;
  unitPricePaise: number;
  quantity: number;
  name: string;
  phone: string;
  email: string | null;
  address: string;
  description?: string;
  status?: string;
  userId?: string | null;
  guest?: boolean;
}): number {
  const total = order.unitPricePaise * order.quantity;
  const id = writeDatabase(
    `insert into orders (reference, user_id, guest, total_paise, name, phone, email, address, description, status)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    order.reference,
    order.userId ?? null,
    order.guest ? 1 : 0,
    total,
    order.name,
    order.phone,
    order.email,
    order.address,
    order.description ?? '',
    order.status ?? 'pending',
  );
  writeDatabase(
    `insert into order_items (order_id, position, product_id, product_name, unit_price_paise, quantity, total_paise)
     values (?, 0, ?, ?, ?, ?, ?)`,
    id,
    order.productId ?? null,
    order.productName,
    order.unitPricePaise,
    order.quantity,
    total,
  );
  return id;
}

/** Changes the site's SQLite database directly, for states no screen can reach yet (an empty sub-category). */
export function writeDatabase(sql: string, ...params: unknown[]): number {
  const database = new Database(path.join(dataDir, 'site.db'), { fileMustExist: true });
  try {
    database.pragma('busy_timeout = 5000');
    return Number(database.prepare(sql).run(...params).lastInsertRowid);
  } finally {
    database.close();
  }
}

/**
 * Makes the open forms look as if a person took a minute to fill them: the
 * spam check refuses forms sent within seconds of appearing, and a test types
 * in milliseconds. The start token is signed by the server with its secret (in
 * its DATA_DIR), so the test signs one dated a minute ago the same way. Call it
 * once the page's script has run (the form has fetched its own token).
 */
export async function tookTimeToFill(page: Page) {
  const tokens = page.locator('input[name="startedAt"]');
  await expect(tokens.first()).toBeAttached();
  // Each form fetches its own token (a dialog's when it opens): wait for all, or a late one replaces ours.
  await expect(tokens).toHaveCount(await page.locator('input[name="website"]').count());
  const token = issueFormStartToken(serverSecret(), Date.now() - 60_000);
  await page.locator('input[name="startedAt"]').evaluateAll((inputs, value) => {
    for (const input of inputs as HTMLInputElement[]) input.value = value;
  }, token);
}

/** The test server's signing secret, generated into its DATA_DIR at its first start. */
export function serverSecret(): string {
  return readFileSync(path.join(dataDir, 'auth-secret'), 'utf8').trim();
}

/** Moves the page's clock (Date.now and new Date()) by `ms`, as a phone whose clock is wrong. */
export async function shiftClock(page: Page, ms: number) {
  await page.addInitScript((offset) => {
    const RealDate = Date;
    class ShiftedDate extends RealDate {
      constructor(...args: unknown[]) {
        if (args.length === 0) super(RealDate.now() + offset);
        else super(...(args as [string]));
      }
      static now() {
        return RealDate.now() + offset;
      }
    }
    (globalThis as { Date: DateConstructor }).Date = ShiftedDate as DateConstructor;
  }, ms);
}

/** Holds the next form posts to `path` for a moment, so the busy label ("Sending...") can be seen. */
export async function slowDownPosts(page: Page, path: string, ms = 1500) {
  await page.route(`**${path}`, async (route) => {
    if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/**
 * Holds every request of the page to `url` (a glob) until the returned function is called,
 * as a slow connection would: the page's scripts, or its stylesheet.
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The form's own message (Next.js adds a route announcer with role=alert outside main). */
export function formAlert(page: Page) {
  return page.getByRole('main').getByRole('alert');
}

/**
 * Replaces the text of a field that already holds some, and checks it took: a page
 * still hydrating (or a form remounted after its answer) can move the caret while
 * the text goes in, which once left the new text joined to the old.
 */
export async function replaceText(field: Locator, value: string) {
  await expect(async () => {
    await field.fill(value);
    await expect(field).toHaveValue(value, { timeout: 1_000 });
  }).toPass();
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/** axe-core run in the page; returns the serious and critical violations. */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol, which the page's Content-Security-Policy does not govern
  // (a <script> tag with axe inline would be refused, as it should be).
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: () => Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run()).violations;
  });
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}
