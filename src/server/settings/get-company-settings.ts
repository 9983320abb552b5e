import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { type CompanySettings, companySettingsSchema } from '@/lib/schemas/site-settings';
import type { Database } from '../db/schema';
import { defaultCompany } from './default-company';

/**
 * The company facts from site_settings. A missing or unreadable row is logged
 * and the seeded defaults are shown, so a page never fails for want of an address.
 */
export async function getCompanySettings(db: Kysely<Database>, logger: Logger): Promise<CompanySettings> {
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
