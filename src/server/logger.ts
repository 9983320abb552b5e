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

/**
 * Where a worker of the production server writes its log lines: the server's own
 * output, handed to it as file descriptor 4 (scripts/serve.ts). Its stdout and
 * stderr are pipes to the primary, for what Next.js prints (worker-output.ts).
 */
export const WORKER_LOG_FD = 4;

export function createLogger(level: string, service: string): pino.Logger {
  const options: pino.LoggerOptions = {
    level,
    // A worker of the production server (scripts/serve.ts) says which one it is.
    base: cluster.worker ? { service, worker: cluster.worker.id } : { service },
    mixin: () => {
      const context = currentRequestContext();
      return context ? { requestId: context.requestId } : {};
    },
  };
  // Written as pino writes to stdout by default: without waiting (a blocking write per request
  // cost a fifth of the throughput in npm run bench), and flushed when the process exits.
  return cluster.worker ? pino(options, pino.destination({ dest: WORKER_LOG_FD, sync: false })) : pino(options);
}
