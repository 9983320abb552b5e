import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsFormValues } from '@/app/[locale]/admin/settings/settings-values';
import { settingsFormSchema } from '@/lib/schemas/settings-form';
import { seedDemoContent } from '@/server/db/seed/seed-demo';
import { findSettings, getBillingSettings } from '@/server/settings/find-settings';
import { getCompanySettings } from '@/server/settings/get-company-settings';
import { saveSettings } from '@/server/settings/save-settings';
import { testEngines } from '../setup/engines';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { insertVerifiedUser } from '../setup/users';

const owner = { userId: 'owner-1', email: 'owner@example.in', roles: ['owner' as const] };
const editor = { userId: 'editor-1', email: 'editor@example.in', roles: ['editor' as const] };
const logger = pino({ level: 'silent' });

describe.each(testEngines())('the Settings screen on %s', (engine) => {
  let database: TestDatabase;
  const auditLines = async () =>
    database.db.selectFrom('audit_log').selectAll().where('entity', '=', 'site_settings').orderBy('id').execute();
  /** The form as the screen shows it now, with some fields changed. */
  const formWith = async (changes: Record<string, string>) =>
    settingsFormSchema.parse({ ...settingsFormValues(await findSettings(database.db, logger)), ...changes });

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await seedDemoContent(database.db);
    await insertVerifiedUser(database.db, engine, { id: 'owner-1', name: 'Owner', email: 'owner@example.in' });
  });
  afterAll(async () => {
    await database.drop();
  });

  it('writes what changed, audited with its before and after, and the pages read it', async () => {
    const input = await formWith({
      phones: 'Office: 0361 234 5678\nSales: +91 98640 00002',
      upiId: 'aquaculture@axis',
      name_hi: 'एक्वाकल्चर ग्रुप (नया)',
    });
    await saveSettings({ db: database.db, logger, actor: owner, input });

    const company = await getCompanySettings(database.db, logger, 'en');
    expect(company.phones[0]).toEqual({ label: 'Office', number: '+913612345678' });
    expect((await getCompanySettings(database.db, logger, 'hi')).name).toBe('एक्वाकल्चर ग्रुप (नया)');
    expect((await getBillingSettings(database.db, logger))?.upi?.id).toBe('aquaculture@axis');

    const [line, ...more] = await auditLines();
    expect(more).toEqual([]);
    expect(line).toMatchObject({ actor_email: 'owner@example.in', action: 'update', entity_id: 'settings' });
    const before = JSON.parse(line?.before ?? '{}');
    const after = JSON.parse(line?.after ?? '{}');
    expect(Object.keys(after).sort()).toEqual(['billing', 'company', 'translations']);
    expect(before.billing.upi.id).toBe('aquaculturegroup@sbi');
    expect(after.billing.upi.id).toBe('aquaculture@axis');
  });

  it('writes nothing, and audits nothing, when nothing changed', async () => {
    const lines = (await auditLines()).length;
    await saveSettings({ db: database.db, logger, actor: owner, input: await formWith({}) });
    expect(await auditLines()).toHaveLength(lines);
  });

  it('drops a language whose words were all cleared: its pages show the English', async () => {
    const cleared = Object.fromEntries(
      Object.keys(settingsFormValues(await findSettings(database.db, logger)))
        .filter((key) => key.endsWith('_as'))
        .map((key) => [key, '']),
    );
    await saveSettings({ db: database.db, logger, actor: owner, input: await formWith(cleared) });
    const english = await getCompanySettings(database.db, logger, 'en');
    expect(await getCompanySettings(database.db, logger, 'as')).toEqual(english);
    const rows = await database.db.selectFrom('site_setting_translations').select('locale').execute();
    expect(rows.map((row) => row.locale)).toEqual(['hi']);
  });

  it('refuses anyone but an owner, and changes nothing', async () => {
    const before = await findSettings(database.db, logger);
    const lines = (await auditLines()).length;
    const input = await formWith({ name: 'Taken over' });
    await expect(saveSettings({ db: database.db, logger, actor: editor, input })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(saveSettings({ db: database.db, logger, actor: null, input })).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    expect(await findSettings(database.db, logger)).toEqual(before);
    expect(await auditLines()).toHaveLength(lines);
  });

  it('gives no billing facts from a stored row that is not valid: a bill is never made from guesses', async () => {
    await database.db
      .updateTable('site_settings')
      .set({ value: '{"legalName":""}' })
      .where('key', '=', 'billing')
      .execute();
    expect(await getBillingSettings(database.db, logger)).toBeNull();
  });
});
