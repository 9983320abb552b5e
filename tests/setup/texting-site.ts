import type { TextingSite } from '@/server/sms/text-limits';

/** The site as the order use-cases see it in tests: links to https://fish.example, the office's address. */
export const TEXTING_SITE: TextingSite = {
  siteName: 'Aquaculture Group',
  baseUrl: 'https://fish.example',
  smsDailyLimit: 500,
  adminNotifyEmail: 'office@example.in',
  officeEmails: [],
};
