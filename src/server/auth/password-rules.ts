import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type MessageKey, translate } from '@/lib/i18n/messages';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/schemas/auth';

/** Visitors keep the spec's 6 characters; admins need 12 (issue 9). */
export type PasswordRole = 'visitor' | 'admin';

export type PasswordProblem = 'TOO_SHORT' | 'TOO_SHORT_FOR_ADMIN' | 'TOO_LONG' | 'TOO_COMMON';

/**
 * Shipped with the project (public-domain list, see its header). Read from the
 * working directory: `npm start`, the scripts and the tests all run from the
 * project's root, and the Next.js server bundle does not carry text files.
 */
export const COMMON_PASSWORDS_FILE = path.join(process.cwd(), 'src', 'server', 'auth', 'common-passwords.txt');

let commonPasswords: ReadonlySet<string> | undefined;

/** The list, read once; a missing file is an error (never "every password is fine"). */
export function loadCommonPasswords(): ReadonlySet<string> {
  if (!commonPasswords) {
    const lines = readFileSync(COMMON_PASSWORDS_FILE, 'utf8').split('\n');
    commonPasswords = new Set(
      lines.filter((line) => line !== '' && !line.startsWith('#')).map((line) => line.trim().toLowerCase()),
    );
  }
  return commonPasswords;
}

/**
 * The one password rule, applied wherever a password is chosen: sign-up, reset
 * and change (better-auth hooks, so /api/auth cannot skip it), `npm run user`,
 * and at an admin's sign-in. Null when the password is acceptable.
 */
export function passwordProblem(password: string, role: PasswordRole): PasswordProblem | null {
  if (password.length > PASSWORD_MAX_LENGTH) return 'TOO_LONG';
  if (password.length < PASSWORD_MIN_LENGTH.visitor) return 'TOO_SHORT';
  if (role === 'admin' && password.length < PASSWORD_MIN_LENGTH.admin) return 'TOO_SHORT_FOR_ADMIN';
  if (loadCommonPasswords().has(password.toLowerCase())) return 'TOO_COMMON';
  return null;
}

export const PASSWORD_PROBLEM_MESSAGES: Record<PasswordProblem, MessageKey> = {
  TOO_SHORT: 'auth.passwordTooShort',
  TOO_SHORT_FOR_ADMIN: 'auth.passwordTooShortForAdmin',
  TOO_LONG: 'auth.passwordTooLong',
  TOO_COMMON: 'auth.passwordTooCommon',
};

/**
 * The problem in English: for `npm run user` and the bodies of better-auth's
 * refusals. The forms never show these: they show their own table's text for
 * the error code, in the page's language (public-errors.ts).
 */
export function passwordProblemMessage(problem: PasswordProblem): string {
  return translate('en', PASSWORD_PROBLEM_MESSAGES[problem]);
}
