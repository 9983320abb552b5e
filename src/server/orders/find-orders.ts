import { type Kysely, type Selectable, type SelectQueryBuilder, sql } from 'kysely';
import type { Database, OrderStage, OrderStatus, OrderTable } from '../db/schema';
import { anyColumnContains, likePattern } from '../db/text-search';

export const ORDERS_PER_PAGE = 50;
export const ORDER_STATUSES: readonly OrderStatus[] = ['pending', 'done', 'rejected'];

export type AdminOrder = {
  id: number;
  reference: string;
  customerName: string;
  /** Null when a guest gave none: the office phones them. */
  email: string | null;
  phone: string;
  /** Sent without an account. */
  guest: boolean;
  /** The first product's name; `itemCount` says how many products the order holds. */
  productName: string;
  itemCount: number;
  categoryName: string | null;
  /** All products' quantities together. */
  quantity: number;
  totalPaise: number;
  status: OrderStatus;
  /** Where a confirmed order is now: dispatched, delivered or cancelled (issue 24); null before. */
  stage: OrderStage | null;
  createdAt: Date;
  /** Its customer reported a UPI payment the office has not checked yet (issue 35). */
  paymentReported: boolean;
};

export type OrderFilters = { query?: string; status?: OrderStatus; categoryId?: number; page?: number };

/**
 * Spec §2.11 Orders: newest first; search by customer name, e-mail or the name
 * of any product in the order (and by reference or phone number); filters by parent category (any product in it)
 * and status; 50 a page, all in the database. The page's ids are found on the
 * orders table (its indexes order, filter and count), then only those 50 orders
 * are joined to their lines, products and categories.
 */
export async function findOrders(
  db: Kysely<Database>,
  filters: OrderFilters = {},
): Promise<{ rows: AdminOrder[]; total: number; page: number; pageCount: number; pending: number }> {
  const page = Math.max(1, Math.floor(filters.page ?? 1));
  const query = filters.query?.trim().slice(0, 100);
  let matching = db.selectFrom('orders');
  if (query) {
    const pattern = likePattern(query);
    matching = matching.where((eb) =>
      eb.or([
        // The reference and the number too: "has AQ-7K2P paid?" is asked by reference or by phone.
        anyColumnContains(['orders.name', 'orders.email', 'orders.reference', 'orders.phone'], query),
        eb.exists(
          eb
            .selectFrom('order_items')
            .select('order_items.id')
            .whereRef('order_items.order_id', '=', 'orders.id')
            .where(sql<boolean>`lower(order_items.product_name) like ${pattern} escape '\\'`),
        ),
      ]),
    );
  }
  if (filters.status) matching = matching.where('orders.status', '=', filters.status);
  if (filters.categoryId) {
    const ordersInCategory = db
      .selectFrom('order_items')
      .innerJoin('products', 'products.id', 'order_items.product_id')
      .innerJoin('sub_categories', 'sub_categories.id', 'products.sub_category_id')
      .select('order_items.order_id')
      .where('sub_categories.category_id', '=', filters.categoryId);
    matching = matching.where('orders.id', 'in', ordersInCategory);
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

  const [rows, lines, reported, pending] = await Promise.all([
    ids.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('orders')
          .select([
            'id',
            'reference',
            'name',
            'email',
            'phone',
            'guest',
            'total_paise',
            'status',
            'stage',
            'created_at',
          ])
          .where('id', 'in', ids)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .execute(),
    findOrderLines(db, ids),
    ordersWithReports(db, ids),
    db
      .selectFrom('orders')
      .select(sql<number | string>`count(*)`.as('count'))
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row) => toAdminOrder(row, lines.get(row.id) ?? [], reported.has(row.id))),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / ORDERS_PER_PAGE)),
    pending: Number(pending.count),
  };
}

type OrderRow = Pick<
  Selectable<OrderTable>,
  'id' | 'reference' | 'name' | 'email' | 'phone' | 'guest' | 'total_paise' | 'status' | 'stage' | 'created_at'
>;

/** An order as the list shows it: the first product names it, the lines add up its quantity. */
function toAdminOrder(row: OrderRow, items: AdminOrderLine[], paymentReported: boolean): AdminOrder {
  return {
    id: row.id,
    reference: row.reference,
    customerName: row.name,
    email: row.email,
    phone: row.phone,
    guest: Boolean(row.guest),
    productName: items[0]?.productName ?? '',
    itemCount: items.length,
    categoryName: items[0]?.categoryName ?? null,
    quantity: items.reduce((sum, item) => sum + item.quantity, 0),
    totalPaise: row.total_paise,
    status: row.status,
    stage: row.stage,
    createdAt: row.created_at,
    paymentReported,
  };
}

/** Which of these orders have a reported payment waiting for the office. */
async function ordersWithReports(db: Kysely<Database>, orderIds: number[]): Promise<Set<number>> {
  if (orderIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('payment_reports')
    .select('order_id')
    .distinct()
    .where('state', '=', 'to_check')
    .where('order_id', 'in', orderIds)
    .execute();
  return new Set(rows.map((row) => row.order_id));
}

export type AdminOrderLine = {
  position: number;
  productId: number | null;
  productName: string;
  categoryName: string | null;
  subCategoryName: string | null;
  quantity: number;
  unitPricePaise: number;
  totalPaise: number;
};

/** The lines of these orders, in their order, with each product's category (when the product still exists). */
async function findOrderLines(db: Kysely<Database>, orderIds: number[]): Promise<Map<number, AdminOrderLine[]>> {
  const byOrder = new Map<number, AdminOrderLine[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .selectFrom('order_items')
    .leftJoin('products', 'products.id', 'order_items.product_id')
    .leftJoin('sub_categories', 'sub_categories.id', 'products.sub_category_id')
    .leftJoin('categories', 'categories.id', 'sub_categories.category_id')
    .select([
      'order_items.order_id',
      'order_items.position',
      'order_items.product_id',
      'order_items.product_name',
      'order_items.quantity',
      'order_items.unit_price_paise',
      'order_items.total_paise',
      'categories.name as category_name',
      'sub_categories.name as sub_category_name',
    ])
    .where('order_items.order_id', 'in', orderIds)
    .orderBy('order_items.order_id')
    .orderBy('order_items.position')
    .execute();
  for (const row of rows) {
    const lines = byOrder.get(row.order_id) ?? [];
    lines.push({
      position: row.position,
      productId: row.product_id,
      productName: row.product_name,
      categoryName: row.category_name,
      subCategoryName: row.sub_category_name,
      quantity: row.quantity,
      unitPricePaise: row.unit_price_paise,
      totalPaise: row.total_paise,
    });
    byOrder.set(row.order_id, lines);
  }
  return byOrder;
}

export type OrderDecisionRecord = { action: string; actorEmail: string; at: Date; reason: string | null };

export type AdminOrderDetails = AdminOrder & {
  address: string;
  description: string;
  items: AdminOrderLine[];
  decisions: OrderDecisionRecord[];
};

/** One order with everything the Order Details modal shows, and who decided it when (from the audit trail). */
export async function findOrderDetails(db: Kysely<Database>, id: number): Promise<AdminOrderDetails | null> {
  const row = await db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const [lines, reported, audit] = await Promise.all([
    findOrderLines(db, [id]),
    ordersWithReports(db, [id]),
    db
      .selectFrom('audit_log')
      .select(['action', 'actor_email', 'created_at', 'after'])
      .where('entity', '=', 'orders')
      .where('entity_id', '=', String(id))
      .where('action', 'in', ['confirm', 'reject'])
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc')
      .execute(),
  ]);
  const items = lines.get(id) ?? [];
  return {
    ...toAdminOrder(row, items, reported.has(id)),
    address: row.address,
    description: row.description,
    items,
    decisions: audit.map((entry) => ({
      action: entry.action,
      actorEmail: entry.actor_email,
      at: entry.created_at,
      reason: (JSON.parse(entry.after ?? '{}') as { reason?: string }).reason ?? null,
    })),
  };
}
