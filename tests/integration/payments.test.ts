import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInIndia } from '@/lib/dates';
import { formatPaise } from '@/lib/money';
import { type OrderStepInput, orderStepSchema } from '@/lib/schemas/orders';
import { checkPaymentReportSchema, recordPaymentSchema } from '@/lib/schemas/payments';
import { createDatabase } from '@/server/db/create-database';
import { advanceOrder } from '@/server/orders/advance-order';
import { findCustomerOrders } from '@/server/orders/find-customer-orders';
import { findOrders } from '@/server/orders/find-orders';
import { findTrackedOrder } from '@/server/orders/find-tracked-order';
import { checkPaymentReport } from '@/server/payments/check-payment-report';
import { findOrderLedger } from '@/server/payments/find-order-ledger';
import { recordPayment } from '@/server/payments/record-payment';
import { MAX_REPORTS_TO_CHECK, reportPayment } from '@/server/payments/report-payment';
import { reversePayment } from '@/server/payments/reverse-payment';
import { sendBalanceReminder } from '@/server/payments/send-balance-reminder';
import { codeOf } from '../setup/app-error-code';
import { insertOrderWithLines, setTaxFacts, setUpBilling } from '../setup/billing';
import { insertProduct } from '../setup/catalogue';
import { testEngines } from '../setup/engines';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { TEXTING_SITE } from '../setup/texting-site';
import { insertVerifiedUser } from '../setup/users';

const logger = pino({ level: 'silent' });
const site = TEXTING_SITE;
const desk = { userId: 'desk-1', email: 'desk@example.in', roles: ['order-desk' as const] };
const editor = { userId: 'editor-1', email: 'editor@example.in', roles: ['editor' as const] };
const today = todayInIndia();

describe.each(testEngines())('[PAYMENTS] an order’s money on %s', (engine) => {
  let database: TestDatabase;
  let productId = 0;
  let orders = 0;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    for (const id of ['desk-1', 'editor-1', 'farmer-1']) await insertVerifiedUser(database.db, engine, { id });
    productId = await insertProduct(database.db, { category: 'Seed', subCategory: 'Carp', name: 'Rohu Fingerlings' });
    await setTaxFacts(database.db, productId, ['030193', 'nil', 'NOS']);
    await setUpBilling(database.db);
  });
  afterAll(async () => {
    await database.drop();
  });

  /** A confirmed order of ₹1,600.00 (or as asked) in Assamese, with its tracking link. */
  async function newOrder(options: { status?: 'pending' | 'done' | 'rejected'; userId?: string } = {}) {
    orders += 1;
    const order = await insertOrderWithLines(
      database.db,
      {
        reference: `AQ-P${String(orders).padStart(4, '0')}`,
        email: 'bhaskar@example.in',
        status: options.status ?? 'done',
        locale: 'as',
        tracking_token: `pay-token-${String(orders).padStart(6, '0')}`,
        guest: options.userId ? 0 : 1,
        user_id: options.userId ?? null,
      },
      [{ productId, name: 'Rohu Fingerlings', unitPricePaise: 160_000, quantity: 1 }],
    );
    return { ...order, token: order.tracking_token ?? '' };
  }

  const step = (id: number, input: Partial<OrderStepInput>) =>
    advanceOrder({ db: database.db, logger, site, actor: desk, id, input: orderStepSchema.parse(input) });
  const pay = (orderId: number, fields: Record<string, string>, actor: typeof desk | typeof editor | null = desk) =>
    recordPayment({
      db: database.db,
      logger,
      site,
      actor,
      orderId,
      input: recordPaymentSchema.parse({ paidOn: today, ...fields }),
    });
  const ledgerOf = async (orderId: number) => {
    const ledger = await findOrderLedger(database.db, orderId);
    if (!ledger) throw new Error('no such order');
    return ledger;
  };
  /** What the customer was sent about an order. */
  const messagesOf = (orderId: number) =>
    database.db
      .selectFrom('outbox_messages')
      .select(['channel', 'kind', 'subject', 'body_text'])
      .where('about', '=', 'orders')
      .where('about_id', '=', orderId)
      .execute();
  const textsOf = async (orderId: number) =>
    (await messagesOf(orderId)).filter((message) => message.channel !== 'email');
  const billMailsOf = async (orderId: number) =>
    (await messagesOf(orderId)).filter(
      (message) => message.channel === 'email' && message.kind.startsWith('bill-issued'),
    );

  it('takes an advance before the bill and the rest after it; the balance follows and the customer hears of each, in Assamese', async () => {
    const order = await newOrder();
    const advance = await pay(order.id, { amount: '500', mode: 'cash' });
    expect(advance.balancePaise).toBe(110_000);
    expect(await ledgerOf(order.id)).toMatchObject({ duePaise: 160_000, paidPaise: 50_000, state: 'part_paid' });

    await step(order.id, { step: 'dispatched' });
    const billed = await ledgerOf(order.id);
    expect(billed).toMatchObject({
      duePaise: 160_000,
      balancePaise: 110_000,
      billNumber: expect.stringMatching(/^AQ\//),
    });

    const rest = await pay(order.id, { amount: '1,100.00', mode: 'upi', reference: '6123 4567 8901' });
    expect(rest.balancePaise).toBe(0);
    const paid = await ledgerOf(order.id);
    expect(paid).toMatchObject({ paidPaise: 160_000, balancePaise: 0, state: 'paid' });
    expect(paid.entries.map((entry) => [entry.mode, entry.reference, entry.recordedByEmail])).toEqual([
      ['cash', null, 'desk@example.in'],
      ['upi', '612345678901', 'desk@example.in'],
    ]);

    const texts = await textsOf(order.id);
    expect(texts.map((text) => text.kind)).toEqual([
      'payment-received',
      'bill-issued-part-paid',
      'order-dispatched',
      'payment-received',
    ]);
    // The bill's text names what is left, so that the advance is not paid twice.
    const bill = texts.find((text) => text.kind === 'bill-issued-part-paid');
    expect(bill?.body_text).toContain(billed.billNumber);
    expect(bill?.body_text).toContain(`আগধন কাটি ${formatPaise(110_000, 'as')}`);
    expect(bill?.body_text).toContain(`https://fish.example/as/t/${order.token}`);
    expect(bill?.body_text).toContain('বিল');
    expect(texts.some((text) => text.body_text.includes(formatPaise(110_000, 'as')))).toBe(true);
    // The e-mail too: the bill's total, what is left after the advance, and how to pay it.
    const [mail] = await billMailsOf(order.id);
    expect(mail?.kind).toBe('bill-issued-part-paid');
    expect(mail?.subject).toContain(billed.billNumber ?? 'no bill');
    expect(mail?.body_text).toContain(
      `${billed.billNumber}: ${formatPaise(160_000, 'as')}। আপুনি আগতে দিয়া ধনৰ পিছত পৰিশোধ কৰিবলগীয়া বাকী ${formatPaise(110_000, 'as')}।`,
    );
    expect(mail?.body_text).toContain('আপোনাৰ ফোনৰ পৰা UPI-ৰে পৰিশোধ কৰক');
    const audit = await database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_email'])
      .where('entity', '=', 'payments')
      .where('entity_id', 'in', [String(advance.id), String(rest.id)])
      .execute();
    expect(audit).toHaveLength(2);
  });

  it('tells a customer who paid in full in advance that the bill is paid, by text and by e-mail, with no call to pay it again', async () => {
    const order = await newOrder();
    await pay(order.id, { amount: '1600', mode: 'cash' });
    await step(order.id, { step: 'dispatched' });
    const billTexts = (await textsOf(order.id)).filter((text) => text.kind.startsWith('bill-issued'));
    expect(billTexts.map((text) => text.kind)).toEqual(['bill-issued-paid']);
    expect(billTexts[0]?.body_text).toContain('সকলো পৰিশোধ হৈছে');
    const [mail] = await billMailsOf(order.id);
    expect(mail?.kind).toBe('bill-issued-paid');
    expect(mail?.body_text).toContain('সম্পূৰ্ণ পৰিশোধ কৰিছে');
    expect(mail?.body_text).not.toContain('UPI');
  });

  it('refuses, with nothing written, what cannot be a payment: too much, a used UTR, a date before the order, an order that owes nothing, a role without orders', async () => {
    const order = await newOrder();
    expect(await codeOf(pay(order.id, { amount: '1600.01', mode: 'cash' }))).toBe('MORE_THAN_BALANCE');
    await pay(order.id, { amount: '100', mode: 'upi', reference: '700000000001' });
    const other = await newOrder();
    expect(await codeOf(pay(other.id, { amount: '100', mode: 'upi', reference: '700000000001' }))).toBe(
      'REFERENCE_RECORDED',
    );
    expect(await codeOf(pay(other.id, { amount: '100', mode: 'cash', paidOn: '2020-01-01' }))).toBe(
      'PAID_BEFORE_ORDER',
    );
    expect(await codeOf(pay((await newOrder({ status: 'pending' })).id, { amount: '1', mode: 'cash' }))).toBe(
      'PAYMENT_NOT_EXPECTED',
    );
    expect(await codeOf(pay((await newOrder({ status: 'rejected' })).id, { amount: '1', mode: 'cash' }))).toBe(
      'PAYMENT_NOT_EXPECTED',
    );
    expect(await codeOf(pay(other.id, { amount: '1', mode: 'cash' }, editor))).toBe('FORBIDDEN');
    expect(await codeOf(pay(other.id, { amount: '1', mode: 'cash' }, null))).toBe('UNAUTHENTICATED');
    expect(await ledgerOf(other.id)).toMatchObject({ entries: [], paidPaise: 0 });
    expect(recordPaymentSchema.safeParse({ amount: '0', mode: 'cash', paidOn: today }).success).toBe(false);
    expect(recordPaymentSchema.safeParse({ amount: '10', mode: 'cheque', paidOn: today }).success).toBe(false);
    expect(
      recordPaymentSchema.safeParse({ amount: '10', mode: 'upi', reference: '12345', paidOn: today }).success,
    ).toBe(false);
    expect(recordPaymentSchema.safeParse({ amount: '10', mode: 'cash', paidOn: '2999-01-01' }).success).toBe(false);
  });

  it('reverses a payment once, by an entry of its own; the UTR may then be recorded again', async () => {
    const order = await newOrder();
    const payment = await pay(order.id, { amount: '1600', mode: 'upi', reference: '700000000002' });
    await reversePayment({
      db: database.db,
      actor: desk,
      orderId: order.id,
      input: { paymentId: payment.id, reason: 'Typed on the wrong order' },
    });
    const ledger = await ledgerOf(order.id);
    expect(ledger).toMatchObject({ paidPaise: 0, balancePaise: 160_000, state: 'unpaid' });
    expect(ledger.entries.map((entry) => [entry.kind, entry.amountPaise, entry.reversedById !== null])).toEqual([
      ['payment', 160_000, true],
      ['reversal', 160_000, false],
    ]);
    const [, reversal] = ledger.entries;
    const again = (paymentId: number) =>
      reversePayment({ db: database.db, actor: desk, orderId: order.id, input: { paymentId, reason: 'Again' } });
    expect(await codeOf(again(payment.id))).toBe('CONFLICT');
    expect(await codeOf(again(reversal?.id ?? 0))).toBe('CONFLICT');
    expect(
      await codeOf(
        reversePayment({
          db: database.db,
          actor: desk,
          orderId: order.id + 1,
          input: { paymentId: payment.id, reason: 'x' },
        }),
      ),
    ).toBe('NOT_FOUND');
    // Both reversals at once: one wins.
    const second = await pay(order.id, { amount: '100', mode: 'cash' });
    const both = await Promise.allSettled([again(second.id), again(second.id)]);
    expect(both.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    await pay(order.id, { amount: '1600', mode: 'upi', reference: '700000000002' });
    expect((await ledgerOf(order.id)).state).toBe('paid');
  });

  it('keeps what the farmer reports on the tracking page for the office: found becomes a UPI payment, not found says so', async () => {
    const order = await newOrder();
    await step(order.id, { step: 'dispatched' });
    await reportPayment({ db: database.db, token: order.token, utr: '512345678901' });
    await reportPayment({ db: database.db, token: order.token, utr: '512345678901' });
    await reportPayment({ db: database.db, token: order.token, utr: '512345678902' });
    const tracked = await findTrackedOrder(database.db, order.token);
    expect(tracked?.money).toMatchObject({ state: 'unpaid', balancePaise: 160_000 });
    expect(tracked?.money.reports.map((report) => [report.utr, report.state])).toEqual([
      ['512345678901', 'to_check'],
      ['512345678902', 'to_check'],
    ]);
    // The office finds it by its reference, as the farmer quotes it.
    const listed = await findOrders(database.db, { query: order.reference.toLowerCase() });
    expect(listed.rows.map((row) => [row.id, row.paymentReported])).toEqual([[order.id, true]]);

    const [first, second] = (await ledgerOf(order.id)).reports;
    const check = (reportId: number, fields: Record<string, string>) =>
      checkPaymentReport({
        db: database.db,
        logger,
        site,
        actor: desk,
        orderId: order.id,
        input: checkPaymentReportSchema.parse({ reportId: String(reportId), ...fields }),
      });
    expect(await check(second?.id ?? 0, { outcome: 'not_found' })).toEqual({
      outcome: 'not_found',
      utr: '512345678902',
    });
    expect(await check(first?.id ?? 0, { outcome: 'found', amount: '1600', paidOn: today })).toEqual({
      outcome: 'found',
      utr: '512345678901',
    });
    expect(await codeOf(check(first?.id ?? 0, { outcome: 'not_found' }))).toBe('CONFLICT');
    const ledger = await ledgerOf(order.id);
    expect(ledger).toMatchObject({
      state: 'paid',
      entries: [{ mode: 'upi', reference: '512345678901', amountPaise: 160_000 }],
    });
    expect(ledger.reports.map((report) => [report.state, report.checkedByEmail])).toEqual([
      ['confirmed', 'desk@example.in'],
      ['rejected', 'desk@example.in'],
    ]);
    // Paid: nothing more to report.
    expect(await codeOf(reportPayment({ db: database.db, token: order.token, utr: '512345678903' }))).toBe(
      'PAYMENT_NOT_EXPECTED',
    );
    expect(
      (await findOrders(database.db, { query: 'Bhaskar' })).rows.find((row) => row.id === order.id)?.paymentReported,
    ).toBe(false);
  });

  it('lets a stranger with a link wait in line only so far: at most three references to check, none for an unknown link', async () => {
    const order = await newOrder();
    for (let index = 0; index < MAX_REPORTS_TO_CHECK; index += 1) {
      await reportPayment({ db: database.db, token: order.token, utr: `90000000000${index}` });
    }
    expect(await codeOf(reportPayment({ db: database.db, token: order.token, utr: '900000000099' }))).toBe(
      'TOO_MANY_REPORTS',
    );
    expect(await codeOf(reportPayment({ db: database.db, token: 'no-such-token-00', utr: '900000000099' }))).toBe(
      'NOT_FOUND',
    );
    expect(
      await codeOf(
        reportPayment({ db: database.db, token: (await newOrder({ status: 'pending' })).token, utr: '900000000099' }),
      ),
    ).toBe('PAYMENT_NOT_EXPECTED');
  });

  it('sends the balance reminder only for a billed order that owes, and shows My Orders what is paid', async () => {
    const order = await newOrder({ userId: 'farmer-1' });
    const remind = () => sendBalanceReminder({ db: database.db, logger, site, actor: desk, orderId: order.id });
    expect(await codeOf(remind())).toBe('PAYMENT_NOT_EXPECTED');
    await step(order.id, { step: 'dispatched' });
    await pay(order.id, { amount: '600', mode: 'bank_transfer', reference: 'NEFT-AX-42' });
    await remind();
    const reminder = (await textsOf(order.id)).find((text) => text.kind === 'balance-due');
    expect(reminder?.body_text).toContain(formatPaise(100_000, 'as'));
    const mine = await findCustomerOrders(database.db, { userId: 'farmer-1' });
    expect(mine.find((row) => row.reference === order.reference)?.payment).toMatchObject({
      state: 'part_paid',
      balancePaise: 100_000,
    });
    await pay(order.id, { amount: '1000', mode: 'cheque', reference: '004512' });
    expect(await codeOf(remind())).toBe('PAYMENT_NOT_EXPECTED');
  });

  it('owes nothing once the bill is credited: the money received shows as a refund due', async () => {
    const order = await newOrder();
    await step(order.id, { step: 'dispatched' });
    await pay(order.id, { amount: '1600', mode: 'cash' });
    expect((await ledgerOf(order.id))?.billNumber).toMatch(/^AQ\//);
    await step(order.id, { step: 'cancelled', reason: 'Fish died on the way' });
    expect(await ledgerOf(order.id)).toMatchObject({
      billNumber: null,
      duePaise: 0,
      paidPaise: 160_000,
      balancePaise: -160_000,
      state: 'refund_due',
    });
    expect(await codeOf(pay(order.id, { amount: '1', mode: 'cash' }))).toBe('PAYMENT_NOT_EXPECTED');
  });

  it.runIf(engine === 'postgres')(
    'takes two payments at once from two servers one at a time: together they never pass the balance',
    async () => {
      const order = await newOrder();
      const second = createDatabase({ databaseUrl: database.location });
      try {
        const results = await Promise.allSettled(
          [database.db, second.db].map((db) =>
            recordPayment({
              db,
              logger,
              site,
              actor: desk,
              orderId: order.id,
              input: recordPaymentSchema.parse({ amount: '1000', mode: 'cash', paidOn: today }),
            }),
          ),
        );
        expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
        expect(await ledgerOf(order.id)).toMatchObject({ paidPaise: 100_000 });
      } finally {
        await second.db.destroy();
      }
    },
  );
});
