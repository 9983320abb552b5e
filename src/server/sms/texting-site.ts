import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { getConfig } from '../config';
import { readCompanySettings } from '../settings';
import type { TextingSite } from './text-limits';

/** What the text limits need to know of the site: its name and address, SMS_DAILY_LIMIT, the office's addresses. */
export async function readTextingSite(locale: Locale): Promise<TextingSite> {
  const config = getConfig();
  const company = await readCompanySettings(locale);
  return {
    siteName: company.name,
    baseUrl: config.baseUrl,
    smsDailyLimit: config.smsDailyLimit,
    adminNotifyEmail: config.adminNotifyEmail,
    officeEmails: company.emails.map((email) => email.address),
  };
}
