import { type Kysely, sql } from 'kysely';
import type { DatabaseEngine } from '../engine';
import { type ColumnTypes, columnTypes } from './column-types';

/**
 * Issue 16: an order request may hold several products (the maintenance cart
 * sends all of them under one reference), and a farmer without an e-mail
 * address may send one without an account.
 *
 * - `order_items`: one row per product of an order, with the product's name and
 *   unit price at that moment; every existing order becomes one item.
 * - `orders` keeps the customer, the total, the status and the reference; its
 *   product columns move to the items; `email` may be empty (null); `guest` marks
 *   an order sent without an account (a deleted account's orders also lose their
 *   user, but are not guests).
 *
 * SQLite cannot drop a NOT NULL or a column with a foreign key in place, so there
 * the table is rebuilt (in one transaction: a crash leaves the old table whole).
 */
export function orderItemsAndGuests(engine: DatabaseEngine) {
  const t = columnTypes(engine);

  async function up(db: Kysely<unknown>): Promise<void> {
    if (engine === 'sqlite') {
      await db.transaction().execute((trx) => rebuildOnSqlite(trx, t));
    } else {
      await alterOnPostgres(db, t);
    }
    await db.schema
      .createIndex('order_items_order_idx')
      .on('order_items')
      .columns(['order_id', 'position'])
      .unique()
      .execute();
    await db.schema.createIndex('order_items_product_idx').on('order_items').column('product_id').execute();
  }
  return { up };
}

function createOrderItems(db: Kysely<unknown>, t: ColumnTypes, ordersTable: string) {
  return db.schema
    .createTable('order_items')
    .addColumn('id', 'integer', t.id)
    .addColumn('order_id', 'integer', (c) => c.notNull().references(`${ordersTable}.id`).onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('set null'))
    .addColumn('product_name', 'text', (c) => c.notNull())
    .addColumn('unit_price_paise', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('total_paise', 'integer', (c) => c.notNull())
    .addCheckConstraint('order_items_quantity_positive', sql`quantity >= 1`)
    .addCheckConstraint('order_items_prices_not_negative', sql`unit_price_paise >= 0 and total_paise >= 0`)
    .execute();
}

const copyItems = (ordersTable: string) => sql`
  insert into order_items (order_id, position, product_id, product_name, unit_price_paise, quantity, total_paise)
  select id, 0, product_id, product_name, unit_price_paise, quantity, total_paise from ${sql.table(ordersTable)}`;

async function rebuildOnSqlite(db: Kysely<unknown>, t: ColumnTypes): Promise<void> {
  await db.schema
    .createTable('orders_new')
    .addColumn('id', 'integer', t.id)
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('guest', t.boolean, (c) => c.notNull().defaultTo(0))
    .addColumn('total_paise', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('idempotency_key', 'text', (c) => c.unique())
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addCheckConstraint('orders_status_valid', sql`status in ('pending', 'done', 'rejected')`)
    .addCheckConstraint('orders_total_not_negative', sql`total_paise >= 0`)
    .execute();
  await sql`
    insert into orders_new (id, reference, user_id, guest, total_paise, name, phone, email, address, description,
                            status, idempotency_key, created_at, updated_at)
    select id, reference, user_id, 0, total_paise, name, phone, email, address, description,
           status, idempotency_key, created_at, updated_at from orders`.execute(db);
  // The items point at orders_new; renaming it to orders below rewrites that reference.
  await createOrderItems(db, t, 'orders_new');
  await copyItems('orders').execute(db);
  // AUTOINCREMENT never gives an id twice; the new table must go on from the old one's highest id
  // ever given (the newest orders may have been deleted), or a new order would take the id, and so
  // the audit history, of a deleted one.
  const sequence = await sql<{ seq: number }>`select seq from sqlite_sequence where name = 'orders'`.execute(db);
  const highest = sequence.rows[0]?.seq ?? 0;
  await db.schema.dropTable('orders').execute();
  await db.schema.alterTable('orders_new').renameTo('orders').execute();
  await sql`delete from sqlite_sequence where name = 'orders'`.execute(db);
  await sql`insert into sqlite_sequence (name, seq) values ('orders', max(${highest}, coalesce((select max(id) from orders), 0)))`.execute(
    db,
  );
  await createOrderIndexes(db);
}

async function alterOnPostgres(db: Kysely<unknown>, t: ColumnTypes): Promise<void> {
  await createOrderItems(db, t, 'orders');
  await copyItems('orders').execute(db);
  await db.schema
    .alterTable('orders')
    .alterColumn('email', (c) => c.dropNotNull())
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('guest', t.boolean, (c) => c.notNull().defaultTo(false))
    .execute();
  // Dropping a column drops its index, foreign key and the CHECKs that name it.
  for (const column of ['product_id', 'product_name', 'unit_price_paise', 'quantity']) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
  await db.schema.alterTable('orders').addCheckConstraint('orders_total_not_negative', sql`total_paise >= 0`).execute();
}

async function createOrderIndexes(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('orders_created_idx').on('orders').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('orders_status_created_idx').on('orders').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('orders_user_created_idx').on('orders').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('orders_email_idx').on('orders').column('email').execute();
}
