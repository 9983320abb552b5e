import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { format } from 'node:util';
import compression from 'compression';
import { connectRedisCache } from '@/server/cache/redis-cache';
import {
  htmlContentSecurityPolicy,
  RESOURCE_CONTENT_SECURITY_POLICY,
  reviewInlineScripts,
} from '@/server/http/content-security-policy';
import { errorPageHtml } from '@/server/http/error-page-html';
import { compressForOneResponse, createFinishedPageCache, preferredEncoding } from '@/server/http/finished-page-cache';
import { DRAIN_TIMEOUT_MS } from '@/server/http/graceful-stop';
import { guardHtmlResponses } from '@/server/http/html-response-guard';
import { loggablePath } from '@/server/http/loggable-path';
import { type CachedPage, createPageCache, type PageFill, sharedMaxAge } from '@/server/http/page-cache';
import { type PageSharing, pageRule, sharedPageKey } from '@/server/http/page-cache-policy';
import { inlinePageStylesheets, linkHeaderWithoutInlined } from '@/server/http/page-stylesheet';
import { PLACEHOLDERS, readTemplate, type VisitorValues, visitorValues } from '@/server/http/page-template';
import { loadReactInstructionDefinitions } from '@/server/http/react-instruction-scripts';
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
 * One process of the production server (scripts/serve.ts starts one per core):
 * Next.js's request handler inside a plain Node HTTP server, which adds what
 * `next start` cannot:
 * - a request id on every response (X-Request-Id), every log line and the error page;
 * - JSON log lines only (console output of Next.js included) and one line per request;
 * - security headers, and a Content-Security-Policy whose script hashes fit each page;
 * - in each page, the part of the stylesheet it uses instead of a link to all of it (page-stylesheet.ts);
 * - the visitor's address in X-Client-Address, from the socket (or nginx's X-Forwarded-For
 *   with TRUST_PROXY), over whatever the client sent: the per-address limits read it;
 * - 503 with Retry-After when the database could not be reached;
 * - a cache of the pages that are the same for everyone (page-cache.ts), answered without Next.js,
 *   and of the order page as a template filled in for each visitor (page-template.ts);
 * - a graceful stop on SIGTERM: in-flight requests and message sends finish, then the database closes.
 */
(process.env as Record<string, string>).NODE_ENV = 'production';
const root = path.resolve(import.meta.dirname, '..');
const config = loadConfig();
const logger = createLogger(config.logLevel, 'site');
const https = config.baseUrl.startsWith('https://');
const mediaOrigin = config.s3?.publicUrl ? new URL(config.s3.publicUrl).origin : undefined;
const fixedHeaders = securityHeaders({ https });
const reactDefinitions = loadReactInstructionDefinitions();
// The database layer reports an unreachable or busy database; the request it served answers 503 (markUnavailable).
markRequestsWhenDatabaseUnavailable();

// Next.js and libraries write to the console; their lines become JSON lines too.
for (const [method, level] of [
  ['log', 'info'],
  ['info', 'info'],
  ['warn', 'warn'],
  ['error', 'error'],
] as const) {
  console[method] = (...args: unknown[]) => {
    const error = args.find((argument) => argument instanceof Error);
    if (error) logger[level]({ err: error }, format(...args.filter((argument) => argument !== error)));
    else logger[level](format(...args));
  };
}

const { default: next } = await import('next');
const app = next({ dev: false, dir: root, port: config.port });
await app.prepare();
const handle = app.getRequestHandler();
const compress = compression();
const finishedPages = createFinishedPageCache();
// What an admin changed here reaches the other workers and servers at once, and theirs this one:
// through Redis with REDIS_URL (to every process of every server), else through scripts/serve.ts.
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
/** How long shared caches (this server's page cache, nginx) keep a page: an admin's change shows within a minute anyway. */
const SHARED_PAGE_CACHE_CONTROL = 'public, s-maxage=60, stale-while-revalidate=3600';
/** How long this server keeps a page no other cache may keep (page-cache-policy.ts). */
const SERVER_KEPT_SECONDS = 60;
/** Headers that belong to one response, never to a kept page. */
const RESPONSE_OWN_HEADERS = new Set([
  'x-request-id',
  'x-page-cache',
  'date',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
]);

/** The build's stylesheets by address (they never change while this process runs). */
const stylesheets = new Map<string, string | undefined>();
function readStylesheet(href: string): string | undefined {
  if (!stylesheets.has(href)) {
    const inBuild = /^\/_next\/static\/[\w/.-]+\.css$/.test(href) && !href.includes('..');
    let css: string | undefined;
    try {
      css = inBuild ? readFileSync(path.join(root, '.next', href.slice('/_next/'.length)), 'utf8') : undefined;
    } catch {
      css = undefined; // a page naming a stylesheet of another build keeps its link
    }
    stylesheets.set(href, css);
  }
  return stylesheets.get(href);
}

let inFlight = 0;
let stopping = false;

/**
 * A request that met an unreachable or busy database answers 503: come back soon, nothing
 * is broken for good. That includes a page that caught the failure and showed its own
 * message (the blog's list): a shared cache must not keep that page as a success.
 */
function markUnavailable(response: ServerResponse, context: RequestContext) {
  if (context.databaseUnavailable && (response.statusCode === 500 || response.statusCode === 200)) {
    response.statusCode = 503;
    response.setHeader('Retry-After', '30');
  }
}

/** What the server decided about a page before rendering it. */
type PagePlan = {
  /** This response's CSP nonce; '' for a page that is the same for everyone (page-cache-policy.ts). */
  nonce: string;
  sharing: PageSharing | undefined;
  /** This visitor's values, when the page is rendered as a template (page-template.ts) and filled with them. */
  visitor?: VisitorValues;
  /** Set when this render fills the page cache. */
  fill?: PageFill;
};

function policyFor(nonce: string, hashes: string[]) {
  return htmlContentSecurityPolicy({ nonce, hashes, https, mediaOrigin });
}

/** What the page cache keeps of this response: its headers, less those of this response alone. */
function keptHeaders(response: ServerResponse, perVisitor: boolean): CachedPage['headers'] {
  const headers: CachedPage['headers'] = [];
  for (const [name, value] of Object.entries(response.getHeaders())) {
    if (value === undefined || RESPONSE_OWN_HEADERS.has(name)) continue;
    // A template's policy names each visitor's nonce, and its bytes differ per visitor.
    if (perVisitor && (name === 'content-security-policy' || name === 'etag')) continue;
    headers.push([name, Array.isArray(value) ? value : String(value)]);
  }
  // A kept page is sent compressed or not by the request's Accept-Encoding (the compression
  // middleware adds this only when it compresses, later).
  const vary = headers.find(([name]) => name === 'vary');
  if (!vary) headers.push(['vary', 'Accept-Encoding']);
  else if (!/accept-encoding/i.test(String(vary[1]))) vary[1] = `${vary[1]}, Accept-Encoding`;
  return headers;
}

function finishHtml(
  request: IncomingMessage,
  response: ServerResponse,
  context: RequestContext,
  { nonce, sharing, visitor, fill }: PagePlan,
  fromApp: Buffer,
): Buffer {
  markUnavailable(response, context);
  const styled = inlinePageStylesheets(fromApp.toString('utf8'), readStylesheet);
  const link = response.getHeader('link');
  if (link !== undefined) {
    const kept = linkHeaderWithoutInlined(Array.isArray(link) ? link.join(', ') : String(link), styled);
    if (kept) response.setHeader('Link', kept);
    else response.removeHeader('Link');
  }
  const rendered = Buffer.from(styled, 'utf8');
  // A template's placeholders are filled in with this visitor's values before anything reads the page.
  const template = visitor ? readTemplate(rendered) : undefined;
  const html = template && visitor ? template.fill(visitor) : rendered;
  // A page holding this request's nonce was rendered for this request alone; any other
  // page (prerendered, or a shared page rendered without a nonce) is the same bytes for
  // everyone, and its review is kept.
  const review = () => reviewInlineScripts(html.toString('utf8'), nonce, reactDefinitions);
  const perVisitor = nonce !== '' && html.includes(nonce);
  const shared = response.statusCode === 200 && !perVisitor ? finishedPages.get(html, review) : undefined;
  const { hashes, refused } = shared ?? review();
  if (refused > 0) logger.warn({ refused }, 'inline scripts of an unknown shape were refused by the CSP');
  response.setHeader('Content-Security-Policy', policyFor(nonce, hashes));
  // Prerendered pages may be kept by a shared cache (nginx) for an hour by Next.js's rule; an admin's
  // change must show within a minute, so shared caches keep them 60 s, then refresh in the background.
  // Pages of the shared table (page-cache-policy.ts) are kept the same way, unless this answer is
  // for one visitor (the page said so, or it set a cookie): then no cache keeps it.
  // A page kept by this server only (the help answers) keeps Next.js's `private, no-store`.
  const cacheControl = String(response.getHeader('cache-control') ?? '');
  const keepable = response.statusCode === 200 && !context.keepPrivate && !response.hasHeader('set-cookie');
  if (response.statusCode === 200 && (cacheControl.includes('s-maxage') || sharing === 'shared')) {
    response.setHeader('Cache-Control', keepable ? SHARED_PAGE_CACHE_CONTROL : 'private, no-store');
  }
  if (response.statusCode >= 500) {
    response.setHeader('Cache-Control', 'no-store');
    const page = errorPageHtml(html.toString('utf8'), {
      requestId: context.requestId,
      unavailable: context.databaseUnavailable,
    });
    return Buffer.from(page, 'utf8');
  }
  if (fill && keepable && template?.hasForm) {
    fill.store(
      {
        status: 200,
        headers: keptHeaders(response, true),
        body: rendered,
        compressed: () => undefined,
        template: { fill: template.fill, hashes },
      },
      SERVER_KEPT_SECONDS,
    );
    response.setHeader('X-Page-Cache', 'MISS');
  } else if (fill && shared && sharing && keepable) {
    const etag = response.getHeader('etag');
    fill.store(
      {
        status: 200,
        headers: keptHeaders(response, false),
        body: html,
        compressed: shared.compressed,
        etag: etag ? String(etag) : undefined,
      },
      sharing === 'shared' ? sharedMaxAge(String(response.getHeader('cache-control') ?? '')) : SERVER_KEPT_SECONDS,
    );
    response.setHeader('X-Page-Cache', 'MISS');
  }
  // A compressed copy made once (the compression middleware leaves an encoded body alone).
  const encoding = shared ? preferredEncoding(request.headers['accept-encoding']) : undefined;
  const compressed = encoding ? shared?.compressed(encoding) : undefined;
  if (encoding && compressed) {
    response.setHeader('Content-Encoding', encoding);
    return compressed;
  }
  return html;
}

/**
 * A page from the page cache: its headers and bytes as kept, compressed when it can be;
 * a template filled in with this visitor's values, and compressed for them.
 */
function sendCachedPage(request: IncomingMessage, response: ServerResponse, page: CachedPage, visitor?: VisitorValues) {
  response.statusCode = page.status;
  for (const [name, value] of page.headers) response.setHeader(name, value);
  response.setHeader('X-Page-Cache', 'HIT');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (page.template) {
    if (!visitor) throw new Error('a page template was asked for without a visitor’s values');
    response.setHeader('Content-Security-Policy', policyFor(visitor.nonce, page.template.hashes));
    const filled = page.template.fill(visitor);
    if (encoding) response.setHeader('Content-Encoding', encoding);
    sendBody(request, response, encoding ? compressForOneResponse(encoding, filled) : filled);
    return;
  }
  if (page.etag && request.headers['if-none-match'] === page.etag) {
    response.statusCode = 304;
    response.end();
    return;
  }
  const compressed = encoding ? page.compressed(encoding) : undefined;
  if (encoding && compressed) response.setHeader('Content-Encoding', encoding);
  sendBody(request, response, compressed ?? page.body);
}

function sendBody(request: IncomingMessage, response: ServerResponse, body: Buffer) {
  response.setHeader('Content-Length', body.byteLength);
  response.end(request.method === 'HEAD' ? undefined : body);
}

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
  // Next.js puts the nonce it finds in this request header on every script of a page it renders.
  // A shared page is rendered without one: the same bytes serve everyone, its scripts are hashed.
  // A template is rendered with a placeholder nonce, and filled with this visitor's.
  const visitor = key && rule?.sharing === 'template' ? visitorValues(config.authSecret) : undefined;
  const nonce = visitor?.nonce ?? (!rule || rule.sharing === 'template' ? randomBytes(16).toString('base64') : '');
  const renderedNonce = visitor ? PLACEHOLDERS.nonce : nonce;
  if (renderedNonce) request.headers['content-security-policy'] = `script-src 'nonce-${renderedNonce}'`;
  else delete request.headers['content-security-policy'];
  delete request.headers['content-security-policy-report-only'];
  if (visitor) context.renderTemplate = true;

  response.setHeader('X-Request-Id', context.requestId);
  for (const [name, value] of Object.entries(fixedHeaders)) response.setHeader(name, value);
  if (stopping) response.setHeader('Connection', 'close');

  inFlight += 1;
  response.once('close', () => {
    inFlight -= 1;
    runWithRequestContext(context, () =>
      logger.info(
        {
          method: request.method,
          path: loggablePath(request.url),
          status: response.statusCode,
          ms: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
          completed: response.writableFinished,
        },
        'request',
      ),
    );
    if (stopping) server.closeIdleConnections();
  });

  const refusal = refusalOf(request);
  if (refusal) {
    // The body is read and dropped (nothing kept in memory), so the client gets to read
    // the answer instead of a reset connection; the connection closes after it.
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

  const plan: PagePlan = { nonce, sharing: rule?.sharing, visitor };
  const cached = key ? pageCache.get(key) : undefined;
  if (cached) {
    sendCachedPage(request, response, cached, visitor);
    return;
  }
  const pending = key ? pageCache.pending(key) : undefined;
  if (pending) {
    // The same page is being rendered for another request: its answer serves this one too.
    void pending.then((page) => {
      if (page) sendCachedPage(request, response, page, visitor);
      else renderWithApp(request, response, context, plan);
    });
    return;
  }
  const fill = key && request.method === 'GET' ? pageCache.startFill(key) : undefined;
  if (fill) response.once('close', fill.abandon);
  renderWithApp(request, response, context, { ...plan, fill });
}

/** The request through Next.js, with the page's headers settled once the whole page is there. */
function renderWithApp(request: IncomingMessage, response: ServerResponse, context: RequestContext, plan: PagePlan) {
  runWithRequestContext(context, () => {
    compress(request as never, response as never, () => {
      guardHtmlResponses(request, response, {
        finish: (html) => finishHtml(request, response, context, plan, html),
        beforeHead: () => markUnavailable(response, context),
      });
      // Anything that is not a page gets a policy under which nothing can run or embed it.
      const setHeader = response.setHeader;
      response.setHeader = function setHeaderWithDefaultPolicy(this: ServerResponse, name, value) {
        if (name.toLowerCase() === 'content-type' && !String(value).startsWith('text/html')) {
          if (!this.hasHeader('content-security-policy'))
            setHeader.call(this, 'Content-Security-Policy', RESOURCE_CONTENT_SECURITY_POLICY);
        }
        return setHeader.call(this, name, value);
      };
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
  const forced = setTimeout(() => {
    logger.error({ inFlight }, `requests still running after ${DRAIN_TIMEOUT_MS / 1000} s: stopping anyway`);
    process.exit(1);
  }, DRAIN_TIMEOUT_MS);
  forced.unref();
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
