import { describe, expect, it } from 'vitest';
import { checkSubmission, MIN_FILL_MS } from '@/server/security/bot-check';
import { clientAddress } from '@/server/security/client-address';
import { formStartedAt, issueFormStartToken } from '@/server/security/form-start-token';
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

describe('clientAddress', () => {
  const headers = (value: Record<string, string>) => new Headers(value);
  it('uses the address added by the nearest proxy', () => {
    expect(clientAddress(headers({ 'x-forwarded-for': '203.0.113.9, 198.51.100.1' }))).toBe('198.51.100.1');
    expect(clientAddress(headers({ 'x-forwarded-for': '203.0.113.9' }))).toBe('203.0.113.9');
  });
  it('falls back to x-real-ip, then unknown', () => {
    expect(clientAddress(headers({ 'x-real-ip': '198.51.100.4' }))).toBe('198.51.100.4');
    expect(clientAddress(headers({}))).toBe('unknown');
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
  it('lets a person through without the page script, and a signed-in customer at any speed', () => {
    expect(checkSubmission(form({ website: '' }), signedOut)).toBe('person');
    expect(checkSubmission(form({ startedAt: startedAt(now - 10) }), { ...signedOut, signedIn: true })).toBe('person');
  });
});
