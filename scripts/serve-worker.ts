import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import { connectRedisCache } from '@/server/cache/redis-cache';
import { RESOURCE_CONTENT_SECURITY_POLICY } from '@/server/http/content-security-policy';
import { createPageFinisher, markUnavailable, type PagePlan } from '@/server/http/finish-page';
import { DRAIN_TIMEOUT_MS } from '@/server/http/graceful-stop';
import { guardHtmlResponses } from '@/server/http/html-response-guard';
import { loggablePath } from '@/server/http/loggable-path';
import { createPageCache } from '@/server/http/page-cache';
import { type PageRule, pageRule, sharedPageKey } from '@/server/http/page-cache-policy';
import { createStylesheetStep } from '@/server/http/page-stylesheet';
import { PLACEHOLDERS, type VisitorValues, visitorValues } from '@/server/http/page-template';
import {
  markRequestsWhenDatabaseUnavailable,
  type RequestContext,
  requestIdFrom,
  runWithRequestContext,
} from '@/server/http/request-context';
import { refusalOf } from '@/server/http/request-guard';
import { securityHeaders } from '@/server/http/security-headers';
import { createLogger } from '@/server/logger';
import { stopDeliveryWorker } from '@/server/outbox/delivery-worker';
import { stampClientAddress } from '@/server/security/client-address';
import { lastChangeAt } from '../src/server/cache/revalidation-clock.mjs';
import { loadConfig } from './lib/context';
import { shareRevalidationsThroughPrimary } from './lib/worker-revalidations';

/**
 * One process of the production server: Next.js in a Node HTTP server, with a request id and a log
 * line per request, security headers, the visitor's address, pages finished before they are sent
 * (finish-page.ts), the page cache (page-cache.ts) and a graceful stop.
 */
(process.env as Record<string, string>).NODE_ENV = 'production';
const root = path.resolve(import.meta.dirname, '..');
const config = loadConfig();
const logger = createLogger(config.logLevel, 'site');
const https = config.baseUrl.startsWith('https://');
const mediaOrigin = config.s3?.publicUrl ? new URL(config.s3.publicUrl).origin : undefined;
const fixedHeaders = securityHeaders({ https });
markRequestsWhenDatabaseUnavailable();

const { default: next } = await import('next');
const app = next({ dev: false, dir: root, port: config.port });
await app.prepare();
const handle = app.getRequestHandler();
const compress = compression();
// An admin's change reaches the other workers and servers through Redis, else through the primary.
const redisCache = config.redisUrl
  ? connectRedisCache({
      url: config.redisUrl,
      authSecret: config.authSecret,
      buildId: readFileSync(path.join(root, '.next', 'BUILD_ID'), 'utf8').trim(),
      logger,
    })
  : undefined;
if (!redisCache && process.send) shareRevalidationsThroughPrimary(process.send.bind(process));

const pageCache = createPageCache({ lastChangeAt });
const { finishPage, sendKeptPage } = createPageFinisher({
  finishStylesheets: createStylesheetStep(path.join(root, '.next')),
  https,
  mediaOrigin,
  onRefused: (refused) => logger.warn({ refused }, 'the CSP refused inline scripts: an injection, or a new shape'),
});

let inFlight = 0;
let stopping = false;

function serve(request: IncomingMessage, response: ServerResponse) {
  const started = process.hrtime.bigint();
  const context: RequestContext = {
    requestId: requestIdFrom(request.headers['x-request-id']),
    databaseUnavailable: false,
    startedAt: Date.now(),
  };
  request.headers['x-request-id'] = context.requestId;
  stampClientAddress(request.headers, { socketAddress: request.socket.remoteAddress, trustProxy: config.trustProxy });
  const url = new URL(request.url ?? '/', 'http://page.invalid');
  const rule = pageRule(url.pathname);
  const key = rule ? sharedPageKey(request, url, rule) : undefined;
  const visitor = key && rule?.sharing === 'template' ? visitorValues(config.authSecret) : undefined;
  if (visitor) context.renderTemplate = true;

  response.setHeader('X-Request-Id', context.requestId);
  for (const [name, value] of Object.entries(fixedHeaders)) response.setHeader(name, value);
  if (stopping) response.setHeader('Connection', 'close');

  inFlight += 1;
  response.once('close', () => {
    inFlight -= 1;
    const ms = Number((process.hrtime.bigint() - started) / 1000n) / 1000;
    const line = { method: request.method, path: loggablePath(request.url), status: response.statusCode, ms };
    runWithRequestContext(context, () => logger.info({ ...line, completed: response.writableFinished }, 'request'));
    if (stopping) server.closeIdleConnections();
  });

  const refusal = refusalOf(request);
  if (refusal) {
    // The body is read and dropped, so the client reads the answer, not a reset connection.
    request.resume();
    request.once('end', () => {
      response.writeHead(refusal.status, {
        'Content-Type': 'application/json',
        'Content-Security-Policy': RESOURCE_CONTENT_SECURITY_POLICY,
        'Cache-Control': 'no-store',
        Connection: 'close',
      });
      response.end(JSON.stringify({ error: refusal.error }));
    });
    return;
  }

  const cached = key ? pageCache.get(key) : undefined;
  if (cached) {
    sendKeptPage(request, response, cached, visitor);
    return;
  }
  const pending = key ? pageCache.pending(key) : undefined;
  if (pending) {
    // The same page is being rendered for another request: its answer serves this one too.
    void pending.then((page) => {
      if (page) sendKeptPage(request, response, page, visitor);
      else renderWithApp(request, response, context, planRender(request, rule, visitor));
    });
    return;
  }
  const fill = key && request.method === 'GET' ? pageCache.startFill(key) : undefined;
  if (fill) response.once('close', fill.abandon);
  renderWithApp(request, response, context, { ...planRender(request, rule, visitor), fill });
}

/**
 * The nonces of a page about to be rendered (decision 045): Next.js puts the one in this request
 * header on every script. A shared page's policy names none (its scripts are hashed); a template
 * is rendered with a placeholder, filled with this visitor's.
 */
function planRender(
  request: IncomingMessage,
  rule: PageRule | undefined,
  visitor: VisitorValues | undefined,
): PagePlan {
  const renderNonce = visitor ? PLACEHOLDERS.nonce : randomBytes(16).toString('base64');
  const policyNonce = visitor?.nonce ?? (!rule || rule.sharing === 'template' ? renderNonce : '');
  request.headers['content-security-policy'] = `script-src 'nonce-${renderNonce}'`;
  delete request.headers['content-security-policy-report-only'];
  return { renderNonce, policyNonce, sharing: rule?.sharing, visitor };
}

/** The request through Next.js; a page's headers are settled once the whole page is there. */
function renderWithApp(request: IncomingMessage, response: ServerResponse, context: RequestContext, plan: PagePlan) {
  runWithRequestContext(context, () => {
    compress(request as never, response as never, () => {
      guardHtmlResponses(request, response, {
        finish: (html) => finishPage(request, response, context, plan, html),
        beforeHead: () => {
          markUnavailable(response, context);
          // Not a page: nothing may run or embed it. (A 304 has no type: its headers would replace the page's.)
          const type = response.getHeader('content-type');
          if (type && !String(type).startsWith('text/html') && !response.hasHeader('content-security-policy'))
            response.setHeader('Content-Security-Policy', RESOURCE_CONTENT_SECURITY_POLICY);
        },
      });
      handle(request, response).catch((error: unknown) => {
        logger.error({ err: error }, 'request failed outside the app');
        if (!response.headersSent) response.statusCode = 500;
        response.end();
      });
    });
  });
}

const server = createServer(serve);
server.keepAliveTimeout = 65_000; // longer than nginx's upstream keepalive, so nginx closes first
server.listen(config.port, config.host, () =>
  logger.info({ port: config.port, host: config.host ?? 'all interfaces' }, `serving on port ${config.port}`),
);

async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal, inFlight }, 'stopping: no new connections, finishing the requests under way');
  setTimeout(() => {
    logger.error({ inFlight }, `requests still running after ${DRAIN_TIMEOUT_MS / 1000} s: stopping anyway`);
    process.exit(1);
  }, DRAIN_TIMEOUT_MS).unref();
  server.close(async () => {
    // Sends under way finish (or time out) before the database they record to closes.
    await stopDeliveryWorker();
    await redisCache?.close();
    const database = (globalThis as { siteDatabase?: { db: { destroy: () => Promise<void> } } }).siteDatabase;
    try {
      await database?.db.destroy();
      logger.info('stopped cleanly');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'the database did not close cleanly');
      process.exit(1);
    }
  });
  server.closeIdleConnections();
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
