import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '@/server/db/seed/seed-demo';
import { defaultCompany } from '@/server/settings/default-company';
import { getCompanySettings } from '@/server/settings/get-company-settings';
import { testEngines } from '../setup/engines';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';

describe.each(testEngines())('company settings on %s', (engine) => {
  let database: TestDatabase;
  const logger = pino({ level: 'silent' });
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database.drop();
  });

  it('falls back to the defaults while nothing is stored', async () => {
    expect(await getCompanySettings(database.db, logger, 'en')).toEqual(defaultCompany);
  });

  it('reads what the seed stored, and an edited value wins', async () => {
    await seedDemoContent(database.db);
    expect(await getCompanySettings(database.db, logger, 'en')).toEqual(defaultCompany);
    const edited = { ...defaultCompany, whatsapp: '+919800000000' };
    await database.db
      .updateTable('site_settings')
      .set({ value: JSON.stringify(edited) })
      .where('key', '=', 'company')
      .execute();
    expect((await getCompanySettings(database.db, logger, 'en')).whatsapp).toBe('+919800000000');
    // Seeding again keeps the office's edit.
    await seedDemoContent(database.db);
    expect((await getCompanySettings(database.db, logger, 'en')).whatsapp).toBe('+919800000000');
  });

  it('shows the defaults when the stored value is broken', async () => {
    await database.db.updateTable('site_settings').set({ value: '{"name": 5}' }).where('key', '=', 'company').execute();
    expect(await getCompanySettings(database.db, logger, 'en')).toEqual(defaultCompany);
    await database.db.updateTable('site_settings').set({ value: 'not json' }).where('key', '=', 'company').execute();
    expect(await getCompanySettings(database.db, logger, 'en')).toEqual(defaultCompany);
  });
});
