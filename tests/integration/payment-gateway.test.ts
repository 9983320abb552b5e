import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueBill } from '@/server/billing/issue-bill';
import { ConfigError, parseConfig } from '@/server/config';
import { findOrderLedger } from '@/server/payments/find-order-ledger';
import { razorpayGateway } from '@/server/payments/razorpay-gateway';
import { recordGatewayPayment } from '@/server/payments/record-gateway-payment';
import { startOnlinePayment } from '@/server/payments/start-online-payment';
import { codeOf } from '../setup/app-error-code';
import { insertOrderWithLines, setTaxFacts, setUpBilling } from '../setup/billing';
import { insertProduct } from '../setup/catalogue';
import { testEngines } from '../setup/engines';
import { startRazorpayFake } from '../setup/razorpay-fake';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { TEXTING_SITE } from '../setup/texting-site';
import { insertVerifiedUser } from '../setup/users';

const logger = pino({ level: 'silent' });
const site = TEXTING_SITE;
const desk = { userId: 'desk-1', email: 'desk@example.in', roles: ['order-desk' as const] };
const keys = {
  keyId: 'rzp_test_1DP5mmOlF5G5ag',
  keySecret: 'thisisasecretkey',
  webhookSecret: 'webhook-secret-for-tests',
};

describe('[PAYMENTS][RAZORPAY] the configuration', () => {
  it('needs the keys and the webhook secret when PAYMENT_PROVIDER is razorpay, and nothing when it is unset', () => {
    expect(() => parseConfig({ PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'k', RAZORPAY_KEY_SECRET: 's' })).toThrow(
      new ConfigError('Invalid configuration: RAZORPAY_WEBHOOK_SECRET is required when PAYMENT_PROVIDER is razorpay.'),
    );
    expect(() => parseConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER must be razorpay/);
    expect(parseConfig({}).paymentGateway).toBeNull();
  });
});

describe.each(testEngines())('[PAYMENTS][RAZORPAY] payment links on %s', (engine) => {
  let database: TestDatabase;
  let fake: Awaited<ReturnType<typeof startRazorpayFake>>;
  let gateway: ReturnType<typeof razorpayGateway>;
  let productId = 0;
  let orders = 0;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await insertVerifiedUser(database.db, engine, { id: 'desk-1' });
    productId = await insertProduct(database.db, { category: 'Kits', subCategory: 'Water', name: 'Kit' });
    await setTaxFacts(database.db, productId, ['382200', '5', 'SET']);
    await setUpBilling(database.db);
    fake = await startRazorpayFake(keys);
    gateway = razorpayGateway({ provider: 'razorpay', ...keys, apiUrl: fake.apiUrl });
  });
  afterAll(async () => {
    await fake.close();
    await database.drop();
  });

  async function billedOrder() {
    orders += 1;
    const token = `rzp-token-${String(orders).padStart(6, '0')}`;
    const order = await insertOrderWithLines(
      database.db,
      { reference: `AQ-RZ${orders}`, tracking_token: token, locale: 'hi' },
      [{ productId, name: 'Ammonia Test Kit', unitPricePaise: 10_500, quantity: 4 }],
    );
    const bill = await issueBill({ db: database.db, logger, site, actor: desk, orderId: order.id });
    return { ...order, token, billNumber: bill.number };
  }
  const pay = (token: string) =>
    startOnlinePayment({ db: database.db, gateway, baseUrl: 'https://fish.example', token });

  it('makes one link for what is left to pay, as Razorpay documents the request, and uses it again', async () => {
    const order = await billedOrder();
    const before = fake.links.length;
    const { url } = await pay(order.token);
    const link = fake.links.at(-1);
    expect(link).toMatchObject({
      amount: 42_000,
      currency: 'INR',
      reference_id: `${order.billNumber}-1`,
      callback_url: `https://fish.example/hi/t/${order.token}`,
      callback_method: 'get',
      notify: { sms: false, email: false },
      customer: { name: 'Bhaskar Kalita', contact: '+919864012345' },
    });
    expect(url).toBe(link?.short_url);
    expect((await pay(order.token)).url).toBe(url);
    expect(fake.links.length).toBe(before + 1);
    expect(await codeOf(pay('no-such-token-00'))).toBe('NOT_FOUND');
  });

  it('records a paid link once, however often the webhook comes, and refuses an event not signed by Razorpay', async () => {
    const order = await billedOrder();
    await pay(order.token);
    const link = fake.links.at(-1);
    if (!link) throw new Error('no link');
    const event = fake.paidEvent(link);
    const read = (rawBody: string, signature: string) =>
      gateway.readWebhook(rawBody, new Headers({ 'X-Razorpay-Signature': signature }));
    const paid = read(event.rawBody, event.signature);
    expect(paid).toMatchObject({ linkId: link.id, paymentId: event.paymentId, amountPaise: 42_000 });
    if (!paid) throw new Error('not read');

    const outcomes = await Promise.all([
      recordGatewayPayment({ db: database.db, logger, site, paid }),
      recordGatewayPayment({ db: database.db, logger, site, paid }),
    ]);
    expect(outcomes.sort()).toEqual(['already recorded', 'recorded']);
    expect(await recordGatewayPayment({ db: database.db, logger, site, paid })).toBe('already recorded');
    const ledger = await findOrderLedger(database.db, order.id);
    expect(ledger).toMatchObject({ state: 'paid', balancePaise: 0 });
    expect(
      ledger?.entries.map((entry) => [entry.mode, entry.reference, entry.amountPaise, entry.recordedByEmail]),
    ).toEqual([['gateway', event.paymentId, 42_000, 'razorpay']]);
    // Paid: no more link for it.
    expect(await codeOf(pay(order.token))).toBe('PAYMENT_NOT_EXPECTED');

    // A forged event: the signature of another secret, or of another body.
    expect(() => read(event.rawBody, 'f'.repeat(64))).toThrow(expect.objectContaining({ code: 'INVALID_SIGNATURE' }));
    expect(() => read(event.rawBody.replace('42000', '1'), event.signature)).toThrow(
      expect.objectContaining({ code: 'INVALID_SIGNATURE' }),
    );
    // Other events are not acted on; a link that is not ours is ignored.
    const other = JSON.stringify({ event: 'payment_link.expired', payload: {} });
    expect(read(other, fake.sign(other))).toBeNull();
    expect(
      await recordGatewayPayment({
        db: database.db,
        logger,
        site,
        paid: { ...paid, linkId: 'plink_unknown', paymentId: 'pay_x' },
      }),
    ).toBe('unknown link');
  });

  it('says the gateway failed when Razorpay refuses the keys, and makes no link', async () => {
    const order = await billedOrder();
    const wrong = razorpayGateway({ provider: 'razorpay', ...keys, keySecret: 'wrong', apiUrl: fake.apiUrl });
    const refused = startOnlinePayment({
      db: database.db,
      gateway: wrong,
      baseUrl: 'https://fish.example',
      token: order.token,
    });
    await expect(refused).rejects.toThrow('Razorpay refused the payment link: Authentication failed');
    const down = razorpayGateway({ provider: 'razorpay', ...keys, apiUrl: 'http://127.0.0.1:9' });
    expect(
      await codeOf(
        startOnlinePayment({ db: database.db, gateway: down, baseUrl: 'https://fish.example', token: order.token }),
      ),
    ).toBe('GATEWAY_FAILED');
    expect(
      await database.db.selectFrom('payment_links').select('id').where('order_id', '=', order.id).execute(),
    ).toEqual([]);
  });
});
