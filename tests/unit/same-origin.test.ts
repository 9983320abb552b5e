import { describe, expect, it } from 'vitest';
import { addressedOrigin, isSameOrigin } from '@/server/security/same-origin';

describe('[SECURITY] addressedOrigin', () => {
  const headers = (values: Record<string, string>) => new Headers(values);
  it('is the host the browser sent the request to', () => {
    expect(addressedOrigin(headers({ host: '127.0.0.1:3000' }), 'http:')).toBe('http://127.0.0.1:3000');
    expect(addressedOrigin(headers({ host: '192.168.1.20:3000' }), 'http:')).toBe('http://192.168.1.20:3000');
    expect(addressedOrigin(headers({ host: '[::1]:3000' }), 'http:')).toBe('http://[::1]:3000');
  });
  it('follows the host and scheme a proxy forwards', () => {
    const forwarded = headers({
      host: '127.0.0.1:3000',
      'x-forwarded-host': 'www.fish.example',
      'x-forwarded-proto': 'https',
    });
    expect(addressedOrigin(forwarded, 'http:')).toBe('https://www.fish.example');
  });
  it('is null for a host that is not a plain host', () => {
    expect(addressedOrigin(headers({}), 'http:')).toBeNull();
    expect(addressedOrigin(headers({ host: 'evil.example/path' }), 'http:')).toBeNull();
    expect(addressedOrigin(headers({ host: 'user@evil.example' }), 'http:')).toBeNull();
  });
});

describe('[SECURITY] isSameOrigin with the addressed origin', () => {
  const baseUrl = 'http://localhost:3000';
  it('accepts a page opened at another address of this server', () => {
    expect(isSameOrigin({ origin: 'http://127.0.0.1:3000', requestOrigin: 'http://127.0.0.1:3000', baseUrl })).toBe(
      true,
    );
    expect(
      isSameOrigin({
        origin: 'https://fish.example',
        requestOrigin: 'https://fish.example',
        baseUrl: 'https://www.fish.example',
      }),
    ).toBe(true);
  });
  it('still refuses another origin, another scheme on the same host, and no host', () => {
    expect(isSameOrigin({ origin: 'http://evil.example', requestOrigin: 'http://127.0.0.1:3000', baseUrl })).toBe(
      false,
    );
    expect(isSameOrigin({ origin: 'https://127.0.0.1:3000', requestOrigin: 'http://127.0.0.1:3000', baseUrl })).toBe(
      false,
    );
    expect(isSameOrigin({ origin: 'http://127.0.0.1:3000', requestOrigin: null, baseUrl })).toBe(false);
  });
});
