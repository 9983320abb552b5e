import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuth } from '@/server/auth/create-auth';
import { SIGN_IN_CODE_KIND } from '@/server/auth/phone-codes';
import { parseConfig } from '@/server/config';
import type { DatabaseEngine } from '@/server/db/engine';
import { placeOrder } from '@/server/orders/place-order';
import { findFailedMessages, findMessagesAbout } from '@/server/outbox/find-messages';
import { CLIENT_ADDRESS_HEADER } from '@/server/security/client-address';
import { mayTextNumber, NUMBER_LIMITS, VISITOR_TEXT_LIMITS, VISITOR_TEXT_SHARE } from '@/server/sms/text-limits';
import { insertProduct } from '../setup/catalogue';
import { testEngines } from '../setup/engines';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';

const HOUR = 60 * 60 * 1000;
/** 10:00 in India on a weekday (04:30 UTC). */
const MORNING = Date.parse('2026-11-25T04:30:00Z');

describe.each(testEngines())('text message limits on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database.drop();
  });
  const site = (smsDailyLimit: number) => ({
    siteName: 'Aquaculture Group',
    baseUrl: 'https://fish.example',
    smsDailyLimit,
    adminNotifyEmail: 'office@example.in',
    officeEmails: [],
  });
  const notices = async () =>
    database.db
      .selectFrom('outbox_messages')
      .select(['recipient', 'subject'])
      .where('kind', '=', 'text-cap-reached')
      .execute();

  it('allows three texts an hour and ten a day to one number, each counted in its own clock hour and Indian day', async () => {
    const may = (now: number) => mayTextNumber({ db: database.db, to: '+919707000101', site: site(1000), now });
    const allowed: boolean[] = [];
    for (let hour = 0; hour < 5; hour++) {
      for (let text = 0; text < 4; text++) allowed.push(await may(MORNING + hour * HOUR + text * 60_000));
    }
    // Three of four each hour, until the day's ten are used up.
    expect(allowed.filter(Boolean)).toHaveLength(NUMBER_LIMITS.day.max);
    expect(allowed.slice(0, 4)).toEqual([true, true, true, false]);
    // The next Indian day (after 18:30 UTC) starts again.
    expect(await may(Date.parse('2026-11-25T18:31:00Z'))).toBe(true);
  });

  it('stops at the site’s daily cap, tells the office once, and never blames one number for another’s texts', async () => {
    const day = Date.parse('2026-11-27T05:00:00Z');
    const may = (to: string) => mayTextNumber({ db: database.db, to, site: site(5), now: day });
    expect(await may('+919707000201')).toBe(true);
    // A flood to one number: its first three count against the site's day, the refused ones do not.
    const flood: boolean[] = [];
    for (let text = 0; text < 10; text++) flood.push(await may('+919707000202'));
    expect(flood.filter(Boolean)).toHaveLength(NUMBER_LIMITS.hour.max);
    expect(await may('+919707000203')).toBe(true);
    expect(await may('+919707000204')).toBe(false);
    expect(await may('+919707000205')).toBe(false);
    expect(await notices()).toEqual([
      { recipient: 'office@example.in', subject: 'Text messages stopped for today: daily limit reached' },
    ]);
  });
});

/**
 * Issue 33: the texts a visitor's form causes ("order received" to any typed
 * number) count against the sender's address and the number's range like
 * sign-in codes, and may use only part of the day, so one address can neither
 * pump them nor stop every farmer's sign-in codes. A text not sent is written
 * on its order, failed with the limit's name, for the office to phone.
 */
describe.each(testEngines())('[TEXTS] texts caused by visitors on %s', (engine) => {
  const shop = visitorShop(engine);

  it('counts order texts against the sender’s address: past it the order stands, its text failed as not sent', async () => {
    const address = '192.0.2.50';
    const results: string[][] = [];
    // Each number in a range of its own: only the address's limit can stop them.
    for (let index = 0; index <= VISITOR_TEXT_LIMITS.address.max; index++) {
      results.push(await shop.textStates(`+91${70 + index}00000001`, address));
    }
    expect(results.slice(0, -1)).toEqual(Array(VISITOR_TEXT_LIMITS.address.max).fill(['queued']));
    expect(results.at(-1)).toEqual(['failed']);
    const failed = (await findFailedMessages(shop.db())).find((message) => message.recipient === '+918000000001');
    expect(failed).toMatchObject({ kind: 'order-received', attempts: 0, lastError: expect.stringMatching(/limit/) });
  });

  it('counts order texts against the number’s range, from whatever address', async () => {
    const results: string[][] = [];
    for (let index = 0; index <= VISITOR_TEXT_LIMITS.range.max; index++) {
      results.push(await shop.textStates(`+91966600${String(index).padStart(4, '0')}`, `192.0.3.${index}`));
    }
    expect(results.slice(0, -1)).toEqual(Array(VISITOR_TEXT_LIMITS.range.max).fill(['queued']));
    expect(results.at(-1)).toEqual(['failed']);
  });
});

describe.each(testEngines())('[TEXTS] the day’s share kept for sign-in codes on %s', (engine) => {
  const shop = visitorShop(engine);
  const CAP = 10;

  it('stops order texts short of SMS_DAILY_LIMIT, so a farmer’s sign-in code still goes', async () => {
    const results: string[][] = [];
    for (let index = 0; index < CAP; index++) {
      results.push(await shop.textStates(`+9193${index}0000002`, `192.0.4.${index}`, CAP));
    }
    const share = Math.floor(CAP * VISITOR_TEXT_SHARE);
    expect(share).toBeLessThan(CAP);
    expect(results.filter((result) => result[0] === 'queued')).toHaveLength(share);
    expect(results.filter((result) => result[0] === 'failed')).toHaveLength(CAP - share);

    const config = parseConfig({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'site-text-share-')),
      BASE_URL: SHOP_URL,
      LOG_LEVEL: 'silent',
      SMS_DAILY_LIMIT: String(CAP),
    });
    const auth = createAuth({ db: shop.db(), engine, config, logger: pino({ level: 'silent' }) });
    await auth.api.sendPhoneNumberOTP({
      body: { phoneNumber: '+919435000003' },
      headers: new Headers({ origin: SHOP_URL, [CLIENT_ADDRESS_HEADER]: '157.40.3.3' }),
    });
    const codes = await shop
      .db()
      .selectFrom('outbox_messages')
      .select('id')
      .where('kind', '=', SIGN_IN_CODE_KIND)
      .where('recipient', '=', '+919435000003')
      .execute();
    expect(codes).toHaveLength(1);
  });
});

const SHOP_URL = 'http://localhost:3994';

/** A fresh database with one product, where guest orders are placed as the order form places them. */
function visitorShop(engine: DatabaseEngine) {
  let database: TestDatabase;
  let productId: number;
  let orders = 0;
  const logger = pino({ level: 'silent' });

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    productId = await insertProduct(database.db, {
      category: 'Feed',
      subCategory: 'Floating feed',
      name: 'Grower Feed 25 kg',
      pricePaise: 150_000,
    });
  });
  afterAll(async () => {
    await database.drop();
  });

  /** A guest order for `phone` from `address`; the states of its texts, as the order's Messages list them. */
  async function textStates(phone: string, address: string, smsDailyLimit = 1000): Promise<string[]> {
    orders += 1;
    const { reference } = await placeOrder({
      db: database.db,
      logger,
      site: {
        siteName: 'Aquaculture Group',
        baseUrl: SHOP_URL,
        adminNotifyEmail: 'office@example.in',
        officeEmails: [],
        smsDailyLimit,
      },
      actor: null,
      clientAddress: address,
      customer: {
        name: 'Anyone',
        phone,
        email: '',
        address: 'Anywhere',
        notes: '',
        idempotencyKey: `visitor-texts-${engine}-${orders}`,
        whatsappUpdates: false,
      },
      lines: [{ productId, quantity: 1 }],
      locale: 'en',
    });
    const { id } = await database.db
      .selectFrom('orders')
      .select('id')
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    const messages = await findMessagesAbout(database.db, { table: 'orders', id });
    return messages.filter((message) => message.channel === 'sms').map((message) => message.state);
  }
  return { db: () => database.db, textStates };
}
