import { escapeHtml } from '@/lib/text';
import errors from '../../../messages/en/errors.json';

/**
 * Readies the HTML of a failed page (status 5xx) for the visitor:
 * - the request id goes into the head, where the error page (src/app/error.tsx) reads it,
 *   so that a farmer can quote it on the phone;
 * - when rendering failed before any of the page was written, Next.js sends an empty
 *   shell (`<html id="__next_error__">`) and the error page is drawn only once the
 *   scripts have arrived: on a slow phone a blank screen for seconds, and without
 *   JavaScript for good. The same message is written into that shell here; React
 *   replaces it with the error page when it starts.
 */
export function errorPageHtml(html: string, { requestId, unavailable }: { requestId: string; unavailable: boolean }) {
  const id = escapeHtml(requestId);
  let page = html.replace('<head>', `<head><meta name="request-id" content="${id}">`);
  if (/<html[^>]*\bid="__next_error__"/.test(page)) {
    const notice = [
      '<div style="max-width:36rem;margin:4rem auto;padding:0 1rem;text-align:center;font-family:system-ui,sans-serif">',
      `<h1>${escapeHtml(unavailable ? errors.unavailableTitle : errors.serverTitle)}</h1>`,
      `<p>${escapeHtml(unavailable ? errors.unavailableBody : errors.serverBody)}</p>`,
      `<p>${escapeHtml(errors.reference)} <b>${id}</b></p>`,
      '</div>',
    ].join('');
    page = page.replace(/<body([^>]*)>/, (body) => `${body}${notice}`);
  }
  return page;
}
