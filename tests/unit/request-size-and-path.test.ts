import { describe, expect, it } from 'vitest';
import { MAX_REQUEST_BODY_BYTES, refusalOf } from '@/server/http/request-guard';
import { readLimitedBody } from '@/server/security/read-limited-body';

describe('requests refused before Next.js', () => {
  it('refuses a declared body over the limit with 413, and lets one at the limit through', () => {
    const over = { url: '/contact', headers: { 'content-length': String(MAX_REQUEST_BODY_BYTES + 1) } };
    expect(refusalOf(over)).toEqual({ status: 413, error: 'BODY_TOO_LARGE' });
    expect(refusalOf({ url: '/contact', headers: { 'content-length': String(MAX_REQUEST_BODY_BYTES) } })).toBeNull();
    expect(refusalOf({ url: '/contact', headers: {} })).toBeNull();
  });

  it('refuses a declared chat body over 4 kB, and lets one at the limit through', () => {
    const chat = (length: number) =>
      refusalOf({ method: 'POST', url: '/api/chat', headers: { 'content-length': String(length) } });
    expect(chat(4 * 1024 + 1)).toEqual({ status: 413, error: 'BODY_TOO_LARGE' });
    expect(chat(4 * 1024)).toBeNull();
  });

  it('reads a body sent without a length only up to the limit', async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024).fill(97));
      },
    });
    const request = new Request('http://localhost/api/chat', {
      method: 'POST',
      body: endless,
      duplex: 'half',
    } as RequestInit);
    expect(await readLimitedBody(request, 4 * 1024)).toBeNull();
    expect(pulled).toBeLessThan(10);
    const small = new Request('http://localhost/api/chat', { method: 'POST', body: '{"question":"rohu"}' });
    expect(await readLimitedBody(small, 4 * 1024)).toBe('{"question":"rohu"}');
  });

  it('refuses a Server Action without a declared length with 411, not other posts', () => {
    const action = { method: 'POST', url: '/contact', headers: { 'next-action': 'abc' } };
    expect(refusalOf(action)).toEqual({ status: 411, error: 'LENGTH_REQUIRED' });
    expect(refusalOf({ ...action, headers: { 'next-action': 'abc', 'content-length': '120' } })).toBeNull();
    expect(refusalOf({ method: 'POST', url: '/api/chat', headers: {} })).toBeNull();
  });

  it('refuses a path whose percent-encoding is not UTF-8 with 400, and keeps encoded paths that decode', () => {
    for (const url of ['/api/files/..%c0%afsite.db', '/blog/%E0%A4%A', '/products/%c0?q=1']) {
      expect(refusalOf({ url, headers: {} }), url).toEqual({ status: 400, error: 'MALFORMED_PATH' });
    }
    for (const url of ['/blog?q=%c0', '/products/%E0%A4%AE%E0%A4%9B', '/api/files/..%2fsite.db', '/']) {
      expect(refusalOf({ url, headers: {} }), url).toBeNull();
    }
  });
});
