import { createInterface } from 'node:readline';
import { isStaffRole } from '@/lib/permissions';
import { createUser } from '@/server/auth/create-user';
import { openContext } from '../../scripts/lib/context';

/**
 * The browser tests' accounts (tests/e2e/fixtures.ts), made by what the operator's
 * CLI runs (createUser; the production tests run the CLI itself) in one process per
 * Playwright worker: a CLI process per account spent seconds of the browser step on
 * starting. Reads one JSON line per account, `{ email, password, roles }`, from
 * stdin and answers each, in order, with `{ ok: true }` or `{ error }`.
 */
const context = openContext();
const auth = context.auth();
for await (const line of createInterface({ input: process.stdin })) {
  let answer: { ok: true } | { error: string };
  try {
    const { email, password, roles } = JSON.parse(line) as { email: string; password: string; roles: string[] };
    await createUser({
      auth,
      db: context.db,
      email,
      password,
      staff: { engine: context.engine, roles: roles.filter(isStaffRole) },
    });
    answer = { ok: true };
  } catch (error) {
    answer = { error: error instanceof Error ? error.message : String(error) };
  }
  process.stdout.write(`${JSON.stringify(answer)}\n`);
}
await context.db.destroy();
