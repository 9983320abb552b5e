import { describe, expect, it } from 'vitest';
import { loggablePath } from '@/server/http/loggable-path';

const TOKEN = 'Ab3dEf6hIj9kLm2n';

describe('loggablePath: the request log keeps no token', () => {
  it('drops the query, where reset and verification tokens travel', () => {
    expect(loggablePath(`/reset-password?token=${TOKEN}`)).toBe('/reset-password');
    expect(loggablePath(`/api/auth/verify-email?callbackURL=%2Flogin&token=${TOKEN}`)).toBe('/api/auth/verify-email');
    expect(loggablePath(undefined)).toBe('/');
  });

  it("redacts a reset link's token in its path, before better-auth's redirect", () => {
    expect(loggablePath(`/api/auth/reset-password/${TOKEN}?callbackURL=%2Freset-password`)).toBe(
      '/api/auth/reset-password/[redacted]',
    );
  });

  it("redacts an order's tracking token, in every language", () => {
    expect(loggablePath(`/t/${TOKEN}`)).toBe('/t/[redacted]');
    expect(loggablePath(`/hi/t/${TOKEN}`)).toBe('/hi/t/[redacted]');
    expect(loggablePath(`/as/t/${TOKEN}`)).toBe('/as/t/[redacted]');
    expect(loggablePath(`/en/t/${TOKEN}`)).toBe('/en/t/[redacted]');
    // A trailing slash or a query does not bring it back.
    expect(loggablePath(`/t/${TOKEN}/`)).toBe('/t/[redacted]/');
    expect(loggablePath(`/hi/t/${TOKEN}?from=sms`)).toBe('/hi/t/[redacted]');
  });

  it("redacts a staff invitation's token, in every language", () => {
    expect(loggablePath(`/invitation/${TOKEN}`)).toBe('/invitation/[redacted]');
    expect(loggablePath(`/hi/invitation/${TOKEN}?x=1`)).toBe('/hi/invitation/[redacted]');
  });

  it('leaves other paths as they are', () => {
    for (const path of [
      '/',
      '/testing-kits',
      '/hi/about',
      '/blog/tilapia-tips',
      '/products/t',
      '/t',
      '/invitation',
      '/api/auth/get-session',
    ]) {
      expect(loggablePath(path)).toBe(path);
    }
  });
});
