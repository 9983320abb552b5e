import nextEnv from '@next/env';
import pino from 'pino';
import { createAuth } from '@/server/auth/create-auth';
import { ConfigError, getConfig } from '@/server/config';
import { createDatabase, type DatabaseHandle, locationFromConfig } from '@/server/db/create-database';

/** What the command-line scripts share: validated config, the database, and auth on demand. */
/** The validated configuration, from the environment and the same .env files the Next.js server reads. */
export function loadConfig() {
  nextEnv.loadEnvConfig(process.cwd());
  return getConfig();
}

export function openContext() {
  const config = loadConfig();
  const logger = pino({ level: config.logLevel, base: { service: 'cli' } });
  const database: DatabaseHandle = createDatabase(locationFromConfig(config));
  const auth = () =>
    createAuth({
      ...database,
      config,
      logger: logger.child({ module: 'auth' }),
    });
  return { config, logger, ...database, auth };
}

/** Runs a script body; a configuration error is one clear line and exit code 1. */
export async function runScript(body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
    } else {
      console.error(error instanceof Error ? error.message : error);
    }
    process.exit(1);
  }
}
