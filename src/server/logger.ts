import cluster from 'node:cluster';
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
    // A worker of the production server (scripts/serve.ts) says which one it is.
    base: cluster.worker ? { service, worker: cluster.worker.id } : { service },
    mixin: () => {
      const context = currentRequestContext();
      return context ? { requestId: context.requestId } : {};
    },
  });
}
