import 'server-only';
import { unstable_cache } from 'next/cache';
import { getDb } from '../db';
import { getLogger } from '../logger';
import { getCompanySettings } from './get-company-settings';

export const SITE_SETTINGS_TAG = 'site-settings';

/** Cached across requests; an edit in the back office revalidates the tag. */
export const readCompanySettings = unstable_cache(
  async () => getCompanySettings(getDb(), getLogger()),
  ['company-settings'],
  { tags: [SITE_SETTINGS_TAG], revalidate: 3600 },
);
