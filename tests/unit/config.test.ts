import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '@/server/config';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'site-config-'));

describe('parseConfig', () => {
  it('has working defaults and generates the secret once', () => {
    const directory = dataDir();
    const config = parseConfig({ DATA_DIR: directory });
    expect(config.port).toBe(3000);
    expect(config.baseUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.mailFrom).toBe('no-reply@localhost');
    expect(config.adminRequire2fa).toBe(false);
    expect(config.trustProxy).toBe(false);
    expect(config.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(directory, 'auth-secret'), 'utf8').trim()).toBe(config.authSecret);
    expect(parseConfig({ DATA_DIR: directory }).authSecret).toBe(config.authSecret);
  });

  it('derives BASE_URL from PORT and reads the rest', () => {
    const config = parseConfig({
      DATA_DIR: dataDir(),
      PORT: '8080',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/site',
      ADMIN_REQUIRE_2FA: 'true',
      AUTH_SECRET: 'x'.repeat(40),
      SMTP_URL: '',
    });
    expect(config.baseUrl).toBe('http://localhost:8080');
    expect(config.databaseUrl).toBe('postgres://postgres@127.0.0.1:5432/site');
    expect(config.adminRequire2fa).toBe(true);
    expect(config.authSecret).toBe('x'.repeat(40));
    expect(config.smtpUrl).toBeUndefined();
    expect(config.host).toBeUndefined();
    expect(parseConfig({ DATA_DIR: dataDir(), HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
    expect(parseConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(parseConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ HOST: '127.0.0.1; rm -rf' }, 'HOST'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ BASE_URL: 'localhost:3000' }, 'BASE_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ ADMIN_NOTIFY_EMAIL: 'not-an-email' }, 'ADMIN_NOTIFY_EMAIL'],
    [{ ADMIN_REQUIRE_2FA: 'maybe' }, 'ADMIN_REQUIRE_2FA'],
    [{ TRUST_PROXY: 'nginx' }, 'TRUST_PROXY'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ AUTH_SECRET: 'short' }, 'AUTH_SECRET'],
  ])('refuses %o with one line naming %s', (env, name) => {
    expect(() => parseConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    try {
      parseConfig({ DATA_DIR: dataDir(), ...env });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain(name);
      expect(message).not.toContain('\n');
    }
  });
});
