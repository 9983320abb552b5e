import type { Kysely } from 'kysely';
import type { TranslatedLocale } from '@/lib/i18n/locales';
import type { Database } from '../db/schema';
import { findTranslationsFor } from '../i18n/content-translations';
import { ADMIN_POST_COLUMNS, type AdminPostRow, adminPostQuery, toAdminPostRow } from './admin-post';

/** One post with its Assamese and Hindi texts, for the edit screen; null when there is none. */
export async function findAdminPost(db: Kysely<Database>, id: number): Promise<AdminPostRow | null> {
  const row = await adminPostQuery(db).select(ADMIN_POST_COLUMNS).where('blogs.id', '=', id).executeTakeFirst();
  if (!row) return null;
  const stored = (await findTranslationsFor(db, 'blog_translations', [id])).get(id) ?? {};
  const translations: AdminPostRow['translations'] = {};
  for (const [locale, texts] of Object.entries(stored) as [TranslatedLocale, Record<string, string>][]) {
    translations[locale] = {
      title: texts.title ?? '',
      excerpt: texts.excerpt ?? '',
      content: texts.content ?? '',
      metaTitle: texts.meta_title ?? '',
      metaDescription: texts.meta_description ?? '',
    };
  }
  return { ...toAdminPostRow(row as Record<string, unknown>), translations };
}
