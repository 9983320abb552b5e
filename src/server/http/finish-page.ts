import type { IncomingMessage, ServerResponse } from 'node:http';
import { htmlContentSecurityPolicy, reviewInlineScripts } from './content-security-policy';
import { errorPageHtml } from './error-page-html';
import type { KeptPage, PageFill } from './page-cache';
import { settleCacheControl } from './page-cache-headers';
import type { PageSharing } from './page-cache-policy';
import { compressForOneResponse, preferredEncoding } from './page-compression';
import { keepPage } from './page-keeping';
import { isRedirect, redirectPage } from './page-redirect';
import { readTemplate, type VisitorValues } from './page-template';
import type { RequestContext } from './request-context';

/** What the server decided about a page before rendering it (scripts/serve-worker.ts). */
export type PagePlan = {
  /** The nonce Next.js put on the page's scripts: this render's own, or a template's placeholder. */
  renderNonce: string;
  /** The nonce the policy names: this visitor's; '' for a page kept for everyone (its scripts are hashed). */
  policyNonce: string;
  sharing: PageSharing | undefined;
  /** This visitor's values, when the page is rendered as a template (page-template.ts) and filled with them. */
  visitor?: VisitorValues;
  /** Set when this render fills the page cache. */
  fill?: PageFill;
};

/**
 * A request that met an unreachable or busy database answers 503: come back soon, nothing
 * is broken for good. That includes a page that caught the failure and showed its own
 * message (the blog's list): a shared cache must not keep that page as a success.
 */
export function markUnavailable(response: ServerResponse, context: RequestContext): void {
  if (context.databaseUnavailable && (response.statusCode === 500 || response.statusCode === 200)) {
    response.statusCode = 503;
    response.setHeader('Retry-After', '30');
  }
}

export type PageFinisherOptions = {
  /** The stylesheet step (page-stylesheet.ts). */
  finishStylesheets: (response: ServerResponse, html: string) => Promise<string>;
  https: boolean;
  /** Another origin pictures and videos are served from (S3_PUBLIC_URL). */
  mediaOrigin?: string;
  /** Told of inline scripts the policy refuses (an injection, or a framework script of a new shape). */
  onRefused: (refused: number) => void;
};

/**
 * Finishing a page: Next.js has written all of it (html-response-guard.ts held it
 * back), and these steps run in order before anything is sent, each in its own module:
 * 1. status: a render that met an unreachable database answers 503; a redirect gets a body of
 *    a line and is kept like a page (page-redirect.ts), skipping 2 to 6;
 * 2. stylesheet: what the page uses of the stylesheet goes inline (page-stylesheet.ts);
 * 3. template: this visitor's values where a template's placeholders are (page-template.ts);
 * 4. policy: the Content-Security-Policy, with the hashes of the page's own scripts
 *    (content-security-policy.ts; a kept page keeps its policy with it);
 * 5. cache headers: which caches may keep the page, how long (page-cache-headers.ts);
 * 6. error page: a failed page carries its request id and message (error-page-html.ts);
 * 7. keeping: the server's page cache keeps it, when this render fills it (page-keeping.ts),
 *    and compresses it once (page-compression.ts); until then it is compressed on the fly.
 * `finishPage` returns the bytes to send; `sendKeptPage` sends a page the page cache kept,
 * under a policy made by the same function.
 */
export function createPageFinisher({ finishStylesheets, https, mediaOrigin, onRefused }: PageFinisherOptions) {
  const policy = (nonce: string, hashes: string[]) => htmlContentSecurityPolicy({ nonce, hashes, https, mediaOrigin });

  async function finishPage(
    request: IncomingMessage,
    response: ServerResponse,
    context: RequestContext,
    { renderNonce, policyNonce, sharing, visitor, fill }: PagePlan,
    fromApp: Buffer,
  ): Promise<Buffer> {
    markUnavailable(response, context);
    if (isRedirect(response.statusCode)) return finishRedirect(response, context, { sharing, fill });
    const rendered = Buffer.from(await finishStylesheets(response, fromApp.toString('utf8')), 'utf8');

    const template = visitor ? readTemplate(rendered) : undefined;
    const html = template && visitor ? template.fill(visitor) : rendered;

    // A page naming this visitor's nonce was rendered for this visitor alone; any other page
    // (prerendered, or shared) is the same bytes for everyone: its scripts are hashed.
    const nonces = visitor ? { renderNonce: visitor.nonce, policyNonce } : { renderNonce, policyNonce };
    const { hashes, refused } = reviewInlineScripts(html.toString('utf8'), nonces);
    if (refused > 0) onRefused(refused);
    response.setHeader('Content-Security-Policy', policy(policyNonce, hashes));

    const keepable = settleCacheControl(response, { sharing, keepPrivate: context.keepPrivate === true });
    if (response.statusCode >= 500) {
      const page = errorPageHtml(html.toString('utf8'), {
        requestId: context.requestId,
        unavailable: context.databaseUnavailable,
      });
      return Buffer.from(page, 'utf8');
    }
    const perVisitor = policyNonce !== '' && html.includes(policyNonce);
    const kept =
      fill && sharing && keepable && (template?.hasForm || !perVisitor)
        ? keepPage(
            response,
            fill,
            sharing,
            template?.hasForm ? { body: rendered, template: { fill: template.fill, hashes } } : { body: html },
          )
        : undefined;
    // The same bytes as the page kept before it (Next.js served them from its cache): sent as the
    // strongest copy made then, not compressed on the fly.
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const copy = encoding && !kept?.template ? kept?.compressed[encoding] : undefined;
    if (encoding && copy) {
      response.setHeader('Content-Encoding', encoding);
      return copy;
    }
    return html;
  }

  /** A redirect: a body of a line, nothing that runs, kept like a page (page-redirect.ts). */
  function finishRedirect(
    response: ServerResponse,
    context: RequestContext,
    { sharing, fill }: Pick<PagePlan, 'sharing' | 'fill'>,
  ): Buffer {
    // Next.js names the address twice when it renders a redirect afresh (not from its cache): one
    // Location, or a client that joins them (Node's fetch) goes to "/a, /a", which is not found.
    const location = String([response.getHeader('location') ?? '/'].flat()[0]);
    response.setHeader('Location', location);
    const body = redirectPage(location);
    // Next.js's preloads are for the page it rendered, not for the one the browser goes to.
    response.removeHeader('link');
    response.setHeader('Content-Security-Policy', policy('', []));
    const keepable = settleCacheControl(response, { sharing, keepPrivate: context.keepPrivate === true });
    if (fill && sharing && keepable) keepPage(response, fill, sharing, { body });
    return body;
  }

  /**
   * A page from the server's page cache: its headers and bytes as kept, compressed when it
   * can be; a template filled in with this visitor's values, and compressed for them.
   */
  function sendKeptPage(request: IncomingMessage, response: ServerResponse, page: KeptPage, visitor?: VisitorValues) {
    response.statusCode = page.status;
    for (const [name, value] of page.headers) response.setHeader(name, value);
    response.setHeader('X-Page-Cache', 'HIT');
    if (page.template) {
      if (!visitor) throw new Error('a page template was asked for without a visitor’s values');
      response.setHeader('Content-Security-Policy', policy(visitor.nonce, page.template.hashes));
    } else if (page.etag && request.headers['if-none-match'] === page.etag) {
      response.statusCode = 304;
      response.end();
      return;
    }
    const body = page.template && visitor ? page.template.fill(visitor) : page.body;
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding) response.setHeader('Content-Encoding', encoding);
    const sent = encoding ? (page.compressed[encoding] ?? compressForOneResponse(encoding, body)) : body;
    response.setHeader('Content-Length', sent.byteLength);
    response.end(request.method === 'HEAD' ? undefined : sent);
  }

  return { finishPage, sendKeptPage };
}
