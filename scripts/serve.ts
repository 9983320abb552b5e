import cluster from 'node:cluster';
import { DRAIN_TIMEOUT_MS } from '@/server/http/graceful-stop';
import { createLogger } from '@/server/logger';
import { loadConfig } from './lib/context';
import { relayWorkerOutput } from './lib/worker-output';
import { relayRevalidationsBetweenWorkers } from './lib/worker-revalidations';

/**
 * The production server (`npm start`): WEB_CONCURRENCY workers on one port (serve-worker.ts),
 * their output made JSON, one's revalidations sent to the others; a worker that dies is replaced
 * (five deaths within a minute stop the server, for systemd or Docker to restart it).
 */
const config = loadConfig();
if (cluster.isWorker) {
  await import('./serve-worker');
} else {
  runPrimary(Math.max(1, config.webConcurrency));
}

function runPrimary(count: number) {
  const logger = createLogger(config.logLevel, 'site');
  let exitCode: number | undefined; // set once the server is stopping
  let deaths: number[] = [];
  const revalidations = relayRevalidationsBetweenWorkers();
  // A worker's log lines go straight to this process's output (its fd 4); what else it prints is piped here.
  cluster.setupPrimary({ stdio: ['ignore', 'pipe', 'pipe', 'ipc', 1] });
  const start = () => {
    const worker = cluster.fork();
    relayWorkerOutput(worker, logger);
    revalidations.workerStarted(worker);
  };

  const stop = (signal: NodeJS.Signals, code: number) => {
    if (exitCode !== undefined) return;
    exitCode = code;
    logger.info({ signal }, 'stopping: each worker finishes the requests under way');
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    // A worker stops itself within DRAIN_TIMEOUT_MS; a little more, then the server goes anyway.
    setTimeout(() => {
      logger.error('workers still running: stopping anyway');
      process.exit(1);
    }, DRAIN_TIMEOUT_MS + 2_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM', 0));
  process.on('SIGINT', () => stop('SIGINT', 0));

  cluster.on('exit', (worker, code, signal) => {
    if (exitCode === undefined) {
      deaths = [...deaths.filter((at) => at > Date.now() - 60_000), Date.now()];
      if (deaths.length < 5) {
        logger.error({ worker: worker.id, code, signal }, 'a worker died: starting another');
        return start();
      }
      // Exit code 1, for systemd (Restart=on-failure) or Docker to start the server again.
      logger.fatal({ code, signal }, 'five workers died within a minute: stopping the server');
      stop('SIGTERM', 1);
    }
    if (Object.keys(cluster.workers ?? {}).length > 0) return;
    logger.info('every worker has stopped');
    process.exit(exitCode);
  });

  logger.info({ workers: count, port: config.port }, `starting ${count} workers on port ${config.port}`);
  for (let index = 0; index < count; index++) start();
}
