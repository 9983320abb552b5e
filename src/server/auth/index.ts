import 'server-only';
import { getConfig } from '../config';
import { getDatabase } from '../db';
import { getLogger } from '../logger';
import { readTextingSite } from '../sms/texting-site';
import { type Auth, createAuth } from './create-auth';

const globalForAuth = globalThis as unknown as { siteAuth?: Auth };

/** Built on first use, never at import, so `next build` opens no database. */
export function getAuth(): Auth {
  if (!globalForAuth.siteAuth) {
    const { db, engine } = getDatabase();
    globalForAuth.siteAuth = createAuth({
      db,
      engine,
      config: getConfig(),
      logger: getLogger().child({ module: 'auth' }),
      readTextingSite,
    });
  }
  return globalForAuth.siteAuth;
}
