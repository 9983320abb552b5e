import { describe, expect, it } from 'vitest';
import { looksAutomated, MIN_FILL_MS } from '@/server/security/bot-check';
import { clientAddress } from '@/server/security/client-address';
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

describe('looksAutomated', () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    return data;
  };
  const now = 1_700_000_000_000;
  it('catches a filled honeypot', () => {
    expect(looksAutomated(form({ website: 'http://spam.example' }), now)).toBe(true);
  });
  it('catches a form sent faster than anyone can type', () => {
    expect(looksAutomated(form({ startedAt: String(now - 500) }), now)).toBe(true);
    expect(looksAutomated(form({ startedAt: String(now - MIN_FILL_MS) }), now)).toBe(false);
  });
  it('lets a person through, with or without the page script', () => {
    expect(looksAutomated(form({ website: '', startedAt: String(now - 60_000) }), now)).toBe(false);
    expect(looksAutomated(form({ website: '' }), now)).toBe(false);
  });
});
