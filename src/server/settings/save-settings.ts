import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { TRANSLATED_LOCALES } from '@/lib/i18n/locales';
import type { SettingsInput } from '@/lib/schemas/settings-form';
import { recordAudit } from '../audit/record-audit';
import { assertPermission, type StaffActor } from '../auth/admin-access';
import type { Database } from '../db/schema';
import { declareErrors } from '../errors/app-error';
import { findSettings } from './find-settings';

export const saveSettingsErrors = declareErrors('UNAUTHENTICATED', 'FORBIDDEN');

/**
 * Writes the company facts, their Assamese and Hindi words and the billing
 * facts (owners), in one transaction with an audit line that keeps what each
 * changed part was and became; nothing is written when nothing changed. A
 * language left empty loses its words (its pages show the English). Issued
 * bills keep their own copy of these facts.
 */
export async function saveSettings(options: {
  db: Kysely<Database>;
  logger: Logger;
  actor: StaffActor | null;
  input: SettingsInput;
}): Promise<void> {
  const { actor, input } = options;
  assertPermission(actor, 'settings');
  const before = await findSettings(options.db, options.logger);
  const after = {
    company: input.company,
    translations: { as: input.translations.as ?? {}, hi: input.translations.hi ?? {} },
    billing: input.billing,
  };
  const changed = (Object.keys(after) as (keyof typeof after)[]).filter(
    (part) => JSON.stringify(before[part]) !== JSON.stringify(after[part]),
  );
  if (changed.length === 0) return;
  await options.db.transaction().execute(async (trx) => {
    const write = (key: string, value: unknown) =>
      trx
        .insertInto('site_settings')
        .values({ key, value: JSON.stringify(value) })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({ value: JSON.stringify(value), updated_at: new Date().toISOString() }),
        )
        .execute();
    await write('company', input.company);
    await write('billing', input.billing);
    for (const locale of TRANSLATED_LOCALES) {
      const words = input.translations[locale];
      await trx
        .deleteFrom('site_setting_translations')
        .where('key', '=', 'company')
        .where('locale', '=', locale)
        .execute();
      if (words) {
        await trx
          .insertInto('site_setting_translations')
          .values({ key: 'company', locale, value: JSON.stringify(words) })
          .execute();
      }
    }
    await recordAudit(trx, {
      actor,
      action: 'update',
      entity: 'site_settings',
      entityId: 'settings',
      before: Object.fromEntries(changed.map((part) => [part, before[part]])),
      after: Object.fromEntries(changed.map((part) => [part, after[part]])),
    });
  });
}
