import { type Insertable, type Kysely, sql } from 'kysely';
import { encodeList } from '@/lib/lists';
import type { Database } from '../schema';

/** Sizes of the load data set (`npm run db:seed -- --scale large`). */
export const LARGE_SCALE = {
  products: 10_000,
  posts: 2_000,
  orders: 100_000,
  contactSubmissions: 20_000,
  joinSubmissions: 20_000,
  tenantDownSubmissions: 10_000,
} as const;

const BATCH = 500;
const DAY = 86_400_000;

/** A small deterministic generator, so every load data set is the same. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Builds `count` rows with `row` and hands them to `insert` in batches of 500. */
async function insertInBatches<Row>(
  count: number,
  row: (index: number) => Row,
  insert: (rows: Row[]) => Promise<unknown>,
): Promise<void> {
  for (let start = 0; start < count; start += BATCH) {
    await insert(Array.from({ length: Math.min(BATCH, count - start) }, (_, offset) => row(start + offset)));
  }
}

/** A quarter of the load submissions are still new, the rest handled or replied, as in an office that keeps up. */
const loadStatus = (index: number) => (index % 4 === 0 ? 'new' : index % 4 === 3 ? 'replied' : 'handled');

async function count(db: Kysely<Database>, table: keyof Database & string, column: string, pattern: string) {
  const result = await sql<{
    count: number;
  }>`select count(*) as count from ${sql.table(table)} where ${sql.ref(column)} like ${pattern}`.execute(db);
  return Number(result.rows[0]?.count ?? 0);
}

/**
 * Adds the load data set on top of the demo content, in bulk inserts inside
 * one transaction per table. Rows are recognisable (slugs `load-…`, references
 * `LD-…` and `TL-…`, addresses `@load.example`), so running it twice adds nothing.
 */
export async function seedLargeScale(db: Kysely<Database>, now = new Date()): Promise<Record<string, number>> {
  const added: Record<string, number> = {};
  const next = random(2019);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const pastDate = (maxDays: number) => new Date(now.getTime() - Math.floor(next() * maxDays * DAY)).toISOString();

  const subCategoryIds = (await db.selectFrom('sub_categories').select('id').orderBy('id').execute()).map((r) => r.id);
  if (subCategoryIds.length === 0)
    throw new Error('Seed the demo content first: the load data set needs sub-categories.');
  const blogCategoryIds = (await db.selectFrom('blog_categories').select('id').execute()).map((r) => r.id);

  if ((await count(db, 'products', 'slug', 'load-product-%')) === 0) {
    await db.transaction().execute((trx) =>
      insertInBatches(
        LARGE_SCALE.products,
        (index): Insertable<Database['products']> => {
          const price = 5_000 + Math.floor(next() * 2_000_000);
          const discount = next();
          const created = pastDate(730);
          return {
            name: `Load product ${index + 1}`,
            slug: `load-product-${index + 1}`,
            description: `Test product ${index + 1} of the load data set.`,
            image_url: null,
            price_paise: price,
            discount_price_paise: discount < 0.15 ? Math.floor(price * 0.1) : null,
            discount_percentage: discount > 0.85 ? 10 : null,
            features: encodeList(['Load test', `Batch ${Math.floor(index / BATCH) + 1}`]),
            sub_category_id: subCategoryIds[index % subCategoryIds.length] as number,
            created_at: created,
            updated_at: created,
          };
        },
        (rows) => trx.insertInto('products').values(rows).execute(),
      ),
    );
    added.products = LARGE_SCALE.products;
  }

  if ((await count(db, 'blogs', 'slug', 'load-post-%')) === 0) {
    const statuses = ['published', 'published', 'published', 'draft', 'archived'] as const;
    await db.transaction().execute((trx) =>
      insertInBatches(
        LARGE_SCALE.posts,
        (index): Insertable<Database['blogs']> => {
          const created = pastDate(1500);
          return {
            title: `Load post ${index + 1} about ${pick(['feed', 'ponds', 'RAS', 'water quality', 'fish seed'])}`,
            slug: `load-post-${index + 1}`,
            content: `<p>Body of load post ${index + 1}.</p>`,
            excerpt: `Excerpt of load post ${index + 1}.`,
            author: pick(['Admin', 'Load Author', 'Field Team']),
            status: pick(statuses),
            tags: encodeList(['load', pick(['feed', 'ras', 'ponds'])]),
            category_id: blogCategoryIds.length > 0 ? pick(blogCategoryIds) : null,
            view_count: Math.floor(next() * 500),
            created_at: created,
            updated_at: created,
          };
        },
        (rows) => trx.insertInto('blogs').values(rows).execute(),
      ),
    );
    added.posts = LARGE_SCALE.posts;
  }

  if ((await count(db, 'orders', 'reference', 'LD-%')) === 0) {
    const products = await db
      .selectFrom('products')
      .select(['id', 'name', 'price_paise'])
      .where('slug', 'like', 'load-product-%')
      .execute();
    const statuses = ['pending', 'pending', 'done', 'rejected'] as const;
    // Each order's one line, by reference, inserted once the batch's ids are known.
    const lines = new Map<string, { product: (typeof products)[number]; quantity: number }>();
    await db.transaction().execute((trx) =>
      insertInBatches(
        LARGE_SCALE.orders,
        (index): Insertable<Database['orders']> => {
          const product = pick(products);
          const quantity = 1 + Math.floor(next() * 20);
          const created = pastDate(730);
          const reference = `LD-${(index + 1).toString(36).toUpperCase().padStart(5, '0')}`;
          lines.set(reference, { product, quantity });
          return {
            reference,
            total_paise: product.price_paise * quantity,
            name: `Load Customer ${index + 1}`,
            phone: `9${String(100_000_000 + index).padStart(9, '0')}`,
            email: `customer${index + 1}@load.example`,
            address: `${index + 1} Load Road, Guwahati, Assam`,
            status: pick(statuses),
            created_at: created,
            updated_at: created,
          };
        },
        async (rows) => {
          const inserted = await trx.insertInto('orders').values(rows).returning(['id', 'reference']).execute();
          await trx
            .insertInto('order_items')
            .values(
              inserted.map((order) => {
                const line = lines.get(order.reference);
                if (!line) throw new Error(`no line for ${order.reference}`);
                lines.delete(order.reference);
                return {
                  order_id: order.id,
                  position: 0,
                  product_id: line.product.id,
                  product_name: line.product.name,
                  unit_price_paise: line.product.price_paise,
                  quantity: line.quantity,
                  total_paise: line.product.price_paise * line.quantity,
                };
              }),
            )
            .execute();
        },
      ),
    );
    added.orders = LARGE_SCALE.orders;
  }

  if ((await count(db, 'contact_us', 'email', '%@load.example')) === 0) {
    await db.transaction().execute(async (trx) => {
      await insertInBatches(
        LARGE_SCALE.contactSubmissions,
        (index): Insertable<Database['contact_us']> => ({
          question: `Load question ${index + 1}`,
          email: `contact${index + 1}@load.example`,
          description: `Load description ${index + 1}.`,
          status: loadStatus(index),
          created_at: pastDate(730),
        }),
        (rows) => trx.insertInto('contact_us').values(rows).execute(),
      );
      await insertInBatches(
        LARGE_SCALE.joinSubmissions,
        (index): Insertable<Database['join_us']> => ({
          full_name: `Load Applicant ${index + 1}`,
          phone: `8${String(100_000_000 + index).padStart(9, '0')}`,
          email: index % 3 === 0 ? null : `applicant${index + 1}@load.example`,
          state: pick(['Assam', 'Meghalaya', 'Tripura', 'Manipur']),
          district: 'Kamrup',
          area: `Area ${index % 50}`,
          status: loadStatus(index),
          created_at: pastDate(730),
        }),
        (rows) => trx.insertInto('join_us').values(rows).execute(),
      );
      await insertInBatches(
        LARGE_SCALE.tenantDownSubmissions,
        (index): Insertable<Database['tenant_down_submissions']> => ({
          reference: `TL-${String(index + 1).padStart(5, '0')}`,
          name: `Load Tenant ${index + 1}`,
          email: `tenant${index + 1}@load.example`,
          phone: `+9198${String(index).padStart(8, '0')}`,
          tenant_url: `https://tenant${index + 1}.load.example`,
          description: 'Load test emergency.',
          status: loadStatus(index),
          created_at: pastDate(730),
        }),
        (rows) => trx.insertInto('tenant_down_submissions').values(rows).execute(),
      );
    });
    added.submissions =
      LARGE_SCALE.contactSubmissions + LARGE_SCALE.joinSubmissions + LARGE_SCALE.tenantDownSubmissions;
  }
  return added;
}
