import { type Kysely, sql } from 'kysely';
import { TRANSLATED_LOCALES, type TranslatedLocale } from '@/lib/i18n/locales';
import type { Database } from '../db/schema';

/**
 * The Assamese and Hindi versions of records (migration 0010, decision 019):
 * written by the back office's forms with their record, read by the public
 * pages over the English record, field by field.
 */

/** Each translation table and the column naming its record. */
const RECORD_COLUMNS = {
  product_translations: 'product_id',
  sub_category_translations: 'sub_category_id',
  blog_translations: 'blog_id',
  chat_knowledge_translations: 'chat_knowledge_id',
} as const;
export type TranslationTable = keyof typeof RECORD_COLUMNS;

/** A translated text where there is one, else the English. */
export function filled(translation: string | null | undefined, english: string): string {
  return translation?.trim() ? translation : english;
}

/**
 * Stores a record's translations: a language given texts is written (added or
 * replaced), one given null is removed, one left out is kept as it is. Run it
 * in the transaction that saves the record.
 */
export async function writeTranslations(
  db: Kysely<Database>,
  table: TranslationTable,
  recordId: number,
  translations: Partial<Record<TranslatedLocale, Record<string, string | null> | null>>,
): Promise<void> {
  const recordColumn = RECORD_COLUMNS[table];
  for (const locale of TRANSLATED_LOCALES) {
    const texts = translations[locale];
    if (texts === undefined) continue;
    if (texts === null) {
      await sql`delete from ${sql.table(table)} where ${sql.ref(recordColumn)} = ${recordId} and locale = ${locale}`.execute(
        db,
      );
      continue;
    }
    const values = { ...texts, updated_at: new Date().toISOString() };
    const columns = Object.keys(values);
    // One statement for both engines: SQLite and PostgreSQL share `on conflict … do update`.
    await sql`insert into ${sql.table(table)} (${sql.join([sql.ref(recordColumn), sql.ref('locale'), ...columns.map((c) => sql.ref(c))])})
      values (${sql.join([recordId, locale, ...Object.values(values)])})
      on conflict (${sql.ref(recordColumn)}, locale) do update set ${sql.join(
        columns.map((c) => sql`${sql.ref(c)} = excluded.${sql.ref(c)}`),
      )}`.execute(db);
  }
}

/** Each language's texts of a record, for its edit form. */
export type RecordTranslations = Partial<Record<TranslatedLocale, Record<string, string>>>;

/** The translations of these records (one query), for their edit forms; a record without any is left out. */
export async function findTranslationsFor(
  db: Kysely<Database>,
  table: TranslationTable,
  recordIds: readonly number[],
): Promise<Map<number, RecordTranslations>> {
  const result = new Map<number, RecordTranslations>();
  if (recordIds.length === 0) return result;
  const recordColumn = RECORD_COLUMNS[table];
  const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)} where ${sql.ref(
    recordColumn,
  )} in (${sql.join([...recordIds])})`.execute(db);
  for (const row of rows) {
    const locale = row.locale;
    if (locale !== 'as' && locale !== 'hi') continue;
    const texts: Record<string, string> = {};
    for (const [column, value] of Object.entries(row)) {
      if (column !== recordColumn && column !== 'locale' && column !== 'updated_at')
        texts[column] = String(value ?? '');
    }
    const id = Number(row[recordColumn]);
    result.set(id, { ...result.get(id), [locale]: texts });
  }
  return result;
}
