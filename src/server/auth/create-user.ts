import type { Kysely } from 'kysely';
import type { StaffRole } from '@/lib/permissions';
import type { DatabaseEngine } from '../db/engine';
import type { Database } from '../db/schema';
import { AppError } from '../errors/app-error';
import { OPERATOR, setStaffRoles } from '../staff/set-staff-roles';
import type { Auth } from './create-auth';
import { passwordProblem, passwordProblemMessage } from './password-rules';

/**
 * Creates a verified e-mail/password user (the operator's CLI and test fixtures
 * use it), optionally staff with the roles given. The password is hashed by better-auth and must
 * meet the rule of the role (password-rules.ts): this path does not go through
 * better-auth's endpoints, so it checks it itself.
 */
export async function createUser(options: {
  auth: Auth;
  db: Kysely<Database>;
  email: string;
  password: string;
  /** Staff with these roles (none: a customer). */
  staff?: { engine: DatabaseEngine; roles: readonly StaffRole[] };
}): Promise<{ userId: string }> {
  const staff = (options.staff?.roles ?? []).length > 0;
  const email = options.email.trim().toLowerCase();
  const context = await options.auth.$context;
  const problem = passwordProblem(options.password, staff ? 'admin' : 'visitor');
  if (problem) throw new AppError('INVALID_INPUT', passwordProblemMessage(problem));
  if (await context.internalAdapter.findUserByEmail(email)) {
    throw new AppError('EMAIL_TAKEN', `A user with the e-mail ${email} already exists.`);
  }
  const hash = await context.password.hash(options.password);
  const user = await context.internalAdapter.createUser(
    {
      email,
      name: email.split('@')[0] ?? email,
      emailVerified: true,
    },
    { method: 'admin' },
  );
  await context.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: hash,
  });
  if (options.staff && staff) {
    await setStaffRoles({ db: options.db, actor: OPERATOR, userId: user.id, ...options.staff });
  }
  return { userId: user.id };
}
