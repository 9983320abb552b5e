import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database, OrderStatus } from '../db/schema';
import { anyColumnContains } from '../db/text-search';

export const ORDERS_PER_PAGE = 50;
export const ORDER_STATUSES: readonly OrderStatus[] = ['pending', 'done', 'rejected'];

export type AdminOrder = {
  id: number;
  reference: string;
  customerName: string;
  email: string;
  phone: string;
  productName: string;
  categoryName: string | null;
  quantity: number;
  totalPaise: number;
  status: OrderStatus;
  createdAt: Date;
};

export type OrderFilters = { query?: string; status?: OrderStatus; categoryId?: number; page?: number };

/**
 * Spec §2.11 Orders: newest first; search by customer name, e-mail or product
 * name; filters by parent category and status; 50 a page, all in the database.
 * The page's ids are found on the orders table alone (its indexes order,
 * filter and count without touching other tables), then only those 50 rows
 * are joined to their product and category.
 */
export async function findOrders(
  db: Kysely<Database>,
  filters: OrderFilters = {},
): Promise<{ orders: AdminOrder[]; total: number; page: number; pageCount: number; pending: number }> {
  const page = Math.max(1, Math.floor(filters.page ?? 1));
  const query = filters.query?.trim().slice(0, 100);
  let matching = db.selectFrom('orders');
  if (query)
    matching = matching.where(anyColumnContains(['orders.name', 'orders.email', 'orders.product_name'], query));
  if (filters.status) matching = matching.where('orders.status', '=', filters.status);
  if (filters.categoryId) {
    const productsInCategory = db
      .selectFrom('products')
      .innerJoin('sub_categories', 'sub_categories.id', 'products.sub_category_id')
      .select('products.id')
      .where('sub_categories.category_id', '=', filters.categoryId);
    matching = matching.where('orders.product_id', 'in', productsInCategory);
  }
  const countMatching = async () =>
    Number((await matching.select(sql<number | string>`count(*)`.as('count')).executeTakeFirstOrThrow()).count);
  const onePage = <Row>(pageQuery: SelectQueryBuilder<Database, 'orders', Row>) =>
    pageQuery
      .orderBy('orders.created_at', 'desc')
      .orderBy('orders.id', 'desc')
      .limit(ORDERS_PER_PAGE)
      .offset((page - 1) * ORDERS_PER_PAGE);

  let ids: number[];
  let total: number;
  if (query) {
    // A text search reads every order anyway: count the matches in the same pass.
    const rows = await onePage(
      matching.select(['orders.id', sql<number | string>`count(*) over ()`.as('total')]),
    ).execute();
    ids = rows.map((row) => row.id);
    // No row on page 1 means no match; past the end, the count is still needed for the pages.
    total = rows[0] ? Number(rows[0].total) : page === 1 ? 0 : await countMatching();
  } else {
    const [rows, count] = await Promise.all([onePage(matching.select('orders.id')).execute(), countMatching()]);
    ids = rows.map((row) => row.id);
    total = count;
  }

  const [rows, pending] = await Promise.all([
    ids.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('orders')
          .leftJoin('products', 'products.id', 'orders.product_id')
          .leftJoin('sub_categories', 'sub_categories.id', 'products.sub_category_id')
          .leftJoin('categories', 'categories.id', 'sub_categories.category_id')
          .select([
            'orders.id',
            'orders.reference',
            'orders.name',
            'orders.email',
            'orders.phone',
            'orders.product_name',
            'categories.name as category_name',
            'orders.quantity',
            'orders.total_paise',
            'orders.status',
            'orders.created_at',
          ])
          .where('orders.id', 'in', ids)
          .orderBy('orders.created_at', 'desc')
          .orderBy('orders.id', 'desc')
          .execute(),
    db
      .selectFrom('orders')
      .select(sql<number | string>`count(*)`.as('count'))
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow(),
  ]);
  return {
    orders: rows.map((row) => ({
      id: row.id,
      reference: row.reference,
      customerName: row.name,
      email: row.email,
      phone: row.phone,
      productName: row.product_name,
      categoryName: row.category_name,
      quantity: row.quantity,
      totalPaise: row.total_paise,
      status: row.status,
      createdAt: row.created_at,
    })),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / ORDERS_PER_PAGE)),
    pending: Number(pending.count),
  };
}

export type OrderDecisionRecord = { action: string; actorEmail: string; at: Date; reason: string | null };

export type AdminOrderDetails = AdminOrder & {
  address: string;
  description: string;
  unitPricePaise: number;
  subCategoryName: string | null;
  decisions: OrderDecisionRecord[];
};

/** One order with everything the Order Details modal shows, and who decided it when (from the audit trail). */
export async function findOrderDetails(db: Kysely<Database>, id: number): Promise<AdminOrderDetails | null> {
  const row = await db
    .selectFrom('orders')
    .leftJoin('products', 'products.id', 'orders.product_id')
    .leftJoin('sub_categories', 'sub_categories.id', 'products.sub_category_id')
    .leftJoin('categories', 'categories.id', 'sub_categories.category_id')
    .selectAll('orders')
    .select(['categories.name as category_name', 'sub_categories.name as sub_category_name'])
    .where('orders.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const audit = await db
    .selectFrom('audit_log')
    .select(['action', 'actor_email', 'created_at', 'after'])
    .where('entity', '=', 'orders')
    .where('entity_id', '=', String(id))
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  return {
    id: row.id,
    reference: row.reference,
    customerName: row.name,
    email: row.email,
    phone: row.phone,
    productName: row.product_name,
    categoryName: row.category_name,
    subCategoryName: row.sub_category_name,
    quantity: row.quantity,
    unitPricePaise: row.unit_price_paise,
    totalPaise: row.total_paise,
    status: row.status,
    createdAt: row.created_at,
    address: row.address,
    description: row.description,
    decisions: audit.map((entry) => ({
      action: entry.action,
      actorEmail: entry.actor_email,
      at: entry.created_at,
      reason: (JSON.parse(entry.after ?? '{}') as { reason?: string }).reason ?? null,
    })),
  };
}
