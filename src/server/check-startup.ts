import { COMMON_PASSWORDS_FILE, loadCommonPasswords } from './auth/password-rules';
import { ConfigError, getConfig } from './config';
import { createStorage } from './storage/create-storage';

/** Fails the start on a bad configuration with one line naming the variable. */
export function checkStartup(): void {
  try {
    createStorage(getConfig());
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  try {
    loadCommonPasswords();
  } catch (error) {
    // Without the list every password would pass; the site does not start that way.
    console.error(`Cannot read the list of common passwords (${COMMON_PASSWORDS_FILE}): ${(error as Error).message}`);
    process.exit(1);
  }
}
