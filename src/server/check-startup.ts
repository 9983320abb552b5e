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
}
