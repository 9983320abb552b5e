import { escapeHtml } from '@/lib/text';

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** Whether a page answered with a redirect (Next.js's `redirect()`, `permanentRedirect()`). */
export function isRedirect(status: number): boolean {
  return REDIRECT_STATUSES.has(status);
}

/**
 * The body of a page that redirects. A browser follows the Location header and never shows
 * it, so Next.js's own (the whole layout and its scripts: 55 kB for /products) gives way to a
 * line with the link, for a client that does not follow redirects.
 */
export function redirectPage(location: string): Buffer {
  const href = escapeHtml(location);
  return Buffer.from(
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Moved</title></head>` +
      `<body><p>This page is at <a href="${href}">${href}</a>.</p></body></html>`,
    'utf8',
  );
}
