import type { Kysely } from 'kysely';
import { TRANSLATED_LOCALES } from '@/lib/i18n/locales';
import { encodeList } from '@/lib/lists';
import { slugify } from '@/lib/slugs';
import { defaultBilling } from '../../settings/default-billing';
import { defaultCompany } from '../../settings/default-company';
import type { Database } from '../schema';
import {
  demoBlogCategories,
  demoBlogPosts,
  demoCategories,
  demoChatEntries,
  demoTeamMembers,
  demoTestimonials,
} from './demo-content';
import {
  demoChatTranslations,
  demoCompanyTranslations,
  demoPostTranslations,
  demoProductTranslations,
  demoSubCategoryTranslations,
} from './demo-translations';

const rupeesToPaise = (rupees: number) => Math.round(rupees * 100);
const daysAgo = (days: number, now: Date) => new Date(now.getTime() - days * 86_400_000).toISOString();

/**
 * Loads the demo content. Idempotent: rows are keyed by their unique names and
 * slugs, and the lists without a natural key (testimonials, team) are only
 * filled when empty, so seeding twice changes nothing. One transaction: a
 * failed seed leaves nothing half-written.
 */
export async function seedDemoContent(db: Kysely<Database>, now = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [position, category] of demoCategories.entries()) {
      await trx
        .insertInto('categories')
        .values({ name: category.name, slug: slugify(category.name), position })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .execute();
      const { id: categoryId } = await trx
        .selectFrom('categories')
        .select('id')
        .where('name', '=', category.name)
        .executeTakeFirstOrThrow();

      for (const subCategory of category.subCategories) {
        await trx
          .insertInto('sub_categories')
          .values({ name: subCategory.name, slug: slugify(subCategory.name), category_id: categoryId })
          .onConflict((conflict) => conflict.column('slug').doNothing())
          .execute();
        const { id: subCategoryId } = await trx
          .selectFrom('sub_categories')
          .select('id')
          .where('slug', '=', slugify(subCategory.name))
          .executeTakeFirstOrThrow();

        for (const [index, product] of subCategory.products.entries()) {
          await trx
            .insertInto('products')
            .values({
              name: product.name,
              slug: slugify(product.name),
              description: product.description,
              image_url: product.image,
              price_paise: rupeesToPaise(product.price),
              discount_price_paise: product.discountAmount === null ? null : rupeesToPaise(product.discountAmount),
              discount_percentage: product.discountPercentage,
              features: encodeList(product.features),
              sub_category_id: subCategoryId,
              hsn_code: product.tax.hsn,
              gst_class: product.tax.gst,
              unit: product.tax.unit,
              // Spread out so "newest first" has a stable, believable order.
              created_at: daysAgo(30 + index * 7, now),
              updated_at: daysAgo(30 + index * 7, now),
            })
            .onConflict((conflict) => conflict.column('slug').doNothing())
            .execute();
        }
      }
    }

    for (const blogCategory of demoBlogCategories) {
      await trx
        .insertInto('blog_categories')
        .values({ name: blogCategory.name, slug: slugify(blogCategory.name), description: blogCategory.description })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .execute();
    }
    const blogCategoryIds = new Map(
      (await trx.selectFrom('blog_categories').select(['id', 'name']).execute()).map((row) => [row.name, row.id]),
    );
    for (const post of demoBlogPosts) {
      await trx
        .insertInto('blogs')
        .values({
          title: post.title,
          slug: slugify(post.title),
          content: post.content,
          excerpt: post.excerpt,
          featured_image_url: post.image,
          author: post.author,
          status: post.status,
          meta_title: post.metaTitle,
          meta_description: post.metaDescription,
          tags: encodeList(post.tags),
          category_id: blogCategoryIds.get(post.category) ?? null,
          created_at: daysAgo(post.daysAgo, now),
          updated_at: daysAgo(post.daysAgo, now),
        })
        .onConflict((conflict) => conflict.column('slug').doNothing())
        .execute();
    }

    if (await isEmpty(trx, 'testimonials')) {
      for (const [index, testimonial] of demoTestimonials.entries()) {
        await trx
          .insertInto('testimonials')
          .values({
            name: testimonial.name,
            role: testimonial.role,
            quote: testimonial.quote,
            bg_color: testimonial.bgColor,
            avatar: null,
            created_at: daysAgo(demoTestimonials.length - index, now),
          })
          .execute();
      }
    }

    if (await isEmpty(trx, 'team_members')) {
      for (const [index, member] of demoTeamMembers.entries()) {
        await trx
          .insertInto('team_members')
          .values({
            name: member.name,
            role: member.role,
            linkedin_url: member.linkedinUrl,
            image_url: null,
            created_at: daysAgo(demoTeamMembers.length - index, now),
          })
          .execute();
      }
    }

    for (const [key, value] of [
      ['company', defaultCompany],
      ['billing', defaultBilling],
    ] as const) {
      await trx
        .insertInto('site_settings')
        .values({ key, value: JSON.stringify(value) })
        .onConflict((conflict) => conflict.column('key').doNothing())
        .execute();
    }

    for (const [position, entry] of demoChatEntries.entries()) {
      await trx
        .insertInto('chat_knowledge')
        .values({ question: entry.question, answer: entry.answer, position })
        .onConflict((conflict) => conflict.column('question').doNothing())
        .execute();
    }

    await seedDemoTranslations(trx);
  });
}

/** The Assamese and Hindi texts of the demo content, where its English record exists; existing ones are kept. */
async function seedDemoTranslations(db: Kysely<Database>): Promise<void> {
  const ids = async (table: 'sub_categories' | 'products', column: 'name') =>
    new Map((await db.selectFrom(table).select(['id', column]).execute()).map((row) => [row[column], row.id]));
  const subCategories = await ids('sub_categories', 'name');
  const products = await ids('products', 'name');
  const posts = new Map((await db.selectFrom('blogs').select(['id', 'title']).execute()).map((r) => [r.title, r.id]));
  const chat = new Map(
    (await db.selectFrom('chat_knowledge').select(['id', 'question']).execute()).map((r) => [r.question, r.id]),
  );
  for (const locale of TRANSLATED_LOCALES) {
    for (const [english, names] of Object.entries(demoSubCategoryTranslations)) {
      const id = subCategories.get(english);
      if (id === undefined) continue;
      await db
        .insertInto('sub_category_translations')
        .values({ sub_category_id: id, locale, name: names[locale] })
        .onConflict((conflict) => conflict.columns(['sub_category_id', 'locale']).doNothing())
        .execute();
    }
    for (const [english, texts] of Object.entries(demoProductTranslations)) {
      const id = products.get(english);
      if (id === undefined) continue;
      const { name, description, features } = texts[locale];
      await db
        .insertInto('product_translations')
        .values({ product_id: id, locale, name, description, features: encodeList(features) })
        .onConflict((conflict) => conflict.columns(['product_id', 'locale']).doNothing())
        .execute();
    }
    for (const [english, texts] of Object.entries(demoPostTranslations)) {
      const id = posts.get(english);
      if (id === undefined) continue;
      const post = texts[locale];
      await db
        .insertInto('blog_translations')
        .values({
          blog_id: id,
          locale,
          title: post.title,
          excerpt: post.excerpt,
          content: post.content,
          meta_title: post.metaTitle,
          meta_description: post.metaDescription,
        })
        .onConflict((conflict) => conflict.columns(['blog_id', 'locale']).doNothing())
        .execute();
    }
    for (const [english, texts] of Object.entries(demoChatTranslations)) {
      const id = chat.get(english);
      if (id === undefined) continue;
      await db
        .insertInto('chat_knowledge_translations')
        .values({ chat_knowledge_id: id, locale, ...texts[locale] })
        .onConflict((conflict) => conflict.columns(['chat_knowledge_id', 'locale']).doNothing())
        .execute();
    }
    await db
      .insertInto('site_setting_translations')
      .values({ key: 'company', locale, value: JSON.stringify(demoCompanyTranslations[locale]) })
      .onConflict((conflict) => conflict.columns(['key', 'locale']).doNothing())
      .execute();
  }
}

async function isEmpty(db: Kysely<Database>, table: 'testimonials' | 'team_members'): Promise<boolean> {
  return (await db.selectFrom(table).select('id').limit(1).executeTakeFirst()) === undefined;
}

/** An empty database is one with no catalogue yet: the first start seeds it. */
export async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('categories').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}
