import 'server-only';
import { getAuth } from '.';

/** Checks a password against a stored hash with better-auth's own hashing (scrypt). */
export async function verifyStoredPassword(hash: string, password: string): Promise<boolean> {
  return (await getAuth().$context).password.verify({ hash, password });
}
