import { Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest, migrationsFor } from '@/server/db/migrate';
import { findOrderDetails } from '@/server/orders/find-orders';
import { emptyDatabase } from '../setup/empty-database';
import { testEngines } from '../setup/engines';

/**
 * Migration 0007 moves each order's product into order_items and lets e-mail be
 * empty. It must carry the orders a running site already has, unchanged.
 */
describe.each(testEngines())('[ORDERS] migration 0007 on %s', (engine) => {
  let drop = async () => {};
  afterEach(async () => {
    await drop();
    drop = async () => {};
  });

  it('turns every existing order into an order with one line, keeping ids, totals and statuses, and never reusing an id', async () => {
    const empty = await emptyDatabase(engine);
    drop = empty.drop;
    const { db } = empty.handle;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrationsFor(engine) } });
    const before = await migrator.migrateTo('0006-account-security');
    expect(before.error).toBeUndefined();

    await sql`insert into categories (name, slug) values ('Aquamart', 'aquamart')`.execute(db);
    await sql`insert into sub_categories (name, slug, category_id) values ('Fish Seed', 'fish-seed', 1)`.execute(db);
    await sql`insert into products (name, slug, price_paise, sub_category_id) values ('Rohu Fingerlings', 'rohu', 160000, 1)`.execute(
      db,
    );
    await sql`insert into orders (reference, product_id, product_name, unit_price_paise, total_paise, name, phone,
                                  email, address, quantity, status, idempotency_key)
              values ('AQ-OLD41', 1, 'Rohu Fingerlings', 160000, 480000, 'Bhaskar', '+919864012345',
                      'b@example.in', 'Dhing', 3, 'done', 'old-key-0000000001'),
                     ('AQ-OLD42', null, 'A product since deleted', 5000, 5000, 'Mina', '+919864000000',
                      'm@example.in', 'Tezpur', 1, 'pending', null),
                     ('AQ-OLD43', 1, 'Rohu Fingerlings', 160000, 160000, 'Deleted Later', '+919864000001',
                      'd@example.in', 'Nagaon', 1, 'rejected', null)`.execute(db);
    // The newest order was deleted before the migration: its id must never be given again.
    const idsBefore = (
      await sql<{ id: number; reference: string }>`select id, reference from orders order by id`.execute(db)
    ).rows;
    const deletedId = Math.max(...idsBefore.map((row) => row.id));
    await sql`delete from orders where id = ${deletedId}`.execute(db);

    expect((await migrateToLatest(db, engine)).applied).toContain('0007-order-items-and-guests');

    const idOf = async (reference: string) =>
      (await db.selectFrom('orders').select('id').where('reference', '=', reference).executeTakeFirstOrThrow()).id;
    const [first, second] = [await idOf('AQ-OLD41'), await idOf('AQ-OLD42')];
    // Every order keeps its id.
    expect([first, second]).toEqual(idsBefore.filter((row) => row.id !== deletedId).map((row) => row.id));
    const kept = await findOrderDetails(db, first);
    expect(kept).toMatchObject({
      reference: 'AQ-OLD41',
      status: 'done',
      totalPaise: 480_000,
      guest: false,
      email: 'b@example.in',
      categoryName: 'Aquamart',
      items: [
        expect.objectContaining({
          productId: 1,
          productName: 'Rohu Fingerlings',
          quantity: 3,
          unitPricePaise: 160_000,
        }),
      ],
    });
    expect((await findOrderDetails(db, second))?.items).toEqual([
      expect.objectContaining({ productId: null, productName: 'A product since deleted', totalPaise: 5000 }),
    ]);
    // New orders continue after the old ids, and the lines still follow their order when it goes.
    const next = await db
      .insertInto('orders')
      .values({ reference: 'AQ-NEW01', total_paise: 0, name: 'N', phone: '+919864011111', email: null, address: 'A' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(next.id).toBeGreaterThan(deletedId);
    await db.deleteFrom('orders').where('id', '=', first).execute();
    expect(await db.selectFrom('order_items').select('order_id').execute()).toEqual([{ order_id: second }]);
    if (engine === 'sqlite') {
      const check = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
      expect(check.rows).toEqual([{ integrity_check: 'ok' }]);
      expect((await sql`pragma foreign_key_check`.execute(db)).rows).toEqual([]);
    }
  });
});
