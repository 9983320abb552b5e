import pino from 'pino';
import { getConfig } from './config';
import { currentRequestContext } from './http/request-context';

let instance: pino.Logger | undefined;

/** JSON lines on stdout (pino); the level comes from LOG_LEVEL; every line of a request carries its id. */
export function getLogger(): pino.Logger {
  instance ??= createLogger(getConfig().logLevel, 'site');
  return instance;
}

export function createLogger(level: string, service: string): pino.Logger {
  return pino({
    level,
    base: { service },
    mixin: () => {
      const context = currentRequestContext();
      return context ? { requestId: context.requestId } : {};
    },
  });
}
