import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Auth, createAuth } from '@/server/auth/create-auth';
import { createUser } from '@/server/auth/create-user';
import { parseConfig } from '@/server/config';
import { enqueueMessages } from '@/server/outbox/enqueue-messages';
import { deleteAccount } from '@/server/privacy/delete-account';
import { exportPersonalData } from '@/server/privacy/export-personal-data';
import { createLocalStorage, type FileStorage } from '@/server/storage/file-storage';
import { testEngines } from '../setup/engines';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';

describe.each(testEngines())('privacy self-service on %s', (engine) => {
  let database: TestDatabase;
  let auth: Auth;
  let storage: FileStorage;
  let uploads: string;
  const logger = pino({ level: 'silent' });

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'site-privacy-'));
    uploads = path.join(dataDir, 'uploads');
    storage = createLocalStorage(uploads);
    const config = parseConfig({ DATA_DIR: dataDir, BASE_URL: 'http://localhost:3997', LOG_LEVEL: 'silent' });
    auth = createAuth({ db: database.db, engine, config, logger });
  });

  afterAll(async () => {
    await database.drop();
  });

  const verifyPassword = async (hash: string, password: string) =>
    (await auth.$context).password.verify({ hash, password });

  /** A customer with an order, a question with a file, a job application with a resume and an emergency report. */
  async function customer(email: string, password = 'customer-pass') {
    const { userId } = await createUser({ auth, db: database.db, email, password });
    const reference = `ORD-${randomUUID().slice(0, 8)}`;
    const order = await database.db
      .insertInto('orders')
      .values({
        reference,
        user_id: userId,
        total_paise: 1000_00,
        name: 'Asha Das',
        phone: '9876543210',
        email,
        address: '12 Pond Road, Guwahati',
        description: 'Deliver in the morning',
        status: 'done',
        idempotency_key: randomUUID(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto('order_items')
      .values({
        order_id: order.id,
        position: 0,
        product_name: 'Rohu fingerlings',
        unit_price_paise: 250_00,
        quantity: 4,
        total_paise: 1000_00,
      })
      .execute();
    const questionFile = `private/${randomUUID()}.pdf`;
    const resumeFile = `private/${randomUUID()}.pdf`;
    await storage.put(questionFile, new TextEncoder().encode('%PDF-1.4 question'));
    await storage.put(resumeFile, new TextEncoder().encode('%PDF-1.4 resume'));
    await database.db
      .insertInto('contact_us')
      .values({
        user_id: userId,
        question: 'Water turns green',
        email,
        description: 'Since Monday',
        file_url: `/api/files/${questionFile}`,
        file_name: 'pond-test.pdf',
      })
      .execute();
    await database.db
      .insertInto('join_us')
      .values({
        user_id: userId,
        full_name: 'Asha Das',
        phone: '9876543210',
        email,
        state: 'Assam',
        district: 'Kamrup',
        area: 'Hatchery',
        file_url: `/api/files/${resumeFile}`,
        file_name: 'asha-resume.pdf',
      })
      .execute();
    await database.db
      .insertInto('tenant_down_submissions')
      .values({ name: 'Asha', email: email.toUpperCase(), tenant_url: 'https://farm.example', description: 'Down' })
      .execute();
    return { userId, email, password, reference, files: [questionFile, resumeFile] };
  }

  it('exports the account, orders and submissions of the asker only, without secrets', async () => {
    const asha = await customer('asha@example.in');
    const other = await customer('other@example.in');
    await database.db
      .insertInto('twoFactor')
      .values({ id: randomUUID(), userId: asha.userId, secret: 'SECRET-TOTP-KEY', backupCodes: 'BACKUP-CODES' })
      .execute();

    const data = await exportPersonalData({ db: database.db, userId: asha.userId });
    expect(data.account).toMatchObject({ email: 'asha@example.in', emailVerified: true, admin: null });
    expect(data.account.signInMethods).toEqual([{ method: 'email and password', since: expect.any(String) }]);
    expect(data.orders).toEqual([
      expect.objectContaining({
        reference: asha.reference,
        name: 'Asha Das',
        products: [{ product: 'Rohu fingerlings', quantity: 4, unitPricePaise: 250_00, totalPaise: 1000_00 }],
        totalPaise: 1000_00,
      }),
    ]);
    expect(data.submissions.contactQuestions).toEqual([
      expect.objectContaining({ question: 'Water turns green', fileName: 'pond-test.pdf' }),
    ]);
    expect(data.submissions.jobApplications).toEqual([expect.objectContaining({ fileName: 'asha-resume.pdf' })]);
    expect(data.submissions.emergencyReports).toHaveLength(1);

    const text = JSON.stringify(data);
    for (const secret of ['SECRET-TOTP-KEY', 'BACKUP-CODES', 'scrypt', '/api/files/', other.email, other.reference]) {
      expect(text).not.toContain(secret);
    }
    const { password: hash } = await database.db
      .selectFrom('account')
      .select('password')
      .where('userId', '=', asha.userId)
      .executeTakeFirstOrThrow();
    expect(text).not.toContain(hash);
    const { headers } = await auth.api.signInEmail({
      body: { email: asha.email, password: asha.password },
      returnHeaders: true,
    });
    const token = decodeURIComponent((headers.get('set-cookie') ?? '').split(';')[0]?.split('=')[1] ?? '').split(
      '.',
    )[0];
    expect(token).not.toBe('');
    expect(JSON.stringify(await exportPersonalData({ db: database.db, userId: asha.userId }))).not.toContain(token);
  });

  it('deletes an account in one go: orders kept without personal fields, the rest and the files gone', async () => {
    const ravi = await customer('ravi@example.in');
    const neighbour = await customer('neighbour@example.in');
    await auth.api.signInEmail({ body: { email: ravi.email, password: ravi.password } });

    await expect(
      deleteAccount({
        db: database.db,
        engine,
        storage,
        logger,
        actor: { userId: ravi.userId, email: ravi.email },
        proof: { password: 'not-my-password', verifyPassword },
      }),
    ).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
    // Someone else's password never deletes this account: the account is the asker's own.
    await expect(
      deleteAccount({
        db: database.db,
        engine,
        storage,
        logger,
        actor: { userId: neighbour.userId, email: neighbour.email },
        proof: { password: 'wrong-for-neighbour', verifyPassword },
      }),
    ).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
    await expect(
      deleteAccount({
        db: database.db,
        engine,
        storage,
        logger,
        actor: null,
        proof: { password: 'x', verifyPassword },
      }),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(
      await database.db.selectFrom('user').select('id').where('id', '=', ravi.userId).executeTakeFirst(),
    ).toBeDefined();

    // Messages repeat what was typed: those about Ravi's order and to his address go with the account.
    const orderIdOf = async (reference: string) =>
      (await database.db.selectFrom('orders').select('id').where('reference', '=', reference).executeTakeFirstOrThrow())
        .id;
    const mail = (to: string, name: string, about?: { table: 'orders'; id: number }) => ({
      channel: 'email' as const,
      kind: 'order-received',
      to,
      subject: 'Order received',
      text: `Name: ${name}, phone +919864000000`,
      about,
    });
    await enqueueMessages(database.db, [
      mail('office@example.in', 'Ravi', { table: 'orders', id: await orderIdOf(ravi.reference) }),
      mail('Ravi@example.in', 'Ravi'),
      mail(neighbour.email, 'Asha', { table: 'orders', id: await orderIdOf(neighbour.reference) }),
    ]);

    // The staff's notes and the steps' texts can name the customer too (issue 24).
    const event = (
      orderId: number,
      kind: 'note' | 'dispatched' | 'cancelled',
      text: string | null,
      carrier?: string,
    ) => ({
      order_id: orderId,
      kind,
      actor_id: null,
      actor_email: 'desk@example.in',
      text,
      carrier: carrier ?? null,
    });
    const raviOrder = await orderIdOf(ravi.reference);
    const neighbourOrder = await orderIdOf(neighbour.reference);
    await database.db
      .insertInto('order_events')
      .values([
        event(raviOrder, 'note', 'Ravi Bora asked us to call his brother on 98640 11111'),
        event(raviOrder, 'dispatched', null, 'Bus to Ravi at Dhing'),
        event(raviOrder, 'cancelled', 'Ravi moved away'),
        event(neighbourOrder, 'note', 'Asha prefers mornings'),
      ])
      .execute();

    const result = await deleteAccount({
      db: database.db,
      engine,
      storage,
      logger,
      actor: { userId: ravi.userId, email: ravi.email },
      proof: { password: ravi.password, verifyPassword },
    });
    expect(result).toEqual({ ordersAnonymised: 1, submissionsDeleted: 3, filesDeleted: 2 });
    const eventsOf = (orderId: number) =>
      database.db
        .selectFrom('order_events')
        .select(['kind', 'text', 'carrier'])
        .where('order_id', '=', orderId)
        .orderBy('id')
        .execute();
    // The steps stay (when the order moved), without their words; the notes go.
    expect(await eventsOf(raviOrder)).toEqual([
      { kind: 'dispatched', text: null, carrier: null },
      { kind: 'cancelled', text: null, carrier: null },
    ]);
    expect(await eventsOf(neighbourOrder)).toEqual([{ kind: 'note', text: 'Asha prefers mornings', carrier: null }]);
    const messages = await database.db.selectFrom('outbox_messages').select(['recipient', 'body_text']).execute();
    expect(messages.filter((message) => /ravi/i.test(`${message.recipient} ${message.body_text}`))).toEqual([]);
    expect(messages.map((message) => message.recipient)).toContain(neighbour.email);

    const order = await database.db
      .selectFrom('orders')
      .selectAll()
      .where('reference', '=', ravi.reference)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      user_id: null,
      name: 'Deleted user',
      email: null,
      phone: '',
      address: '',
      description: '',
      idempotency_key: null,
      total_paise: 1000_00,
      status: 'done',
    });
    // What was bought stays for the records; it is no guest order, only a deleted account's.
    expect(Boolean(order.guest)).toBe(false);
    expect(
      await database.db
        .selectFrom('order_items')
        .select(['product_name', 'quantity'])
        .where('order_id', '=', order.id)
        .execute(),
    ).toEqual([{ product_name: 'Rohu fingerlings', quantity: 4 }]);
    for (const table of ['contact_us', 'join_us'] as const) {
      expect(await database.db.selectFrom(table).select('id').where('user_id', '=', ravi.userId).execute()).toEqual([]);
    }
    expect(
      await database.db
        .selectFrom('tenant_down_submissions')
        .select('id')
        .where('email', '=', 'RAVI@EXAMPLE.IN')
        .execute(),
    ).toEqual([]);
    for (const table of ['session', 'account', 'twoFactor'] as const) {
      expect(await database.db.selectFrom(table).select('id').where('userId', '=', ravi.userId).execute()).toEqual([]);
    }
    expect(await database.db.selectFrom('user').select('id').where('id', '=', ravi.userId).execute()).toEqual([]);
    for (const key of ravi.files) expect(existsSync(path.join(uploads, key))).toBe(false);

    // The neighbour's data is untouched.
    for (const key of neighbour.files) expect(existsSync(path.join(uploads, key))).toBe(true);
    expect(
      await database.db
        .selectFrom('orders')
        .select('name')
        .where('reference', '=', neighbour.reference)
        .executeTakeFirst(),
    ).toEqual({ name: 'Asha Das' });
    expect(
      await database.db.selectFrom('contact_us').select('id').where('user_id', '=', neighbour.userId).execute(),
    ).toHaveLength(1);

    const audit = await database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'user')
      .where('entity_id', '=', ravi.userId)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'delete', actor_id: null, actor_email: '(the account holder)' });
    expect(JSON.parse(audit.after ?? '{}')).toEqual({ ordersAnonymised: 1, submissionsDeleted: 3 });
    expect(JSON.stringify(audit)).not.toContain('ravi@example.in');
  });

  it('keeps going when a file cannot be deleted, and says how many were', async () => {
    const mira = await customer('mira@example.in');
    // A directory where the resume should be: removing it as a file fails on a real disk.
    const stuck = mira.files[1] ?? '';
    await storage.delete(stuck);
    mkdirSync(path.join(uploads, stuck));
    const result = await deleteAccount({
      db: database.db,
      engine,
      storage,
      logger,
      actor: { userId: mira.userId, email: mira.email },
      proof: { password: mira.password, verifyPassword },
    });
    expect(result.filesDeleted).toBe(1);
    expect(await database.db.selectFrom('user').select('id').where('id', '=', mira.userId).execute()).toEqual([]);
  });

  it('refuses to delete the last owner, and lets an owner go when another remains', async () => {
    await database.db.deleteFrom('staff_members').execute();
    const first = await createUser({
      auth,
      db: database.db,
      email: 'first-admin@example.in',
      password: 'first-admin-pass',
      staff: { engine: database.engine, roles: ['owner'] },
    });
    const attempt = () =>
      deleteAccount({
        db: database.db,
        engine,
        storage,
        logger,
        actor: { userId: first.userId, email: 'first-admin@example.in' },
        proof: { password: 'first-admin-pass', verifyPassword },
      });
    await expect(attempt()).rejects.toMatchObject({ code: 'LAST_OWNER' });
    expect(await database.db.selectFrom('staff_members').select('user_id').execute()).toEqual([
      { user_id: first.userId },
    ]);

    await createUser({
      auth,
      db: database.db,
      email: 'second-admin@example.in',
      password: 'second-admin-pass',
      staff: { engine: database.engine, roles: ['owner'] },
    });
    await attempt();
    expect(await database.db.selectFrom('staff_members').select('user_id').execute()).toHaveLength(1);
  });

  it('limits the password tries per account', async () => {
    const lena = await customer('lena@example.in');
    const codes: string[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      await deleteAccount({
        db: database.db,
        engine,
        storage,
        logger,
        actor: { userId: lena.userId, email: lena.email },
        proof: { password: 'guess', verifyPassword },
      }).catch((error: { code: string }) => codes.push(error.code));
    }
    expect(codes).toEqual([...Array(5).fill('INVALID_CREDENTIALS'), 'RATE_LIMITED']);
  });

  it('deletes an account made with a mobile number with a code sent to it (it has no password)', async () => {
    const phone = '+919864200001';
    const headers = new Headers({ origin: 'http://localhost:3997' });
    /** Sends a code to the number and reads it from its outbox row (not sent yet). */
    const codeFor = async (phoneNumber: string) => {
      await auth.api.sendPhoneNumberOTP({ body: { phoneNumber }, headers });
      const rows = await database.db
        .selectFrom('outbox_messages')
        .select('template_variables')
        .where('recipient', '=', phoneNumber)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return (JSON.parse(rows[0]?.template_variables ?? '{}') as { code: string }).code;
    };
    const signUp = async (phoneNumber: string) =>
      (
        await auth.api.verifyPhoneNumber({
          body: { phoneNumber, code: await codeFor(phoneNumber), terms: true },
          headers,
        })
      ).user;
    const user = await signUp(phone);
    const actor = { userId: user.id, email: user.email };
    const consumePhoneCode = async (phoneNumber: string, code: string) => {
      await auth.api.consumePhoneNumberOTP({ body: { phoneNumber, code }, headers });
    };
    // A guest order sent with the number before the account existed: it is theirs now (My Orders shows it).
    const guestOrder = await database.db
      .insertInto('orders')
      .values({
        reference: 'AQ-GUEST9',
        total_paise: 900_00,
        name: 'Mintu Nath',
        phone,
        email: null,
        address: 'Sualkuchi',
        description: '',
        status: 'pending',
        guest: engine === 'sqlite' ? 1 : true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const exported = await exportPersonalData({ db: database.db, userId: user.id });
    expect(exported.account).toMatchObject({ email: null, phoneNumber: phone });
    expect(exported.account.signInMethods).toEqual([{ method: 'code sent to mobile number', since: null }]);
    expect(exported.orders.map((order) => order.reference)).toEqual(['AQ-GUEST9']);

    const code = await codeFor(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const attempt = (typed: string) =>
      deleteAccount({ db: database.db, engine, storage, logger, actor, proof: { code: typed, consumePhoneCode } });
    await expect(attempt(wrong)).rejects.toMatchObject({ body: { code: 'INVALID_OTP' } });
    expect(await database.db.selectFrom('user').select('id').where('id', '=', user.id).execute()).toHaveLength(1);

    await attempt(code);
    expect(await database.db.selectFrom('user').select('id').where('id', '=', user.id).execute()).toEqual([]);
    const anonymised = await database.db
      .selectFrom('orders')
      .select(['name', 'phone', 'address'])
      .where('id', '=', guestOrder.id)
      .executeTakeFirstOrThrow();
    expect(anonymised).toMatchObject({ phone: '', address: '' });
    expect(anonymised.name).not.toBe('Mintu Nath');
    // Its codes' messages went with it.
    const left = await database.db.selectFrom('outbox_messages').select('id').where('recipient', '=', phone).execute();
    expect(left).toEqual([]);
    // A password proof never works for it: it has none.
    const other = await signUp('+919864200002');
    await expect(
      deleteAccount({
        db: database.db,
        engine,
        storage,
        logger,
        actor: { userId: other.id, email: other.email },
        proof: { password: '', verifyPassword },
      }),
    ).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });
});
