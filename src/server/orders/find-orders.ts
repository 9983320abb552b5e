import { type Kysely, sql } from 'kysely';
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
 */
export async function findOrders(
  db: Kysely<Database>,
  filters: OrderFilters = {},
): Promise<{ orders: AdminOrder[]; total: number; page: number; pageCount: number; pending: number }> {
  const page = Math.max(1, Math.floor(filters.page ?? 1));
  const query = filters.query?.trim().slice(0, 100);
  let filtered = db
    .selectFrom('orders')
    .leftJoin('products', 'products.id', 'orders.product_id')
    .leftJoin('sub_categories', 'sub_categories.id', 'products.sub_category_id')
    .leftJoin('categories', 'categories.id', 'sub_categories.category_id');
  if (query)
    filtered = filtered.where(anyColumnContains(['orders.name', 'orders.email', 'orders.product_name'], query));
  if (filters.status) filtered = filtered.where('orders.status', '=', filters.status);
  if (filters.categoryId) filtered = filtered.where('categories.id', '=', filters.categoryId);

  const [rows, count, pending] = await Promise.all([
    filtered
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
      .orderBy('orders.created_at', 'desc')
      .orderBy('orders.id', 'desc')
      .limit(ORDERS_PER_PAGE)
      .offset((page - 1) * ORDERS_PER_PAGE)
      .execute(),
    filtered.select(sql<number | string>`count(*)`.as('count')).executeTakeFirstOrThrow(),
    db
      .selectFrom('orders')
      .select(sql<number | string>`count(*)`.as('count'))
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.count);
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
