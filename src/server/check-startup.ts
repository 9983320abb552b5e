import type { Logger } from 'pino';
import { COMMON_PASSWORDS_FILE, loadCommonPasswords } from './auth/password-rules';
import { type Config, ConfigError, getConfig } from './config';
import { getLogger } from './logger';
import { createStorage } from './storage/create-storage';

/** Fails the start on a bad configuration with one line naming the variable; warns about risky but valid ones. */
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
  warnAboutConfiguration(getConfig(), getLogger());
}

/**
 * One JSON log line (level warn) for each setting the site runs with but an
 * operator should look at. Without ADMIN_NOTIFY_EMAIL, new orders and
 * submissions (emergencies included) go to the company's addresses from the
 * site settings instead (decisions 017 and 018).
 */
export function warnAboutConfiguration(config: Config, logger: Logger): void {
  if (!config.adminNotifyEmail) {
    logger.warn(
      { variable: 'ADMIN_NOTIFY_EMAIL' },
      "ADMIN_NOTIFY_EMAIL is not set: new orders, contact questions, job applications and tenant-down emergencies go to the company's e-mail addresses in the site settings. Set it to the office's mailbox.",
    );
  }
}
