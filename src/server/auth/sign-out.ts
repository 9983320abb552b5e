import 'server-only';
import { headers } from 'next/headers';
import { getLogger } from '../logger';
import { getAuth } from '.';

/** Spec §8: sign-out errors are only logged. */
export async function signOut(): Promise<void> {
  try {
    await getAuth().api.signOut({ headers: await headers() });
  } catch (error) {
    getLogger().warn({ err: error }, 'sign-out failed');
  }
}
