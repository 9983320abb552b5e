import { describe, expect, it } from 'vitest';
import { errorPageHtml } from '@/server/http/error-page-html';

const shell =
  '<!DOCTYPE html><html id="__next_error__"><head><meta charSet="utf-8"/></head><body><script>1</script></body></html>';
const framed = '<!DOCTYPE html><html lang="en"><head></head><body class="flex"><main>Blog</main></body></html>';

describe('the HTML of a failed page', () => {
  it('writes the message and the reference into the empty shell Next.js sends when nothing could be rendered', () => {
    const page = errorPageHtml(shell, { requestId: 'abc-12345678', unavailable: true });
    expect(page).toContain('<head><meta name="request-id" content="abc-12345678">');
    expect(page).toMatch(/<body><div[^>]*><h1>The site cannot reach its records right now<\/h1>/);
    expect(page).toContain('quote this reference: <b>abc-12345678</b>');
    expect(errorPageHtml(shell, { requestId: 'abc-12345678', unavailable: false })).toContain(
      '<h1>Something went wrong</h1>',
    );
  });

  it('leaves a page that kept its frame as it is, apart from the reference in its head', () => {
    const page = errorPageHtml(framed, { requestId: 'abc-12345678', unavailable: true });
    expect(page).toBe(framed.replace('<head>', '<head><meta name="request-id" content="abc-12345678">'));
  });

  it('escapes the reference', () => {
    const page = errorPageHtml(shell, { requestId: '"><script>alert(1)</script>', unavailable: false });
    expect(page).not.toContain('<script>alert(1)');
    expect(page).toContain('&quot;&gt;&lt;script&gt;');
  });
});
