import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { AppError } from '../errors/app-error';
import type { Auth } from './create-auth';
import { setAdmin } from './set-admin';

/**
 * Creates a verified e-mail/password user (the operator's CLI and test fixtures
 * use it), optionally an admin. The password is hashed by better-auth.
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
  if (options.password.length < 6) throw new AppError('INVALID_INPUT', 'Password must be at least 6 characters long');
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
