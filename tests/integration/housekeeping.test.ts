import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Auth, createAuth } from '@/server/auth/create-auth';
import { parseConfig } from '@/server/config';
import { UNVERIFIED_ACCOUNT_DAYS } from '@/server/housekeeping/remove-unverified-accounts';
import { runHousekeeping } from '@/server/housekeeping/run-housekeeping';
import { findCustomerOrders } from '@/server/orders/find-customer-orders';
import { placeOrder } from '@/server/orders/place-order';
import { enqueueMessages } from '@/server/outbox/enqueue-messages';
import { KEEP_MESSAGES_DAYS } from '@/server/outbox/sweep-old-messages';
import { CLIENT_ADDRESS_HEADER } from '@/server/security/client-address';
import { consumeRateLimit } from '@/server/security/rate-limit';
import { insertProduct } from '../setup/catalogue';
import { testEngines } from '../setup/engines';
import { signUpWithCode } from '../setup/sign-in-codes';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { TEXTING_SITE } from '../setup/texting-site';
import { setRolesOf } from '../setup/users';

const BASE_URL = 'http://localhost:3996';
const DAY = 24 * 60 * 60 * 1000;

/**
 * Issue 21: what the server's hourly housekeeping removes, so the database does
 * not grow without bound: accounts never verified (anyone can sign up with anyone's
 * address) and rate-limit rows whose window is over.
 */
describe.each(testEngines())('[HOUSEKEEPING] on %s', (engine) => {
  let database: TestDatabase;
  let auth: Auth;
  let productId: number;
  const logger = pino({ level: 'silent' });

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'site-housekeeping-'));
    const config = parseConfig({ DATA_DIR: dataDir, BASE_URL, LOG_LEVEL: 'silent' });
    auth = createAuth({ db: database.db, engine, config, logger });
    productId = await insertProduct(database.db);
  });
  afterAll(async () => {
    await database.drop();
  });

  /** A sign-up as the site takes it (unverified until the link is opened), made `daysAgo` days old. */
  async function signUp(email: string, daysAgo: number): Promise<string> {
    const result = await auth.api.signUpEmail({
      body: { email, password: 'housekeeping-passphrase', name: email },
      headers: new Headers({ origin: BASE_URL, [CLIENT_ADDRESS_HEADER]: `192.0.2.${daysAgo + 10}` }),
    });
    const createdAt = new Date(Date.now() - daysAgo * DAY).toISOString();
    await database.db.updateTable('user').set({ createdAt }).where('id', '=', result.user.id).execute();
    return result.user.id;
  }
  const exists = async (id: string) =>
    (await database.db.selectFrom('user').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

  it('removes accounts left without a proved way in for a week, staff too, and nothing else', async () => {
    const stale = await signUp('never-verified@example.in', UNVERIFIED_ACCOUNT_DAYS + 1);
    const recent = await signUp('verifying-today@example.in', UNVERIFIED_ACCOUNT_DAYS - 1);
    const verified = await signUp('verified-long-ago@example.in', 90);
    await database.db
      .updateTable('user')
      .set({ emailVerified: engine === 'sqlite' ? 1 : true })
      .where('id', '=', verified)
      .execute();
    // Roles go only to proved contacts: an account nobody can sign in to is nobody's staff.
    const unverifiedAdmin = await signUp('unverified-admin@example.in', 90);
    await setRolesOf(database, 'unverified-admin@example.in', ['owner']);

    await runHousekeeping({ db: database.db, logger });

    expect(await exists(stale)).toBe(false);
    // Its password and anything else of it went with it.
    expect(await database.db.selectFrom('account').select('id').where('userId', '=', stale).execute()).toEqual([]);
    expect(await exists(recent)).toBe(true);
    expect(await exists(verified)).toBe(true);
    expect(await exists(unverifiedAdmin)).toBe(false);
    expect(
      await database.db.selectFrom('staff_members').select('user_id').where('user_id', '=', unverifiedAdmin).execute(),
    ).toEqual([]);
    // The address is free again: its owner can sign up.
    await expect(signUp('never-verified@example.in', 0)).resolves.toEqual(expect.any(String));
  });

  /** An order as the site takes it, by the account or (actor null) as a guest with the number. */
  const order = (actor: { userId: string } | null, phone: string, clientAddress: string) =>
    placeOrder({
      db: database.db,
      logger,
      site: TEXTING_SITE,
      actor,
      clientAddress,
      customer: {
        name: 'Jonali Das',
        phone,
        email: '',
        address: 'Jagiroad, Morigaon',
        notes: '',
        idempotencyKey: `housekeeping-${clientAddress}-${actor ? 'account' : 'guest'}`,
        whatsappUpdates: false,
      },
      lines: [{ productId, quantity: 2 }],
      locale: 'en',
    });

  it('keeps an account made with a mobile number, its session and its orders, a week or a year later', async () => {
    const phone = '+919435099001';
    const headers = new Headers({ origin: BASE_URL, [CLIENT_ADDRESS_HEADER]: '192.0.2.201' });
    const user = await signUpWithCode(auth, database.db, phone, headers);
    const mine = await order({ userId: user.id }, phone, '192.0.2.202');
    const asGuest = await order(null, phone, '192.0.2.203');
    const references = [mine.reference, asGuest.reference].sort();

    for (const later of [UNVERIFIED_ACCOUNT_DAYS + 1, 400]) {
      await runHousekeeping({ db: database.db, logger, now: new Date(Date.now() + later * DAY) });
      expect(await exists(user.id), `${later} days later`).toBe(true);
      const sessions = await database.db.selectFrom('session').select('id').where('userId', '=', user.id).execute();
      expect(sessions, `${later} days later`).toHaveLength(1);
      const orders = await findCustomerOrders(database.db, { userId: user.id, verifiedPhone: phone });
      expect(orders.map((row) => row.reference).sort(), `${later} days later`).toEqual(references);
    }
  });

  it('never removes an account that owns orders, even one without a proved way in: its orders stay its own', async () => {
    const owner = await signUp('ordered-then-unverified@example.in', 30);
    const { reference } = await order({ userId: owner }, '+919435099002', '192.0.2.204');
    await runHousekeeping({ db: database.db, logger });
    expect(await exists(owner)).toBe(true);
    const orders = await findCustomerOrders(database.db, { userId: owner });
    expect(orders.map((row) => row.reference)).toEqual([reference]);
  });

  it('deletes staff invitations past their date, keeping those still valid', async () => {
    const invitation = (contact: string, expiresAt: number) => ({
      contact,
      roles: '["editor"]',
      invited_by_email: 'owner@example.in',
      expires_at: new Date(expiresAt).toISOString(),
      token_hash: `hash-of-${contact}`,
    });
    await database.db
      .insertInto('staff_invitations')
      .values([invitation('late@example.in', Date.now() - 60_000), invitation('soon@example.in', Date.now() + DAY)])
      .execute();
    await runHousekeeping({ db: database.db, logger });
    const left = await database.db.selectFrom('staff_invitations').select('contact').execute();
    expect(left.map((row) => row.contact)).toEqual(['soon@example.in']);
  });

  it('sweeps rate-limit rows over a day old, keeping the live ones', async () => {
    const now = Date.now();
    await consumeRateLimit(database.db, 'housekeeping|stale', { max: 3, windowSeconds: 60 }, now - 2 * DAY);
    await consumeRateLimit(database.db, 'housekeeping|live', { max: 3, windowSeconds: 3600 }, now - 60_000);
    await runHousekeeping({ db: database.db, logger });
    const keys = await database.db
      .selectFrom('rateLimit')
      .select('key')
      .where('key', 'like', 'housekeeping|%')
      .execute();
    expect(keys.map((row) => row.key)).toEqual(['housekeeping|live']);
  });

  it('deletes sign-in codes and tokens past their expiry, keeping the live ones', async () => {
    const row = (identifier: string, expiresAt: number) => ({
      id: identifier,
      identifier,
      value: 'hash:0',
      expiresAt: new Date(expiresAt).toISOString(),
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    });
    await database.db
      .insertInto('verification')
      .values([
        row('phone-number-otp-+917000000001', Date.now() - 60_000),
        row('phone-number-otp-+917000000002', Date.now() + 60_000),
      ])
      .execute();
    await runHousekeeping({ db: database.db, logger });
    const left = await database.db
      .selectFrom('verification')
      .select('identifier')
      .where('identifier', 'like', 'phone-number-otp-+91700000000%')
      .execute();
    expect(left.map((entry) => entry.identifier)).toEqual(['phone-number-otp-+917000000002']);
  });

  it('deletes messages finished over 90 days ago, keeping newer ones and any still waiting', async () => {
    const ids = await enqueueMessages(
      database.db,
      ['old-sent', 'old-failed', 'new-sent', 'waiting'].map((label) => ({
        channel: 'email' as const,
        kind: 'order-received',
        to: `${label}@example.in`,
        subject: label,
        text: label,
      })),
    );
    const [oldSent = '', oldFailed = '', newSent = '', waiting = ''] = ids;
    const longAgo = new Date(Date.now() - (KEEP_MESSAGES_DAYS + 1) * DAY).toISOString();
    await database.db
      .updateTable('outbox_messages')
      .set({ state: 'sent', created_at: longAgo })
      .where('id', '=', oldSent)
      .execute();
    await database.db
      .updateTable('outbox_messages')
      .set({ state: 'failed', created_at: longAgo })
      .where('id', '=', oldFailed)
      .execute();
    await database.db.updateTable('outbox_messages').set({ state: 'sent' }).where('id', '=', newSent).execute();
    await database.db.updateTable('outbox_messages').set({ created_at: longAgo }).where('id', '=', waiting).execute();
    await runHousekeeping({ db: database.db, logger });
    const left = await database.db.selectFrom('outbox_messages').select('id').where('id', 'in', ids).execute();
    expect(left.map((row) => row.id).sort()).toEqual([newSent, waiting].sort());
  });
});
