import type { Kysely } from 'kysely';
import type { DatabaseEngine } from '../engine';
import { columnTypes } from './column-types';

/**
 * Issue 22, sign-in with a mobile number (better-auth's phone-number plugin):
 * `phoneNumber` (+91XXXXXXXXXX, one account each) and whether a code sent to
 * it proved it belongs to the account. The plugin names the columns. Orders
 * are looked up by number: a verified number's guest orders, and whether a
 * number asking a sign-in code is a customer's (text-limits.ts).
 */
export function phoneSignIn(engine: DatabaseEngine) {
  const t = columnTypes(engine);
  async function up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('user').addColumn('phoneNumber', 'text').execute();
    await db.schema.alterTable('user').addColumn('phoneNumberVerified', t.boolean).execute();
    await db.schema.createIndex('user_phone_number_idx').on('user').column('phoneNumber').unique().execute();
    await db.schema.createIndex('orders_phone_idx').on('orders').column('phone').execute();
  }
  return { up };
}
