import type { IncomingMessage, ServerResponse } from 'node:http';
import { htmlContentSecurityPolicy, reviewInlineScripts } from './content-security-policy';
import { errorPageHtml } from './error-page-html';
import { type createFinishedPageCache, preferredEncoding } from './finished-page-cache';
import type { PageFill } from './page-cache';
import { settleCacheControl } from './page-cache-headers';
import type { PageSharing } from './page-cache-policy';
import { keepPage } from './page-keeping';
import { finishStylesheets } from './page-stylesheet';
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
  readStylesheet: (href: string) => string | undefined;
  finishedPages: ReturnType<typeof createFinishedPageCache>;
  https: boolean;
  /** Another origin pictures and videos are served from (S3_PUBLIC_URL). */
  mediaOrigin?: string;
  /** Told of inline scripts the policy refuses (an injection, or a framework script of a new shape). */
  onRefused: (refused: number) => void;
};

/**
 * Finishing a page: Next.js has written all of it (html-response-guard.ts held it
 * back), and these steps run in order before anything is sent, each in its own module:
 * 1. status: a render that met an unreachable database answers 503;
 * 2. stylesheet: what the page uses of the stylesheet goes inline (page-stylesheet.ts);
 * 3. template: this visitor's values where a template's placeholders are (page-template.ts);
 * 4. policy: the Content-Security-Policy, with the hashes of the page's own scripts
 *    (content-security-policy.ts; worked out once per version of a shared page);
 * 5. cache headers: which caches may keep the page, how long (page-cache-headers.ts);
 * 6. error page: a failed page carries its request id and message (error-page-html.ts);
 * 7. keeping: the server's page cache keeps it, when this render fills it (page-keeping.ts);
 * 8. compression: a page the same for everyone is sent as compressed once (finished-page-cache.ts).
 * Returns the bytes to send.
 */
export function createPageFinisher({
  readStylesheet,
  finishedPages,
  https,
  mediaOrigin,
  onRefused,
}: PageFinisherOptions) {
  return function finishPage(
    request: IncomingMessage,
    response: ServerResponse,
    context: RequestContext,
    { renderNonce, policyNonce, sharing, visitor, fill }: PagePlan,
    fromApp: Buffer,
  ): Buffer {
    markUnavailable(response, context);
    const rendered = Buffer.from(finishStylesheets(response, fromApp.toString('utf8'), readStylesheet), 'utf8');

    const template = visitor ? readTemplate(rendered) : undefined;
    const html = template && visitor ? template.fill(visitor) : rendered;

    // A page naming this visitor's nonce was rendered for this visitor alone; any other page
    // (prerendered, or shared) is the same bytes for everyone, and its review is kept.
    const nonces = visitor ? { renderNonce: visitor.nonce, policyNonce } : { renderNonce, policyNonce };
    const review = () => reviewInlineScripts(html.toString('utf8'), nonces);
    const perVisitor = policyNonce !== '' && html.includes(policyNonce);
    const shared = response.statusCode === 200 && !perVisitor ? finishedPages.get(html, review) : undefined;
    const { hashes, refused } = shared ?? review();
    if (refused > 0) onRefused(refused);
    response.setHeader(
      'Content-Security-Policy',
      htmlContentSecurityPolicy({ nonce: policyNonce, hashes, https, mediaOrigin }),
    );

    const keepable = settleCacheControl(response, { sharing, keepPrivate: context.keepPrivate === true });
    if (response.statusCode >= 500) {
      const page = errorPageHtml(html.toString('utf8'), {
        requestId: context.requestId,
        unavailable: context.databaseUnavailable,
      });
      return Buffer.from(page, 'utf8');
    }

    if (fill && sharing && keepable) {
      keepPage(response, { fill, sharing, rendered, template, shared: shared && { ...shared, body: html }, hashes });
    }

    const encoding = shared ? preferredEncoding(request.headers['accept-encoding']) : undefined;
    const compressed = encoding ? shared?.compressed(encoding) : undefined;
    if (encoding && compressed) {
      response.setHeader('Content-Encoding', encoding);
      return compressed;
    }
    return html;
  };
}
