import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkHealth } from '@/server/health/check-health';
import { createMailer } from '@/server/mail/send-mail';
import { testEngines } from '../setup/engines';
import { readOutbox } from '../setup/outbox';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';

describe('mail without SMTP_URL', () => {
  it('writes each message as an .eml file in DATA_DIR/outbox', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'site-mail-'));
    const send = createMailer(
      { smtpUrl: undefined, mailFrom: 'no-reply@localhost', dataDir },
      pino({ level: 'silent' }),
    );
    await send({ to: 'farmer@example.in', subject: 'Hello', text: 'Plain body', html: '<p>Html body</p>' });
    const [mail] = readOutbox(dataDir);
    expect(mail).toContain('To: farmer@example.in');
    expect(mail).toContain('From: no-reply@localhost');
    expect(mail).toContain('Subject: Hello');
    expect(mail).toContain('Plain body');
    expect(mail).toContain('<p>Html body</p>');
  });
});

describe.each(testEngines())('health on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database.drop();
  });

  it('is healthy while the database answers, and not after it is gone', async () => {
    expect(await checkHealth(database.db)).toEqual({ healthy: true });
    await database.db.destroy();
    expect(await checkHealth(database.db)).toEqual({ healthy: false });
  });
});
