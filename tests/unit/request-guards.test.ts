import type { IncomingHttpHeaders } from 'node:http';
import { describe, expect, it } from 'vitest';
import { checkSubmission, MIN_FILL_MS } from '@/server/security/bot-check';
import { CLIENT_ADDRESS_HEADER, clientAddress, stampClientAddress } from '@/server/security/client-address';
import { FORM_START_TOKEN_MAX_AGE_MS, formStartedAt, issueFormStartToken } from '@/server/security/form-start-token';
import { isSafeMethod, isSameOrigin } from '@/server/security/same-origin';

describe('isSameOrigin', () => {
  const base = { requestOrigin: 'http://localhost:3000', baseUrl: 'https://fish.example' };
  it('accepts the site origin and the addressed origin', () => {
    expect(isSameOrigin({ ...base, origin: 'https://fish.example' })).toBe(true);
    expect(isSameOrigin({ ...base, origin: 'http://localhost:3000' })).toBe(true);
  });
  it('refuses missing, null and foreign origins', () => {
    expect(isSameOrigin({ ...base, origin: null })).toBe(false);
    expect(isSameOrigin({ ...base, origin: 'null' })).toBe(false);
    expect(isSameOrigin({ ...base, origin: 'https://evil.example' })).toBe(false);
    expect(isSameOrigin({ ...base, origin: 'https://fish.example.evil.example' })).toBe(false);
    expect(isSameOrigin({ ...base, origin: 'not a url' })).toBe(false);
  });
  it('lets reads through', () => {
    expect(isSafeMethod('GET')).toBe(true);
    expect(isSafeMethod('post')).toBe(false);
  });
});

describe('stampClientAddress and clientAddress', () => {
  /** What serve.ts does with one request's headers, then what the app reads from them. */
  function addressOf(incoming: IncomingHttpHeaders, socketAddress: string | undefined, trustProxy: boolean) {
    const headers = { ...incoming };
    const stamped = stampClientAddress(headers, { socketAddress, trustProxy });
    const seen = new Headers(
      Object.entries(headers).map(([name, value]): [string, string] => [
        name,
        Array.isArray(value) ? value.join(', ') : (value ?? ''),
      ]),
    );
    // The app reads what was stamped (an IPv6 address by its /64 network, tested below).
    if (!stamped.includes(':')) expect(clientAddress(seen)).toBe(stamped);
    else expect(clientAddress(seen)).toMatch(/::\/64$/);
    return { address: stamped, headers };
  }

  it('without TRUST_PROXY uses the connection and drops forged forwarding headers', () => {
    const { address, headers } = addressOf(
      {
        'x-forwarded-for': '203.0.113.9, 198.51.100.1',
        'x-real-ip': '198.51.100.4',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
        [CLIENT_ADDRESS_HEADER]: '192.0.2.77',
      },
      '192.0.2.10',
      false,
    );
    expect(address).toBe('192.0.2.10');
    expect(headers['x-forwarded-for']).toBeUndefined();
    expect(headers['x-real-ip']).toBeUndefined();
    // Nor can a client pick the host and scheme the Origin check compares with.
    expect(headers['x-forwarded-host']).toBeUndefined();
    expect(headers['x-forwarded-proto']).toBeUndefined();
    expect(headers[CLIENT_ADDRESS_HEADER]).toBe('192.0.2.10');
  });

  it('with TRUST_PROXY uses the last X-Forwarded-For entry, the one the nearest proxy added', () => {
    expect(addressOf({ 'x-forwarded-for': '203.0.113.9, 198.51.100.1' }, '127.0.0.1', true).address).toBe(
      '198.51.100.1',
    );
    expect(addressOf({ 'x-forwarded-for': '203.0.113.9' }, '127.0.0.1', true).address).toBe('203.0.113.9');
    expect(addressOf({ 'x-forwarded-for': ['203.0.113.9', '2001:DB8::1'] }, '127.0.0.1', true).address).toBe(
      '2001:db8::1',
    );
    // A client's own X-Client-Address is replaced there too.
    const { headers } = addressOf({ [CLIENT_ADDRESS_HEADER]: '192.0.2.77' }, '127.0.0.1', true);
    expect(headers[CLIENT_ADDRESS_HEADER]).toBe('127.0.0.1');
  });

  it('with TRUST_PROXY falls back to the connection when the last entry is missing or not an address', () => {
    expect(addressOf({}, '192.0.2.10', true).address).toBe('192.0.2.10');
    expect(addressOf({ 'x-forwarded-for': '203.0.113.9, unknown' }, '192.0.2.10', true).address).toBe('192.0.2.10');
    expect(addressOf({ 'x-forwarded-for': '203.0.113.9, ' }, '192.0.2.10', true).address).toBe('203.0.113.9');
  });

  it('counts an IPv4 client of a dual-stack socket by its IPv4 address', () => {
    expect(addressOf({}, '::ffff:203.0.113.9', false).address).toBe('203.0.113.9');
    expect(addressOf({}, '::1', false).address).toBe('::1');
    expect(addressOf({}, undefined, false).address).toBe('unknown');
  });

  it('reads only its own header: without the production server in front (next dev) every request shares one bucket', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': '203.0.113.9', 'x-real-ip': '203.0.113.9' }))).toBe(
      'unknown',
    );
    expect(clientAddress(new Headers({ [CLIENT_ADDRESS_HEADER]: '203.0.113.9' }))).toBe('203.0.113.9');
  });

  it('counts an IPv6 visitor by their /64 network, which they can rotate addresses within', () => {
    const of = (address: string) => clientAddress(new Headers({ [CLIENT_ADDRESS_HEADER]: address }));
    expect(of('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(of('2001:db8:1:2::1')).toBe(of('2001:0db8:0001:0002:ffff::9'));
    expect(of('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(of('::1')).toBe('0:0:0:0::/64');
    expect(of('2001:db8:1:3::1')).not.toBe(of('2001:db8:1:2::1'));
  });
});

describe('[FORMS] checkSubmission', () => {
  const secret = 'a-test-secret-of-at-least-32-characters';
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    return data;
  };
  const now = 1_700_000_000_000;
  const signedOut = { secret, signedIn: false, now };
  const startedAt = (at: number) => issueFormStartToken(secret, at);

  it('catches a filled honeypot, signed in or not', () => {
    expect(checkSubmission(form({ website: 'http://spam.example' }), signedOut)).toBe('honeypot');
    expect(checkSubmission(form({ website: 'x' }), { ...signedOut, signedIn: true })).toBe('honeypot');
  });
  it('measures the time to fill on the server clock, from the signed start token', () => {
    expect(checkSubmission(form({ startedAt: startedAt(now - 500) }), signedOut)).toBe('too-fast');
    expect(checkSubmission(form({ startedAt: startedAt(now - MIN_FILL_MS) }), signedOut)).toBe('person');
    // A phone whose clock runs 10 minutes ahead changes nothing: its clock is never read.
    expect(checkSubmission(form({ startedAt: startedAt(now - 60_000) }), signedOut)).toBe('person');
  });
  it('ignores a start time the server did not sign (a forged or old-style field), as if there were none', () => {
    expect(checkSubmission(form({ startedAt: String(now - 60_000) }), signedOut)).toBe('person');
    const forged = issueFormStartToken('another-secret-of-at-least-32-characters', now - 60_000);
    expect(formStartedAt(forged, secret)).toBeNull();
    expect(formStartedAt(startedAt(now).replace(/.$/, 'A'), secret)).toBeNull();
  });
  it('refuses a start token over a day old, or from the future, and judges the form as one sent without it', () => {
    const dayOld = startedAt(now - FORM_START_TOKEN_MAX_AGE_MS - 1);
    expect(formStartedAt(dayOld, secret, now)).toBeNull();
    expect(formStartedAt(startedAt(now - FORM_START_TOKEN_MAX_AGE_MS + 60_000), secret, now)).not.toBeNull();
    expect(formStartedAt(startedAt(now + 60 * 60_000), secret, now)).toBeNull();
    // Never a lost order: the form still goes through, judged by the honeypot and the limits.
    expect(checkSubmission(form({ startedAt: dayOld }), signedOut)).toBe('person');
  });

  it('lets a person through without the page script, and a signed-in customer at any speed', () => {
    expect(checkSubmission(form({ website: '' }), signedOut)).toBe('person');
    expect(checkSubmission(form({ startedAt: startedAt(now - 10) }), { ...signedOut, signedIn: true })).toBe('person');
  });
});
