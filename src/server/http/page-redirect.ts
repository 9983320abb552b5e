import type { ServerResponse } from 'node:http';
import { escapeHtml } from '@/lib/text';

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** Whether a page answered with a redirect (Next.js's `redirect()`, `permanentRedirect()`). */
export function isRedirect(status: number): boolean {
  return REDIRECT_STATUSES.has(status);
}

/**
 * A redirect's body: a line with the link, for a client that does not follow redirects, instead
 * of Next.js's whole page (55 kB for /products), which a browser never shows.
 */
export function redirectBody(response: ServerResponse): Buffer {
  // Next.js names the address twice when it renders a redirect afresh: Node's fetch would go to "/a, /a".
  const href = String([response.getHeader('location') ?? '/'].flat()[0]);
  response.setHeader('Location', href);
  // Next.js's preloads are for the page it rendered, not for the one the browser goes to.
  response.removeHeader('link');
  return Buffer.from(
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Moved</title></head>` +
      `<body><p>This page is at <a href="${escapeHtml(href)}">${escapeHtml(href)}</a>.</p></body></html>`,
    'utf8',
  );
}
