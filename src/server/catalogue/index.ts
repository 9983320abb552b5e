import 'server-only';
import { unstable_cache } from 'next/cache';
import { getDb } from '../db';
import { getLogger } from '../logger';
import { findMenuCategories } from './find-menu-categories';

/** Catalogue reads carry this tag; catalogue edits revalidate it. */
export const CATALOGUE_TAG = 'catalogue';

export const readMenuCategories = unstable_cache(
  async () => findMenuCategories(getDb(), getLogger()),
  ['menu-categories'],
  { tags: [CATALOGUE_TAG], revalidate: 3600 },
);
