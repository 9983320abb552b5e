import type { IncomingMessage, ServerResponse } from 'node:http';
import { htmlContentSecurityPolicy, reviewInlineScripts } from './content-security-policy';
import { errorPageHtml } from './error-page-html';
import type { KeptPage, PageFill } from './page-cache';
import { settleCacheControl } from './page-cache-headers';
import type { PageSharing } from './page-cache-policy';
import { compressForOneResponse, preferredEncoding } from './page-compression';
import { keepPage } from './page-keeping';
import { isRedirect, redirectBody } from './page-redirect';
import { fillTemplate, isTemplate, type VisitorValues } from './page-template';
import type { RequestContext } from './request-context';

/**
 * Decided before the render: the nonce on the page's scripts (this render's, or a template's placeholder),
 * the one the policy names ('' for a page kept for everyone), a template's visitor, the page cache's fill.
 */
export type PagePlan = {
  renderNonce: string;
  policyNonce: string;
  sharing: PageSharing | undefined;
  visitor?: VisitorValues;
  fill?: PageFill;
};

/** A request that met an unreachable or busy database answers 503, even when the page showed its own message. */
export function markUnavailable(response: ServerResponse, context: RequestContext): void {
  if (context.databaseUnavailable && (response.statusCode === 500 || response.statusCode === 200)) {
    response.statusCode = 503;
    response.setHeader('Retry-After', '30');
  }
}

export type PageFinisherOptions = {
  finishStylesheets: (response: ServerResponse, html: string) => Promise<string>;
  https: boolean;
  mediaOrigin?: string;
  /** Told of inline scripts the policy refuses (an injection, or a framework script of a new shape). */
  onRefused: (refused: number) => void;
};

/**
 * Finishing a page that html-response-guard.ts held back whole: the steps of decision 045 in order,
 * each its own module. `sendKeptPage` sends a page the page cache kept.
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
    const rendered = isRedirect(response.statusCode)
      ? redirectBody(response)
      : Buffer.from(await finishStylesheets(response, fromApp.toString('utf8')), 'utf8');
    const template = visitor !== undefined && isTemplate(rendered);
    const html = visitor ? fillTemplate(rendered, visitor) : rendered;
    // Scripts carrying the render's nonce are the framework's: named by the policy's nonce on a
    // page for this visitor alone, hashed on a page kept for everyone.
    const nonces = { renderNonce: visitor?.nonce ?? renderNonce, policyNonce };
    const { hashes, refused } = reviewInlineScripts(html.toString('utf8'), nonces);
    if (refused > 0) onRefused(refused);
    response.setHeader('Content-Security-Policy', policy(policyNonce, hashes));
    const keepable = settleCacheControl(response, { sharing, keepPrivate: context.keepPrivate === true });
    if (response.statusCode >= 500) {
      const details = { requestId: context.requestId, unavailable: context.databaseUnavailable };
      return Buffer.from(errorPageHtml(html.toString('utf8'), details), 'utf8');
    }
    const perVisitor = policyNonce !== '' && html.includes(policyNonce);
    if (!fill || !sharing || !keepable || (perVisitor && !template)) return html;
    const kept = keepPage(response, fill, template ? { body: rendered, template: { hashes } } : { body: html });
    // The strong copy of the same bytes kept before (Next.js served them from its cache), else better than on the
    // fly: this is what the first visitor in a minute gets, and on 2G every kilobyte counts.
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding || template) return html;
    response.setHeader('Content-Encoding', encoding);
    return kept?.compressed[encoding] ?? compressForOneResponse(encoding, html, true);
  }

  /** A kept page: its headers and bytes as kept, a template filled in with this visitor's values. */
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
    const body = page.template && visitor ? fillTemplate(page.body, visitor) : page.body;
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding) response.setHeader('Content-Encoding', encoding);
    const sent = encoding ? (page.compressed[encoding] ?? compressForOneResponse(encoding, body)) : body;
    response.setHeader('Content-Length', sent.byteLength);
    response.end(request.method === 'HEAD' ? undefined : sent);
  }

  return { finishPage, sendKeptPage };
}
