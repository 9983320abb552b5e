import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '@/lib/i18n/locales';
import { localUrl } from '@/lib/i18n/locales';
import { formatPaise } from '@/lib/money';
import { contactSchema, joinUsSchema, tenantDownSchema } from '@/lib/schemas/submissions';
import { withAuthLocale } from '@/server/auth/auth-locale';
import { type Auth, createAuth } from '@/server/auth/create-auth';
import { createUser } from '@/server/auth/create-user';
import { verifiedCallback } from '@/server/auth/verified-callback';
import { parseConfig } from '@/server/config';
import { decideOrder } from '@/server/orders/decide-order';
import { placeOrder } from '@/server/orders/place-order';
import { createLocalStorage } from '@/server/storage/file-storage';
import type { SubmissionContext } from '@/server/submissions/submission-context';
import { submitContact } from '@/server/submissions/submit-contact';
import { submitJobApplication } from '@/server/submissions/submit-job-application';
import { submitTenantDown } from '@/server/submissions/submit-tenant-down';
import { insertProduct } from '../setup/catalogue';
import { deliverQueued } from '../setup/deliver';
import { testEngines } from '../setup/engines';
import { type ReadMail, readMail } from '../setup/mail-message';
import { startSmtpSink } from '../setup/smtp-sink';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { insertVerifiedUser } from '../setup/users';

const logger = pino({ level: 'silent' });
const BASE_URL = 'http://localhost:3999';
const office = 'office@example.in';

/** The headers of an auth.api call from a Server Action on a page in `locale` (what authHeaders gives). */
const fromPage = (locale: Locale) => withAuthLocale({ origin: BASE_URL }, locale);

describe.each(testEngines())('e-mails in the customer’s language on %s', (engine) => {
  let database: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let auth: Auth;
  let productId: number;

  /** Every message the sink received for `to`, decoded. */
  const mailsTo = async (to: string): Promise<ReadMail[]> => {
    await deliverQueued(database, { dataDir: '/nonexistent', smtpUrl: smtp.url });
    return smtp.received.filter((mail) => mail.to.includes(to)).map((mail) => readMail(mail.raw));
  };
  const lastMailTo = async (to: string): Promise<ReadMail> => {
    const mail = (await mailsTo(to)).pop();
    if (!mail) throw new Error(`No e-mail to ${to}`);
    return mail;
  };
  const linkIn = (mail: ReadMail, part: string): string => {
    const link = (mail.text.match(/https?:\/\/\S+/g) ?? []).find((candidate) => candidate.includes(part));
    if (!link) throw new Error(`No link containing ${part} in:\n${mail.text}`);
    return link;
  };

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    smtp = await startSmtpSink();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'site-mail-languages-'));
    const config = parseConfig({ DATA_DIR: dataDir, BASE_URL, SMTP_URL: smtp.url, LOG_LEVEL: 'silent' });
    auth = createAuth({ db: database.db, engine, config, logger });
    for (const id of ['admin-1', 'farmer-1', 'farmer-2', 'farmer-3']) {
      await insertVerifiedUser(database.db, engine, { id });
    }
    productId = await insertProduct(database.db, {
      category: 'Aquamart',
      subCategory: 'Fish Seed',
      pricePaise: 12_345_600,
    });
  });
  afterAll(async () => {
    await smtp.close();
    await database.drop();
  });

  const site = {
    siteName: 'Aquaculture Group',
    baseUrl: BASE_URL,
    adminNotifyEmail: office,
    officeEmails: ['info@example.in'],
    smsDailyLimit: 500,
    emergencyContacts: [{ label: 'Fish health emergency', number: '+919864000004' }],
  };

  it('sends the receipt of an order placed in Assamese in Assamese, and the office’s later decision too', async () => {
    // The account's own address: the receipt may repeat the customer's name.
    const email = 'farmer-1@example.in';
    const { reference } = await placeOrder({
      db: database.db,
      logger,
      site,
      actor: { userId: 'farmer-1' },
      clientAddress: '203.0.113.7',
      customer: {
        name: 'Bhaskar Kalita',
        phone: '+919864012345',
        email,
        address: 'Dhing, Nagaon',
        notes: '',
        idempotencyKey: `mail-languages-${engine}-order-1`,
      },
      lines: [{ productId, quantity: 2 }],
      locale: 'as',
    });
    const stored = await database.db
      .selectFrom('orders')
      .select(['id', 'locale'])
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    expect(stored.locale).toBe('as');

    const receipt = await lastMailTo(email);
    expect(receipt.subject).toBe(`অৰ্ডাৰ পোৱা গ’ল: ${reference}`);
    expect(receipt.text).toContain(`আপোনাৰ অৰ্ডাৰ ${reference} আমি পালোঁ`);
    expect(receipt.text).toContain('নমস্কাৰ Bhaskar Kalita');
    // Prices as the Assamese pages show them: Indian grouping, Latin digits.
    expect(formatPaise(24_691_200, 'as')).toMatch(/^₹\s?2,46,912\.00$/);
    expect(receipt.text).toContain(
      `সামগ্ৰী: Rohu Fingerlings × 2 (প্ৰতিটোৰ দাম ${formatPaise(12_345_600, 'as')}) = ${formatPaise(24_691_200, 'as')}`,
    );
    expect(linkIn(receipt, '/account/orders')).toBe(`${BASE_URL}/as/account/orders`);
    expect(receipt.html).toContain('<html lang="as">');
    expect(receipt.text).not.toContain('Order');
    // The office reads its notice in English.
    const notice = await lastMailTo(office);
    expect(notice.subject).toBe(`New order ${reference}: Rohu Fingerlings × 2`);
    expect(notice.text).toContain('Product: Rohu Fingerlings × 2 at ₹1,23,456.00 = ₹2,46,912.00');

    // The back office runs in English: the decision still goes out in the order's language.
    const result = await decideOrder({
      db: database.db,
      logger,
      site,
      actor: { userId: 'admin-1', email: 'admin-1@example.in', roles: ['owner' as const] },
      id: stored.id,
      decision: 'done',
      reason: 'Delivery on Monday',
    });
    expect(result.mailError).toBeNull();
    const decision = await lastMailTo(email);
    expect(decision.subject).toBe(`অৰ্ডাৰ নিশ্চিত হ’ল: ${reference}`);
    expect(decision.text).toContain('সুখবৰ: আমাৰ অফিচে আপোনাৰ অৰ্ডাৰটো নিশ্চিত কৰিছে।');
    expect(decision.text).toContain('অৱস্থা: নিশ্চিত');
    expect(decision.text).toContain('টোকা: Delivery on Monday');
    expect(linkIn(decision, '/account/orders')).toBe(`${BASE_URL}/as/account/orders`);
  });

  it('keeps an English order’s e-mails in English', async () => {
    const email = `english-${engine}@example.in`;
    const { reference } = await placeOrder({
      db: database.db,
      logger,
      site,
      actor: null,
      clientAddress: '203.0.113.8',
      customer: {
        name: 'Ratul Bora',
        phone: '+919864012346',
        email,
        address: 'Tezpur',
        notes: '',
        idempotencyKey: `mail-languages-${engine}-order-2`,
      },
      lines: [{ productId, quantity: 1 }],
      locale: 'en',
    });
    const receipt = await lastMailTo(email);
    expect(receipt.subject).toBe(`Order received: ${reference}`);
    expect(receipt.text).toContain('Thank you for your order request.');
    // A guest follows the order by its tracking link, in the order's language (English: no prefix).
    expect(linkIn(receipt, '/t/')).toMatch(new RegExp(`^${BASE_URL}/t/[A-Za-z0-9_-]{16}$`));
    const { id } = await database.db
      .selectFrom('orders')
      .select('id')
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    await decideOrder({
      db: database.db,
      logger,
      site,
      actor: { userId: 'admin-1', email: 'admin-1@example.in', roles: ['owner' as const] },
      id,
      decision: 'rejected',
      reason: 'Out of stock',
    });
    const decision = await lastMailTo(email);
    expect(decision.subject).toBe(`Order not accepted: ${reference}`);
    expect(decision.text).toContain('Status: rejected');
    expect(decision.text).toContain('Reason: Out of stock');
  });

  const visitor = (userId: string | null, locale: Locale, address: string): SubmissionContext => ({
    db: database.db,
    storage: createLocalStorage(mkdtempSync(path.join(tmpdir(), 'site-mail-languages-files-'))),
    logger,
    site,
    actor: userId ? { userId } : null,
    clientAddress: address,
    locale,
  });

  it('acknowledges a contact question in Hindi when it was sent from a Hindi page, and in English from an English one', async () => {
    const hindi = `hindi-${engine}@example.in`;
    const question = { question: 'Ammonia high after rain', description: 'Pond shows 2 ppm ammonia.' };
    const { id } = await submitContact(
      visitor('farmer-2', 'hi', '203.0.113.21'),
      contactSchema.parse({ ...question, email: hindi }),
    );
    const row = await database.db
      .selectFrom('contact_us')
      .select('locale')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.locale).toBe('hi');
    const receipt = await lastMailTo(hindi);
    expect(receipt.subject).toBe('हमें आपका सवाल मिल गया है');
    expect(receipt.text).toContain('हमारी टीम को आपका सवाल मिल गया है');
    expect(linkIn(receipt, '/contact')).toBe(`${BASE_URL}/hi/contact`);
    // It repeats nothing the sender typed; the staff's notice (English) has it all.
    expect(receipt.text).not.toContain('Ammonia');
    const notice = await lastMailTo(office);
    expect(notice.subject).toBe('New contact question: Ammonia high after rain');
    expect(notice.text).toContain('Question: Ammonia high after rain');

    const english = `english-question-${engine}@example.in`;
    await submitContact(
      visitor('farmer-3', 'en', '203.0.113.22'),
      contactSchema.parse({ ...question, email: english }),
    );
    const englishReceipt = await lastMailTo(english);
    expect(englishReceipt.subject).toBe('We received your question');
    expect(englishReceipt.text).toContain('Our team has your question');
    expect(linkIn(englishReceipt, '/contact')).toBe(`${BASE_URL}/contact`);
  });

  it('acknowledges a job application and an emergency report in the language they were sent in', async () => {
    const applicant = `applicant-${engine}@example.in`;
    const { id } = await submitJobApplication(
      visitor('farmer-2', 'as', '203.0.113.23'),
      joinUsSchema.parse({
        fullName: 'Mridul Das',
        phone: '9864012347',
        email: applicant,
        state: 'Assam',
        district: 'Nagaon',
        area: 'Dhing',
      }),
    );
    const row = await database.db.selectFrom('join_us').select('locale').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.locale).toBe('as');
    expect((await lastMailTo(applicant)).subject).toBe('আপোনাৰ চাকৰিৰ আবেদন আমি পালোঁ');

    const reporter = `reporter-${engine}@example.in`;
    const report = await submitTenantDown(
      visitor(null, 'hi', '203.0.113.24'),
      tenantDownSchema.parse({ name: 'Anil', email: reporter, phone: '9864012348', tenantUrl: 'farm.example.in' }),
    );
    const stored = await database.db
      .selectFrom('tenant_down_submissions')
      .select('locale')
      .where('id', '=', report.id)
      .executeTakeFirstOrThrow();
    expect(stored.locale).toBe('hi');
    const receipt = await lastMailTo(reporter);
    expect(receipt.subject).toBe(`इमरजेंसी रिपोर्ट मिल गई: ${report.reference}`);
    expect(receipt.text).toContain(`रेफ़रेंस नंबर: ${report.reference}`);
    // The typed phone is not repeated: anyone may send the form with anyone's address.
    expect(receipt.text).not.toContain('9864012348');
    expect(receipt.text).toContain('Fish health emergency: ');
    expect(linkIn(receipt, '/contact')).toBe(`${BASE_URL}/hi/contact`);
    expect((await lastMailTo(office)).subject).toBe('EMERGENCY: tenant down: https://farm.example.in');
  });

  it('sends a password reset asked for on a Hindi page in Hindi, with links to the Hindi pages', async () => {
    const email = `reset-${engine}@example.in`;
    await createUser({ auth, db: database.db, email, password: 'old-password' });
    // What the forgot-password action does (request-password-reset.ts) when posted from /hi/forgot-password.
    await auth.api.requestPasswordReset({
      body: { email, redirectTo: localUrl(BASE_URL, 'hi', '/reset-password') },
      headers: fromPage('hi'),
    });
    const mail = await lastMailTo(email);
    expect(mail.subject).toBe('अपना पासवर्ड रीसेट करें');
    expect(mail.text).toContain('किसी ने आपके खाते का पासवर्ड रीसेट करने को कहा है।');
    expect(mail.html).toContain('<html lang="hi">');
    const link = linkIn(mail, '/api/auth/reset-password/');
    const redirect = await auth.handler(new Request(link));
    const location = new URL(redirect.headers.get('location') ?? '', BASE_URL);
    expect(location.pathname).toBe('/hi/reset-password');
    const token = location.searchParams.get('token') ?? '';
    expect(token).not.toBe('');

    // The reset posted from /hi/reset-password: the notice that the password changed is Hindi too.
    await auth.api.resetPassword({ body: { token, newPassword: 'new-password-1' }, headers: fromPage('hi') });
    const notice = await lastMailTo(email);
    expect(notice.subject).toBe('आपका पासवर्ड बदल दिया गया है');
    expect(linkIn(notice, '/forgot-password')).toBe(`${BASE_URL}/hi/forgot-password`);

    // A request straight to /api/auth with a Hindi reset page is Hindi as well; an English one stays English.
    await auth.api.requestPasswordReset({
      body: { email, redirectTo: `${BASE_URL}/hi/reset-password` },
      headers: new Headers({ origin: BASE_URL }),
    });
    expect((await lastMailTo(email)).subject).toBe('अपना पासवर्ड रीसेट करें');
    await auth.api.requestPasswordReset({
      body: { email, redirectTo: localUrl(BASE_URL, 'en', '/reset-password') },
      headers: fromPage('en'),
    });
    const english = await lastMailTo(email);
    expect(english.subject).toBe('Reset your password');
    const englishRedirect = await auth.handler(new Request(linkIn(english, '/api/auth/reset-password/')));
    expect(new URL(englishRedirect.headers.get('location') ?? '', BASE_URL).pathname).toBe('/reset-password');
  });

  it('sends the verification e-mail of an Assamese sign-up in Assamese, leading back to the Assamese login', async () => {
    const email = `signup-${engine}@example.in`;
    // What the sign-up action does (sign-up.ts) when posted from /as/signup.
    await auth.api.signUpEmail({
      body: { email, password: 'secret-pass', name: 'farmer', callbackURL: verifiedCallback('/', 'as') },
      headers: fromPage('as'),
    });
    const mail = await lastMailTo(email);
    expect(mail.subject).toBe('আপোনাৰ ই-মেইল নিশ্চিত কৰক');
    const response = await auth.handler(new Request(linkIn(mail, '/api/auth/verify-email')));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/as/login?verified=1&redirectTo=%2F');
  });
});
