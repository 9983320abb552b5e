import pino from 'pino';
import { getConfig } from './config';

let instance: pino.Logger | undefined;

/** JSON lines on stdout (pino); the level comes from LOG_LEVEL. */
export function getLogger(): pino.Logger {
  instance ??= pino({ level: getConfig().logLevel, base: { service: 'site' } });
  return instance;
}
