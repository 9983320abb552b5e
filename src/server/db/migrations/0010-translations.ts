import { type Kysely, sql } from 'kysely';
import type { DatabaseEngine } from '../engine';
import { columnTypes } from './column-types';

/** The languages a translation may be in (English is the record itself), written out so this migration never changes. */
const TRANSLATED = sql`locale in ('as', 'hi')`;
const ANY_LANGUAGE = sql`locale in ('en', 'as', 'hi')`;

/**
 * Issue 17 (decision 019). Content in Assamese and Hindi: one translation table
 * per kind of record, a row per record and language, removed with its record.
 * English stays in the record; a missing translation (or a blank field of one)
 * shows the English text. Site settings are translated as a JSON object holding
 * only the translated fields of the setting.
 *
 * And the language a customer wrote in, so the e-mails sent later (an order's
 * confirmation, the answer to a report) speak it too: `locale` on orders and on
 * the three kinds of submission.
 */
export function translations(engine: DatabaseEngine) {
  const t = columnTypes(engine);
  async function up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('product_translations')
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
      .addColumn('locale', 'text', (c) => c.notNull().check(TRANSLATED))
      .addColumn('name', 'text', (c) => c.notNull().check(sql`trim(name) <> ''`))
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('features', 'text', (c) => c.notNull().defaultTo('[]').check(t.jsonArrayCheck('features')))
      .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .addPrimaryKeyConstraint('product_translations_pk', ['product_id', 'locale'])
      .execute();

    await db.schema
      .createTable('sub_category_translations')
      .addColumn('sub_category_id', 'integer', (c) => c.notNull().references('sub_categories.id').onDelete('cascade'))
      .addColumn('locale', 'text', (c) => c.notNull().check(TRANSLATED))
      .addColumn('name', 'text', (c) => c.notNull().check(sql`trim(name) <> ''`))
      .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .addPrimaryKeyConstraint('sub_category_translations_pk', ['sub_category_id', 'locale'])
      .execute();

    await db.schema
      .createTable('blog_translations')
      .addColumn('blog_id', 'integer', (c) => c.notNull().references('blogs.id').onDelete('cascade'))
      .addColumn('locale', 'text', (c) => c.notNull().check(TRANSLATED))
      .addColumn('title', 'text', (c) => c.notNull().check(sql`trim(title) <> ''`))
      .addColumn('excerpt', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('meta_title', 'text')
      .addColumn('meta_description', 'text')
      .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .addPrimaryKeyConstraint('blog_translations_pk', ['blog_id', 'locale'])
      .execute();

    await db.schema
      .createTable('chat_knowledge_translations')
      .addColumn('chat_knowledge_id', 'integer', (c) => c.notNull().references('chat_knowledge.id').onDelete('cascade'))
      .addColumn('locale', 'text', (c) => c.notNull().check(TRANSLATED))
      .addColumn('question', 'text', (c) => c.notNull().check(sql`trim(question) <> ''`))
      .addColumn('answer', 'text', (c) => c.notNull().check(sql`trim(answer) <> ''`))
      .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .addPrimaryKeyConstraint('chat_knowledge_translations_pk', ['chat_knowledge_id', 'locale'])
      .execute();
    // The helper reads one language's pairs at a time.
    await db.schema
      .createIndex('chat_knowledge_translations_locale_idx')
      .on('chat_knowledge_translations')
      .columns(['locale', 'chat_knowledge_id'])
      .execute();

    await db.schema
      .createTable('site_setting_translations')
      .addColumn('key', 'text', (c) => c.notNull().references('site_settings.key').onDelete('cascade'))
      .addColumn('locale', 'text', (c) => c.notNull().check(TRANSLATED))
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
      .addPrimaryKeyConstraint('site_setting_translations_pk', ['key', 'locale'])
      .execute();

    for (const table of ['orders', 'contact_us', 'join_us', 'tenant_down_submissions']) {
      await db.schema
        .alterTable(table)
        .addColumn('locale', 'text', (c) => c.notNull().defaultTo('en').check(ANY_LANGUAGE))
        .execute();
    }
  }
  return { up };
}
