import 'server-only';
import { getConfig } from '../config';
import { readCompanySettings } from '../settings';
import type { TextingSite } from './text-limits';

/** What the text limits need to know of the site: its name and address, SMS_DAILY_LIMIT, the office's addresses. */
export async function readTextingSite(): Promise<TextingSite> {
  const config = getConfig();
  const company = await readCompanySettings();
  return {
    siteName: company.name,
    baseUrl: config.baseUrl,
    smsDailyLimit: config.smsDailyLimit,
    adminNotifyEmail: config.adminNotifyEmail,
    officeEmails: company.emails.map((email) => email.address),
  };
}
