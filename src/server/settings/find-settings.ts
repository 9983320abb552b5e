import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { TRANSLATED_LOCALES, type TranslatedLocale } from '@/lib/i18n/locales';
import { type BillingSettings, billingSettingsSchema } from '@/lib/schemas/billing-settings';
import { type CompanySettings, type CompanyTranslation, companyTranslationSchema } from '@/lib/schemas/site-settings';
import type { Database } from '../db/schema';
import { getCompanySettings } from './get-company-settings';

/** The settings as stored, for the Settings screen to edit: English facts, each language's words, the billing facts. */
export type StoredSettings = {
  company: CompanySettings;
  translations: Record<TranslatedLocale, CompanyTranslation>;
  /** Null until the office enters them (or when the stored row is unreadable, which is logged). */
  billing: BillingSettings | null;
};

export async function findSettings(db: Kysely<Database>, logger: Logger): Promise<StoredSettings> {
  const company = await getCompanySettings(db, logger, 'en');
  const rows = await db
    .selectFrom('site_setting_translations')
    .select(['locale', 'value'])
    .where('key', '=', 'company')
    .execute();
  const translations = { as: {}, hi: {} } as Record<TranslatedLocale, CompanyTranslation>;
  for (const row of rows) {
    const locale = TRANSLATED_LOCALES.find((candidate) => candidate === row.locale);
    const parsed = companyTranslationSchema.safeParse(parseJson(row.value));
    if (locale && parsed.success) translations[locale] = parsed.data;
  }
  return { company, translations, billing: await getBillingSettings(db, logger) };
}

/** The billing facts, or null when none are stored or the stored row is unreadable (logged): a bill is never made from guesses. */
export async function getBillingSettings(db: Kysely<Database>, logger: Logger): Promise<BillingSettings | null> {
  const row = await db.selectFrom('site_settings').select('value').where('key', '=', 'billing').executeTakeFirst();
  if (!row) return null;
  const parsed = billingSettingsSchema.safeParse(parseJson(row.value));
  if (parsed.success) return parsed.data;
  logger.error({ issues: parsed.error.issues }, 'the billing settings are invalid');
  return null;
}

function parseJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}
