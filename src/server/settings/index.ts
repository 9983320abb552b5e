import 'server-only';
import { unstable_cache } from 'next/cache';
import type { Locale } from '@/lib/i18n/locales';
import { getDb } from '../db';
import { getLogger } from '../logger';
import { getCompanySettings } from './get-company-settings';

export const SITE_SETTINGS_TAG = 'site-settings';

/** Cached across requests, per language; an edit in the back office revalidates the tag. */
const cachedCompanySettings = unstable_cache(
  async (locale: Locale) => getCompanySettings(getDb(), getLogger(), locale),
  ['company-settings'],
  { tags: [SITE_SETTINGS_TAG], revalidate: 3600 },
);

/** The company facts in the language of the page (or action) asking. */
export const readCompanySettings = (locale: Locale) => cachedCompanySettings(locale);
