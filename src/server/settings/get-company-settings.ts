import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Locale } from '@/lib/i18n/locales';
import {
  type CompanySettings,
  companySettingsSchema,
  companyTranslationSchema,
  translateCompany,
} from '@/lib/schemas/site-settings';
import type { Database } from '../db/schema';
import { defaultCompany } from './default-company';

/**
 * The company facts from site_settings, in a language (English by default). A
 * missing or unreadable row is logged and the seeded defaults are shown, so a
 * page never fails for want of an address; an unreadable translation is logged
 * and the English words are shown.
 */
export async function getCompanySettings(
  db: Kysely<Database>,
  logger: Logger,
  locale: Locale,
): Promise<CompanySettings> {
  const company = await readEnglish(db, logger);
  if (locale === 'en') return company;
  try {
    const row = await db
      .selectFrom('site_setting_translations')
      .select('value')
      .where('key', '=', 'company')
      .where('locale', '=', locale)
      .executeTakeFirst();
    if (!row) return company;
    const parsed = companyTranslationSchema.safeParse(JSON.parse(row.value));
    if (parsed.success) return translateCompany(company, parsed.data);
    logger.error({ issues: parsed.error.issues, locale }, 'a translation of the company settings is invalid');
  } catch (error) {
    logger.error({ err: error, locale }, 'a translation of the company settings could not be read');
  }
  return company;
}

async function readEnglish(db: Kysely<Database>, logger: Logger): Promise<CompanySettings> {
  try {
    const row = await db.selectFrom('site_settings').select('value').where('key', '=', 'company').executeTakeFirst();
    if (!row) return defaultCompany;
    const parsed = companySettingsSchema.safeParse(JSON.parse(row.value));
    if (parsed.success) return parsed.data;
    logger.error({ issues: parsed.error.issues }, 'company settings are invalid; showing the defaults');
  } catch (error) {
    logger.error({ err: error }, 'company settings could not be read; showing the defaults');
  }
  return defaultCompany;
}
