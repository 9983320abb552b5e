import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Auth, createAuth } from '@/server/auth/create-auth';
import { createUser } from '@/server/auth/create-user';
import { PHONE_CODE, SIGN_IN_CODE_KIND } from '@/server/auth/phone-codes';
import { parseConfig } from '@/server/config';
import { deliverDueMessages } from '@/server/outbox/deliver-due-messages';
import { CLIENT_ADDRESS_HEADER } from '@/server/security/client-address';
import { smsChannels } from '@/server/sms/sms-channels';
import { CODE_LIMITS, VISITOR_TEXT_LIMITS } from '@/server/sms/text-limits';
import { testEngines } from '../setup/engines';
import { lastSignInCode } from '../setup/sign-in-codes';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { setRolesOf } from '../setup/users';

const BASE_URL = 'http://localhost:3995';
const quiet = pino({ level: 'silent' });

/**
 * Issue 22, sections 4 and 6: sign-in with a mobile number and a code sent by
 * SMS, through better-auth's phone-number plugin and our hooks, on both engines.
 */
describe.each(testEngines())('[AUTH][PHONE] on %s', (engine) => {
  let database: TestDatabase;
  let auth: Auth;
  let dataDir: string;
  let config: ReturnType<typeof parseConfig>;
  let addressNumber = 0;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    dataDir = mkdtempSync(path.join(tmpdir(), 'site-phone-'));
    config = parseConfig({ DATA_DIR: dataDir, BASE_URL, LOG_LEVEL: 'silent', SMS_DAILY_LIMIT: '5000' });
    auth = createAuth({ db: database.db, engine, config, logger: quiet });
  });

  afterAll(async () => {
    await database.drop();
  });

  /** A request from its own address, unless one is given. */
  function from(address?: string): Headers {
    addressNumber += 1;
    return new Headers({
      origin: BASE_URL,
      [CLIENT_ADDRESS_HEADER]: address ?? `198.51.${Math.floor(addressNumber / 250)}.${(addressNumber % 250) + 1}`,
    });
  }

  const askCode = (phoneNumber: string, address?: string) =>
    auth.api.sendPhoneNumberOTP({ body: { phoneNumber }, headers: from(address) });
  /** As the sign-up form sends it (the terms accepted), unless `terms` is false (the sign-in form). */
  const verify = (phoneNumber: string, code: string, terms = true) =>
    auth.api.verifyPhoneNumber({ body: { phoneNumber, code, terms }, headers: from() });

  const lastCode = (phone: string) => lastSignInCode(database.db, phone);

  const codeRows = (phone: string) =>
    database.db.selectFrom('verification').selectAll().where('identifier', '=', `phone-number-otp-${phone}`).execute();

  it('signs up with a number and a code: the code is stored hashed, the SMS ends with the WebOTP line', async () => {
    const phone = '+919864100001';
    await askCode(phone);
    const { code, text } = await lastCode(phone);
    expect(code).toMatch(/^\d{6}$/);
    expect(text.split('\n').at(-1)).toBe(`@localhost:3995 #${code}`);
    expect(text).toContain(`${code} is your`);
    const [stored] = await codeRows(phone);
    expect(stored?.value).toMatch(/^[0-9a-f]{64}:0$/);
    expect(stored?.value).not.toContain(code);
    expect(new Date(stored?.expiresAt ?? 0).getTime() - Date.now()).toBeLessThanOrEqual(
      PHONE_CODE.expiresInSeconds * 1000,
    );

    const result = await verify(phone, code);
    expect(result.token).toBeTruthy();
    const user = await database.db
      .selectFrom('user')
      .selectAll()
      .where('phoneNumber', '=', phone)
      .executeTakeFirstOrThrow();
    expect(Boolean(user.phoneNumberVerified)).toBe(true);
    // A placeholder nobody can guess from the number, and nobody can type.
    expect(user.email).toMatch(/^phone-[0-9a-f-]{36}@phone\.invalid$/);
    await expect(
      auth.api.signUpEmail({
        body: { email: user.email, password: 'a-good-passphrase', name: 'x' },
        headers: from(),
      }),
    ).rejects.toMatchObject({ body: { code: 'INVALID_EMAIL' } });
    expect(user.name).toBe('+91 98641 00001');
    // Spent: the same code does not sign in twice.
    expect(await codeRows(phone)).toHaveLength(0);
    await expect(verify(phone, code)).rejects.toMatchObject({ body: { code: 'OTP_NOT_FOUND' } });
    // The same number signs in to the same account next time, from the sign-in form too.
    await askCode(phone);
    const again = await verify(phone, (await lastCode(phone)).code, false);
    expect(again.user.id).toBe(user.id);
  });

  it('makes an account from the sign-in form only with the terms: the same code then makes it, one SMS in all', async () => {
    const phone = '+919864100009';
    await askCode(phone);
    const { code } = await lastCode(phone);
    await expect(verify(phone, code, false)).rejects.toMatchObject({ body: { code: 'TERMS_REQUIRED' } });
    expect(await database.db.selectFrom('user').select('id').where('phoneNumber', '=', phone).execute()).toEqual([]);
    // The right code proved the number and is kept for the sign-up step: no second SMS.
    const made = await verify(phone, code, true);
    expect(made.user).toMatchObject({ phoneNumber: phone, phoneNumberVerified: true });
    const texts = await database.db
      .selectFrom('outbox_messages')
      .select('id')
      .where('recipient', '=', phone)
      .where('kind', '=', SIGN_IN_CODE_KIND)
      .execute();
    expect(texts).toHaveLength(1);
    // Then it is spent.
    await expect(verify(phone, code, false)).rejects.toMatchObject({ body: { code: 'OTP_NOT_FOUND' } });
  });

  it('signs in with a number and a password only where a code proved the number and the account has a password', async () => {
    const signIn = (phoneNumber: string, password: string) =>
      auth.api.signInPhoneNumber({ body: { phoneNumber, password }, headers: from() });
    // A number-only account (no password), a number no account has, an unproved number: one answer.
    const numberOnly = '+919864100019';
    await askCode(numberOnly);
    await verify(numberOnly, (await lastCode(numberOnly)).code);
    await createUser({ auth, db: database.db, email: 'unproved-number@example.in', password: 'its-own-password' });
    await database.db
      .updateTable('user')
      .set({ phoneNumber: '+919864100029', phoneNumberVerified: 0 })
      .where('email', '=', 'unproved-number@example.in')
      .execute();
    for (const phone of [numberOnly, '+919864100039', '+919864100029']) {
      await expect(signIn(phone, 'its-own-password'), phone).rejects.toMatchObject({
        body: { code: 'INVALID_PHONE_NUMBER_OR_PASSWORD' },
      });
    }
    // A proved number on an account with a password: the number and the password sign in, a wrong one does not.
    await database.db
      .updateTable('user')
      .set({ phoneNumberVerified: 1 })
      .where('email', '=', 'unproved-number@example.in')
      .execute();
    await expect(signIn('+919864100029', 'a-wrong-password')).rejects.toMatchObject({
      body: { code: 'INVALID_PHONE_NUMBER_OR_PASSWORD' },
    });
    await expect(signIn('+919864100029', 'its-own-password')).resolves.toMatchObject({
      user: { email: 'unproved-number@example.in' },
    });
  });

  it('answers 404 for the ways in by number it does not offer (reset by number)', async () => {
    for (const endpoint of ['/phone-number/request-password-reset', '/phone-number/reset-password']) {
      const response = await auth.handler(
        new Request(`${BASE_URL}/api/auth${endpoint}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: BASE_URL },
          body: JSON.stringify({ phoneNumber: '+919864100001', password: 'x', otp: '123456', newPassword: 'y' }),
        }),
      );
      expect(response.status, endpoint).toBe(404);
    }
  });

  it('allows five tries: four wrong codes, then the right one, signs in; five wrong ones end the code', async () => {
    const phone = '+919864100002';
    await askCode(phone);
    const { code } = await lastCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= PHONE_CODE.tries - 1; attempt += 1) {
      await expect(verify(phone, wrong)).rejects.toMatchObject({ body: { code: 'INVALID_OTP' } });
    }
    expect((await codeRows(phone))[0]?.value).toMatch(/:4$/);
    await expect(verify(phone, code)).resolves.toMatchObject({ status: true });

    await askCode(phone);
    const next = (await lastCode(phone)).code;
    const otherWrong = next === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= PHONE_CODE.tries - 1; attempt += 1) {
      await expect(verify(phone, otherWrong)).rejects.toMatchObject({ body: { code: 'INVALID_OTP' } });
    }
    await expect(verify(phone, otherWrong)).rejects.toMatchObject({ body: { code: 'TOO_MANY_ATTEMPTS' } });
    await expect(verify(phone, next)).rejects.toMatchObject({ body: { code: 'OTP_NOT_FOUND' } });
  });

  it('refuses a code after its five minutes', async () => {
    const phone = '+919864100003';
    await askCode(phone);
    const { code } = await lastCode(phone);
    await database.db
      .updateTable('verification')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('identifier', '=', `phone-number-otp-${phone}`)
      .execute();
    await expect(verify(phone, code)).rejects.toMatchObject({ body: { code: 'OTP_EXPIRED' } });
  });

  it('never signs in an admin or a two-step account with a code alone, and says so only after a right code', async () => {
    const accounts = [
      { phone: '+919864100004', email: 'office-phone@example.in', admin: true },
      { phone: '+919864100014', email: 'two-step-phone@example.in', admin: false },
    ];
    for (const account of accounts) {
      await createUser({ auth, db: database.db, email: account.email, password: 'a-long-admin-passphrase' });
      if (account.admin) await setRolesOf(database, account.email, ['owner']);
      await database.db
        .updateTable('user')
        .set({ phoneNumber: account.phone, phoneNumberVerified: 1, twoFactorEnabled: account.admin ? 0 : 1 })
        .where('email', '=', account.email)
        .execute();
      await askCode(account.phone);
      const { code } = await lastCode(account.phone);
      await expect(verify(account.phone, code === '000000' ? '111111' : '000000', false)).rejects.toMatchObject({
        body: { code: 'INVALID_OTP' },
      });
      await expect(verify(account.phone, code, false)).rejects.toMatchObject({
        body: { code: 'PHONE_SIGN_IN_NOT_ALLOWED' },
      });
    }
  });

  /** The code's five minutes are over (as if the holder waited): the next request makes a new one. */
  const expireCode = (phone: string) =>
    database.db
      .updateTable('verification')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('identifier', '=', `phone-number-otp-${phone}`)
      .execute();
  const textsTo = async (phone: string) =>
    (
      await database.db
        .selectFrom('outbox_messages')
        .select('id')
        .where('recipient', '=', phone)
        .where('kind', '=', SIGN_IN_CODE_KIND)
        .execute()
    ).length;
  /** A number-only account, signed up from `address` (its session remembers it). */
  async function holderOf(phone: string, address: string): Promise<void> {
    await askCode(phone, address);
    const headers = from(address);
    await auth.api.verifyPhoneNumber({
      body: { phoneNumber: phone, code: (await lastCode(phone)).code, terms: true },
      headers,
    });
  }
  const outcome = (request: Promise<unknown>) =>
    request.then(
      () => 'sent',
      (error: { body?: { code?: string } }) => error.body?.code ?? 'other',
    );

  it('never replaces a code still valid: asking again, from anywhere, sends nothing and the first code still signs in', async () => {
    const phone = '+919864100005';
    await askCode(phone);
    const { code } = await lastCode(phone);
    await expect(askCode(phone, '203.0.113.90')).resolves.toMatchObject({ message: 'code sent' });
    await expect(askCode(phone)).resolves.toMatchObject({ message: 'code sent' });
    expect(await textsTo(phone)).toBe(1);
    await expect(verify(phone, code)).resolves.toMatchObject({ status: true });
  });

  it('limits codes per number from each address: one address spends only its own share', async () => {
    const phone = '+919864100015';
    const stranger = '203.0.113.91';
    for (let sent = 0; sent < CODE_LIMITS.number.max; sent += 1) {
      await askCode(phone, stranger);
      await expireCode(phone);
    }
    await expect(askCode(phone, stranger)).rejects.toMatchObject({ body: { code: 'PHONE_CODE_NUMBER_LIMITED' } });
    // The holder, elsewhere, still gets a code; it is the one that signs in.
    await expect(askCode(phone, '157.40.9.9')).resolves.toMatchObject({ message: 'code sent' });
    expect(await textsTo(phone)).toBe(CODE_LIMITS.number.max + 1);
    await expect(verify(phone, (await lastCode(phone)).code)).resolves.toMatchObject({ status: true });
  });

  it('lets a crowd of addresses spend only the strangers’ share of a number: the holder’s own addresses keep theirs', async () => {
    const phone = '+919864100025';
    const home = '157.40.20.1';
    await holderOf(phone, home);
    await expireCode(phone);
    // The holder's own sign-up, before the number was theirs, was the first of the strangers' share.
    const crowd: string[] = [];
    for (let stranger = 1; stranger < CODE_LIMITS.strangers.max; stranger += 1) {
      crowd.push(await outcome(askCode(phone, `203.0.114.${stranger}`)));
      await expireCode(phone);
    }
    expect(crowd).toEqual(Array(CODE_LIMITS.strangers.max - 1).fill('sent'));
    expect(await outcome(askCode(phone, '203.0.114.200'))).toBe('PHONE_CODE_NUMBER_LIMITED');
    // From the address the holder signed in from: their own share, whatever the crowd did.
    expect(await outcome(askCode(phone, home))).toBe('sent');
    await expect(verify(phone, (await lastCode(phone)).code, false)).resolves.toMatchObject({ status: true });
  });

  it('counts only a number a code proved as known: a guest order with a new number does not open the address’s limit', async () => {
    const address = '203.0.113.78';
    for (let asked = 0; asked < VISITOR_TEXT_LIMITS.address.max; asked += 1)
      await askCode(`+91700001${1000 + asked}`, address);
    const ordered = '+917000029999';
    await database.db
      .insertInto('orders')
      .values({
        reference: 'AQ-GUEST1',
        total_paise: 10_000,
        name: 'Anyone',
        phone: ordered,
        email: null,
        address: 'Anywhere',
        description: '',
        guest: engine === 'sqlite' ? 1 : true,
      })
      .execute();
    await expect(askCode(ordered, address)).resolves.toMatchObject({ message: 'code sent' });
    expect(await textsTo(ordered)).toBe(0);
  });

  it('answers a code request alike whether or not the number has an account: past the address’s limit nothing goes to a new number', async () => {
    const customer = '+919864100035';
    await holderOf(customer, '157.40.30.1');
    const address = '203.0.113.77';
    for (let asked = 0; asked < VISITOR_TEXT_LIMITS.address.max; asked += 1) {
      await expect(askCode(`+91700000${1000 + asked}`, address)).resolves.toMatchObject({ message: 'code sent' });
    }
    // As a script sees them over HTTP: the same status and body for either number, the first time and again.
    const answers: [number, string][] = [];
    for (const phone of [customer, '+917000009999', customer, '+917000009999']) {
      const response = await auth.handler(
        new Request(`${BASE_URL}/api/auth/phone-number/send-otp`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: BASE_URL, [CLIENT_ADDRESS_HEADER]: address },
          body: JSON.stringify({ phoneNumber: phone }),
        }),
      );
      answers.push([response.status, await response.text()]);
    }
    expect(answers).toEqual(Array(4).fill([200, '{"message":"code sent"}']));
    // The customer's code went (a code to a proved number is its holder's); nothing to the number nobody proved.
    expect(await textsTo(customer)).toBe(2);
    expect(await textsTo('+917000009999')).toBe(0);
    // The code nobody was sent is stored like any other: hashed.
    expect((await codeRows('+917000009999'))[0]?.value).toMatch(/^[0-9a-f]{64}:0$/);
    // Another address asks for that number freely, once the code nobody was sent has run out.
    await expireCode('+917000009999');
    await askCode('+917000009999');
    expect(await textsTo('+917000009999')).toBe(1);
  });

  it('sends the code at once through the SMS provider and keeps no digits once it is sent', async () => {
    const phone = '+919864100006';
    await askCode(phone);
    const { id, code } = await lastCode(phone);
    const channels = smsChannels(config, quiet);
    while ((await deliverDueMessages({ ...database, channels, logger: quiet })) > 0);
    const files = readdirSync(path.join(dataDir, 'outbox')).filter((name) => name.includes(id));
    expect(files).toHaveLength(1);
    const payload = JSON.parse(readFileSync(path.join(dataDir, 'outbox', files[0] ?? ''), 'utf8')) as { text: string };
    expect(payload.text.endsWith(`#${code}`)).toBe(true);
    const row = await database.db
      .selectFrom('outbox_messages')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.state).toBe('sent');
    expect(row.body_text).not.toContain(code);
    expect(row.template_variables).toBeNull();
  });

  it('never sends a code that waited out its five minutes (the provider was down), nor keeps its digits', async () => {
    const phone = '+919864100007';
    await askCode(phone);
    const { id, code } = await lastCode(phone);
    await database.db
      .updateTable('outbox_messages')
      .set({ created_at: new Date(Date.now() - PHONE_CODE.expiresInSeconds * 1000 - 1000).toISOString() })
      .where('id', '=', id)
      .execute();
    const channels = smsChannels(config, quiet);
    while ((await deliverDueMessages({ ...database, channels, logger: quiet })) > 0);
    const row = await database.db
      .selectFrom('outbox_messages')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'failed', last_error: 'the code expired before it could be sent' });
    expect(row.body_text).not.toContain(code);
    expect(readdirSync(path.join(dataDir, 'outbox')).some((name) => name.includes(id))).toBe(false);
  });
});

/**
 * Section 6's attack: a script asks codes for 1,000 numbers from many
 * addresses: most spread over every range, a run of them in the range of a
 * farmer's own number. The site stops at SMS_DAILY_LIMIT; the farmer (their
 * account proved the number with a code) is let through while the day lasts
 * even though their range is under attack, and once the cap is reached is
 * refused by the cap only. The script hears "code sent" whether or not a code
 * went.
 */
describe.each(testEngines())('[AUTH][PHONE][PUMPING] on %s', (engine) => {
  let database: TestDatabase;
  let auth: Auth;
  const CAP = 40;
  const FARMER = '+919435012345';

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'site-pumping-'));
    const config = parseConfig({
      DATA_DIR: dataDir,
      BASE_URL,
      LOG_LEVEL: 'silent',
      SMS_DAILY_LIMIT: String(CAP),
      ADMIN_NOTIFY_EMAIL: 'office@example.in',
    });
    auth = createAuth({ db: database.db, engine, config, logger: quiet });
    const now = new Date().toISOString();
    await database.db
      .insertInto('user')
      .values({
        id: 'farmer',
        name: 'Dipen Saikia',
        email: 'phone-farmer@phone.invalid',
        emailVerified: engine === 'sqlite' ? 0 : false,
        phoneNumber: FARMER,
        phoneNumberVerified: engine === 'sqlite' ? 1 : true,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
  });

  afterAll(async () => {
    await database.drop();
  });

  const ask = (phoneNumber: string, address: string) =>
    auth.api
      .sendPhoneNumberOTP({
        body: { phoneNumber },
        headers: new Headers({ origin: BASE_URL, [CLIENT_ADDRESS_HEADER]: address }),
      })
      .then(
        () => 'sent',
        (error: { body?: { code?: string } }) => error.body?.code ?? 'other',
      );
  const texts = async (phone?: string) => {
    let query = database.db
      .selectFrom('outbox_messages')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('channel', '=', 'sms');
    if (phone) query = query.where('recipient', '=', phone);
    return Number((await query.executeTakeFirstOrThrow()).count);
  };

  it('stops at the cap, tells the office once, and refuses the farmer only for the cap', {
    timeout: 120_000,
  }, async () => {
    // The same numbers every run: a simple generator, spread over the 6–9 ranges.
    let seed = 2026;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed;
    };
    const spread = Array.from(
      { length: 800 },
      () => `+91${6 + (next() % 4)}${String(next() % 1_000_000_000).padStart(9, '0')}`,
    );
    const farmersRange = Array.from({ length: 200 }, (_, index) => `+91943501${String(index).padStart(4, '0')}`);
    const outcomes = new Map<string, number>();
    const count = (outcome: string) => outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);

    // First the run in the farmer's range: its range limit holds it (the script is told "sent" all the same),
    // and the farmer still gets a code.
    for (const [index, number] of farmersRange.entries()) count(await ask(number, `10.1.${index % 250}.1`));
    expect(outcomes).toEqual(new Map([['sent', 200]]));
    expect(await texts()).toBe(VISITOR_TEXT_LIMITS.range.max);
    expect(await ask(FARMER, '157.40.1.2')).toBe('sent');
    expect(await texts(FARMER)).toBe(1);

    // Then the spread: it runs into the cap.
    for (const [index, number] of spread.entries()) {
      count(await ask(number, `10.2.${Math.floor(index / 5) % 250}.${Math.floor(index / 1250) + 1}`));
    }
    expect(await texts()).toBe(CAP);
    expect(outcomes.get('PHONE_CODE_CAP_REACHED')).toBeGreaterThan(700);
    const notices = await database.db
      .selectFrom('outbox_messages')
      .select(['recipient'])
      .where('kind', '=', 'text-cap-reached')
      .execute();
    expect(notices).toEqual([{ recipient: 'office@example.in' }]);

    // The farmer again, from their phone's address, once their code ran out and the attack spent the day: the cap, nothing else.
    await database.db
      .updateTable('verification')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('identifier', '=', `phone-number-otp-${FARMER}`)
      .execute();
    expect(await ask(FARMER, '157.40.1.2')).toBe('PHONE_CODE_CAP_REACHED');
  });
});
