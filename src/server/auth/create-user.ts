import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { AppError } from '../errors/app-error';
import type { Auth } from './create-auth';
import { passwordProblem, passwordProblemMessage } from './password-rules';
import { setAdmin } from './set-admin';

/**
 * Creates a verified e-mail/password user (the operator's CLI and test fixtures
 * use it), optionally an admin. The password is hashed by better-auth and must
 * meet the rule of the role (password-rules.ts): this path does not go through
 * better-auth's endpoints, so it checks it itself.
 */
export async function createUser(options: {
  auth: Auth;
  db: Kysely<Database>;
  email: string;
  password: string;
  admin?: boolean;
}): Promise<{ userId: string }> {
  const email = options.email.trim().toLowerCase();
  const context = await options.auth.$context;
  const problem = passwordProblem(options.password, options.admin ? 'admin' : 'visitor');
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
  if (options.admin) await setAdmin({ db: options.db, email, admin: true });
  return { userId: user.id };
}
