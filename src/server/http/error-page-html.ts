import { escapeHtml } from '@/lib/text';
import errors from '../../../messages/en/errors.json';

/**
 * A failed page (5xx) carries its request id in the head, for the error page (src/app/error.tsx)
 * to show, so that a farmer can quote it on the phone. Next.js's empty shell (a render that failed
 * before writing anything) gets the same message: it would stay blank until the scripts arrive.
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
