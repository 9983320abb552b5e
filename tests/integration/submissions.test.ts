import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Locale } from '@/lib/i18n/locales';
import { contactSchema, joinUsSchema, tenantDownSchema } from '@/lib/schemas/submissions';
import { RECIPIENT_LIMITS } from '@/server/mail/recipient-limits';
import { findMessagesAbout } from '@/server/outbox/find-messages';
import { createLocalStorage, type FileStorage } from '@/server/storage/file-storage';
import { createS3Storage } from '@/server/storage/s3-storage';
import type { Attachment } from '@/server/submissions/attachment';
import type { SubmissionContext } from '@/server/submissions/submission-context';
import { SUBMISSION_LIMITS } from '@/server/submissions/submission-limits';
import { submitContact } from '@/server/submissions/submit-contact';
import { submitJobApplication } from '@/server/submissions/submit-job-application';
import { submitTenantDown } from '@/server/submissions/submit-tenant-down';
import { sweepOrphanAttachments } from '@/server/submissions/sweep-orphan-attachments';
import { TENANT_REFERENCE_PATTERN } from '@/server/submissions/tenant-reference';
import { deliverQueued, sentMail } from '../setup/deliver';
import { testEngines } from '../setup/engines';
import { english } from '../setup/english';
import { lastMailTo } from '../setup/outbox';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { insertVerifiedUser } from '../setup/users';

const logger = pino({ level: 'silent' });

/** The company facts a submission's e-mails use (from the site settings in the site). */
const company = {
  officeEmails: ['info@aquaculture-group.example', 'orders@aquaculture-group.example'],
  emergencyContacts: [
    { label: 'Fish health emergency', number: '+919864000004' },
    { label: 'RAS technical support', number: '+919864000005' },
  ],
  smsDailyLimit: 500,
};
const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const png = (width = 16) =>
  sharp({ create: { width, height: width, channels: 3, background: '#0e7490' } })
    .png()
    .toBuffer();

const contact = (values: Record<string, string> = {}) =>
  contactSchema.parse({
    question: 'Ammonia high after rain',
    email: 'Farmer@Example.in',
    description: 'My pond in Nagaon shows 2 ppm ammonia. What should I do?',
    ...values,
  });

/** Every file under a local storage root. */
function filesUnder(root: string): string[] {
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

let users = 0;

describe.each(testEngines())('form submissions on %s', (engine) => {
  let database: TestDatabase;
  let dataDir: string;
  let root: string;
  let storage: FileStorage;
  let address = 0;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    dataDir = mkdtempSync(path.join(tmpdir(), 'site-submissions-'));
  });
  afterAll(async () => {
    await database.drop();
  });
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'site-submission-files-'));
    storage = createLocalStorage(root);
  });

  /** A new account and a new address for each test, so the rate limits of one do not touch another. */
  async function visitor(
    options: { signedIn?: boolean; attachment?: Attachment | null; locale?: Locale } = {},
  ): Promise<SubmissionContext> {
    users += 1;
    address += 1;
    const id = `visitor-${engine}-${users}`;
    await insertVerifiedUser(database.db, engine, { id });
    return {
      db: database.db,
      storage,
      logger,
      site: {
        siteName: 'Aquaculture Group',
        baseUrl: 'http://localhost:3999',
        adminNotifyEmail: 'office@example.in',
        ...company,
      },
      actor: options.signedIn === false ? null : { userId: id },
      clientAddress: `203.0.113.${address}`,
      locale: options.locale ?? 'en',
      attachment: options.attachment ?? null,
    };
  }

  const countRows = async (table: 'contact_us' | 'join_us' | 'tenant_down_submissions') =>
    Number(
      (
        await database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );

  it('stores a question with its attachment as a private file, and tells the office about every field', async () => {
    const context = await visitor({ attachment: { data: pdf, name: 'pond report.pdf' } });
    const { id } = await submitContact(context, contact());
    const row = await database.db.selectFrom('contact_us').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      user_id: context.actor?.userId,
      question: 'Ammonia high after rain',
      email: 'farmer@example.in',
      file_name: 'pond report.pdf',
    });
    const key = row.file_url?.replace('/api/files/', '') ?? '';
    expect(row.file_url).toMatch(/^\/api\/files\/private\/[0-9a-f-]{36}\.pdf$/);
    expect(Buffer.from((await storage.get(key)) ?? [])).toEqual(pdf);

    const mail =
      lastMailTo(
        await sentMail(database, dataDir),
        'office@example.in',
        'New contact question: Ammonia high after rain',
      ) ?? '';
    expect(mail).toContain('farmer@example.in');
    expect(mail).toContain('2 ppm ammonia');
    expect(mail).toContain(`http://localhost:3999${row.file_url}`);
    expect(mail).toContain('http://localhost:3999/admin/submissions/contact');
  });

  it('refuses a signed-out visitor and stores nothing', async () => {
    const before = await countRows('contact_us');
    const context = await visitor({ signedIn: false, attachment: { data: pdf, name: 'a.pdf' } });
    await expect(submitContact(context, contact())).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    await expect(submitJobApplication(context, joinUsSchema.parse(application()))).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    expect(await countRows('contact_us')).toBe(before);
    expect(filesUnder(root)).toEqual([]);
  });

  it.each([
    ['a 6 MB file', () => Buffer.alloc(6 * 1024 * 1024, 0x25), 'report.pdf', 'FILE_TOO_LARGE'],
    [
      'an HTML page renamed .pdf',
      () => Buffer.from('<html><body><script>alert(1)</script></body></html>'),
      'cv.pdf',
      'UNSUPPORTED_FILE',
    ],
    [
      'an SVG with a script',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>'),
      'photo.svg',
      'UNSUPPORTED_FILE',
    ],
    ['an empty file', () => Buffer.alloc(0), 'notes.txt', 'UNSUPPORTED_FILE'],
    ['a zero-byte image', () => Buffer.alloc(0), 'photo.png', 'UNSUPPORTED_FILE'],
    [
      'a PNG header with nothing behind it',
      () => Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      'photo.png',
      'UNSUPPORTED_FILE',
    ],
  ])('refuses %s with a clear code, and leaves no row and no file', async (_name, data, name, code) => {
    const before = await countRows('contact_us');
    const context = await visitor({ attachment: { data: data(), name } });
    await expect(submitContact(context, contact())).rejects.toMatchObject({ code });
    expect(await countRows('contact_us')).toBe(before);
    expect(filesUnder(root)).toEqual([]);
  });

  it('stores a PNG with a script appended as a clean re-encoded image', async () => {
    const image = Buffer.concat([await png(), Buffer.from('<script>alert(document.cookie)</script>')]);
    const context = await visitor({ attachment: { data: image, name: 'pond.png' } });
    const { id } = await submitContact(context, contact());
    const row = await database.db.selectFrom('contact_us').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const saved = Buffer.from((await storage.get(row.file_url?.replace('/api/files/', '') ?? '')) ?? []);
    expect(row.file_url).toMatch(/\.png$/);
    expect(saved.includes('<script>')).toBe(false);
    expect((await sharp(saved).metadata()).width).toBe(16);
  });

  it('keeps a path-traversal file name only as data; the stored name is random', async () => {
    const context = await visitor({ attachment: { data: pdf, name: '../../etc/passwd' } });
    const { id } = await submitContact(context, contact());
    const row = await database.db.selectFrom('contact_us').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.file_name).toBe('passwd');
    expect(row.file_url).toMatch(/^\/api\/files\/private\/[0-9a-f-]{36}\.pdf$/);
    expect(filesUnder(root)).toHaveLength(1);
    expect(readdirSync(root)).toEqual(['private']);
  });

  it('removes the stored file again when the row cannot be written', async () => {
    const context = await visitor({ attachment: { data: pdf, name: 'cv.pdf' } });
    // An account deleted meanwhile: the foreign key refuses the row after the file was written.
    const before = await countRows('join_us');
    await expect(
      submitJobApplication({ ...context, actor: { userId: 'no-such-account' } }, joinUsSchema.parse(application())),
    ).rejects.toThrow();
    expect(await countRows('join_us')).toBe(before);
    expect(filesUnder(root)).toEqual([]);
  });

  it('stores nothing when the file cannot be saved (disk full): no row, no file, FILE_NOT_SAVED', async () => {
    const context = await visitor({ attachment: { data: pdf, name: 'report.pdf' } });
    const full: FileStorage = {
      ...storage,
      put: async () => {
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
      },
    };
    const before = await countRows('contact_us');
    await expect(submitContact({ ...context, storage: full }, contact())).rejects.toMatchObject({
      code: 'FILE_NOT_SAVED',
    });
    expect(await countRows('contact_us')).toBe(before);
    expect(filesUnder(root)).toEqual([]);
  });

  it('stores a job application; an empty e-mail becomes null, the phone is normalised', async () => {
    const context = await visitor({ attachment: { data: pdf, name: 'Resume - Bhaskar.pdf' } });
    const { id } = await submitJobApplication(context, joinUsSchema.parse(application({ email: '   ' })));
    const row = await database.db.selectFrom('join_us').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      full_name: 'Bhaskar Kalita',
      phone: '+919864012345',
      email: null,
      state: 'Assam',
      district: 'Nagaon',
      area: 'Dhing',
      file_name: 'Resume - Bhaskar.pdf',
    });
    expect(
      lastMailTo(await sentMail(database, dataDir), 'office@example.in', 'New job application: Bhaskar Kalita'),
    ).toContain('/admin/submissions/join');
  });

  it('accepts only PDF and Word files as a resume', async () => {
    const context = await visitor({ attachment: { data: await png(), name: 'resume.png' } });
    await expect(submitJobApplication(context, joinUsSchema.parse(application()))).rejects.toMatchObject({
      code: 'UNSUPPORTED_FILE',
    });
    expect(filesUnder(root)).toEqual([]);
  });

  const emergency = (values: Record<string, string> = {}) =>
    tenantDownSchema.parse({
      name: 'Rina Das',
      email: 'rina@example.in',
      phone: '98640 12345',
      tenantUrl: 'rinafarm.example.in/dashboard',
      description: 'Dashboard shows 502 since 6 am',
      ...values,
    });

  it('takes an emergency report from anyone, and limits it per address', async () => {
    const context = await visitor({ signedIn: false });
    const report = emergency({ tenantUrl: 'https://rinafarm.example.in' });
    const { id } = await submitTenantDown(context, report);
    const row = await database.db
      .selectFrom('tenant_down_submissions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Rina Das', tenant_url: 'https://rinafarm.example.in', status: 'new' });
    expect(
      lastMailTo(
        await sentMail(database, dataDir),
        'office@example.in',
        'EMERGENCY: tenant down: https://rinafarm.example.in',
      ),
    ).toContain('502 since 6 am');

    const max = SUBMISSION_LIMITS.tenant.address.max;
    for (let sent = 1; sent < max; sent++) {
      await submitTenantDown(context, { ...report, email: `other-${sent}@example.in` });
    }
    const before = await countRows('tenant_down_submissions');
    await expect(submitTenantDown(context, { ...report, email: 'late@example.in' })).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
    expect(await countRows('tenant_down_submissions')).toBe(before);
  });

  it("stores every emergency naming one farmer's e-mail; only the receipts to that inbox are limited", async () => {
    const inbox = `farmer-${engine}@example.in`;
    const before = (await sentMail(database, dataDir)).filter((mail) => mail.includes(`To: ${inbox}`)).length;
    // Fake reports from elsewhere name the farmer's address (one with a +tag: the same inbox)...
    const fakes = [inbox, inbox.replace('@', '+x@'), inbox.toUpperCase()];
    for (const email of fakes) await submitTenantDown(await visitor({ signedIn: false }), emergency({ email }));
    // ...and the farmer's real emergency is still taken.
    const real = await submitTenantDown(await visitor({ signedIn: false }), emergency({ email: inbox }));
    const stored = await database.db
      .selectFrom('tenant_down_submissions')
      .select('id')
      .where('id', '=', real.id)
      .executeTakeFirst();
    expect(stored).toBeDefined();
    expect(
      lastMailTo(await sentMail(database, dataDir), 'office@example.in', 'EMERGENCY: tenant down') ?? '',
    ).toContain(`Reference: ${real.reference}`);
    const receipts = (await sentMail(database, dataDir)).filter((mail) =>
      mail.toLowerCase().includes(`to: ${inbox.split('@')[0]}`),
    );
    expect(receipts.length - before).toBe(RECIPIENT_LIMITS.hour.max);
    // The receipt the inbox's limit stopped is on the real report, failed as not sent: the office knows to phone.
    const messages = await findMessagesAbout(database.db, { table: 'tenant_down_submissions', id: real.id });
    expect(messages.find((message) => message.channel === 'email' && message.recipient === inbox)).toMatchObject({
      state: 'failed',
      attempts: 0,
      lastError: expect.stringMatching(/limit/),
    });
  });

  it('stores an emergency with the phone, https:// added and a unique reference, and e-mails the reporter', async () => {
    const context = await visitor({ signedIn: false });
    const email = `reporter-${engine}@example.in`;
    const first = await submitTenantDown(context, emergency({ email }));
    const second = await submitTenantDown(context, emergency({ email: `second-${email}` }));
    expect(first.reference).toMatch(TENANT_REFERENCE_PATTERN);
    expect(second.reference).not.toBe(first.reference);
    const row = await database.db
      .selectFrom('tenant_down_submissions')
      .selectAll()
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      reference: first.reference,
      phone: '+919864012345',
      tenant_url: 'https://rinafarm.example.in/dashboard',
      status: 'new',
    });
    // A second report with a reference already taken is refused by the database (the use-case draws another).
    await expect(
      database.db
        .insertInto('tenant_down_submissions')
        .values({ reference: first.reference, name: 'X', email: 'x@example.in', tenant_url: 'https://x.example' })
        .execute(),
    ).rejects.toThrow();

    const mail =
      lastMailTo(await sentMail(database, dataDir), email, `Emergency report received: ${first.reference}`) ?? '';
    expect(mail).toContain(`Reference: ${first.reference}`);
    // Nothing the sender typed reaches that inbox (anyone can send the form with any address).
    expect(mail).not.toContain('9864012345');
    expect(mail).not.toContain('Rina Das');
    expect(mail).not.toContain('rinafarm.example.in');
    expect(mail).not.toContain('Dashboard shows 502 since 6 am');
    expect(mail).toContain('Fish health emergency: +91 98640 00004');
    expect(mail).toContain('RAS technical support: +91 98640 00005');
    const staff = lastMailTo(await sentMail(database, dataDir), 'office@example.in', 'EMERGENCY: tenant down') ?? '';
    expect(staff).toContain(`Reference: ${second.reference}`);
    expect(staff).toContain('Phone: +919864012345');
  });

  it('tells the company’s addresses when ADMIN_NOTIFY_EMAIL is unset, and keeps the report when mail fails', async () => {
    const base = await visitor({ signedIn: false });
    const email = `fallback-${engine}@example.in`;
    const unset = { ...base, site: { ...base.site, adminNotifyEmail: undefined } };
    const { reference } = await submitTenantDown(
      unset,
      emergency({ email, tenantUrl: `fallback-${engine}.example.in` }),
    );
    const staff =
      lastMailTo(
        await sentMail(database, dataDir),
        'info@aquaculture-group.example, orders@aquaculture-group.example',
        `EMERGENCY: tenant down: https://fallback-${engine}.example.in`,
      ) ?? '';
    expect(staff).toContain(`Reference: ${reference}`);
    expect(staff).toContain('because ADMIN_NOTIFY_EMAIL is not set');

    // The mail server is down: the report is stored with both e-mails, which wait for their next attempt.
    const stored = await submitTenantDown(unset, emergency({ email: `down-${email}`, phone: '+919707000009' }));
    expect(
      await database.db
        .selectFrom('tenant_down_submissions')
        .select('reference')
        .where('id', '=', stored.id)
        .executeTakeFirst(),
    ).toEqual({ reference: stored.reference });
    await deliverQueued(database, { dataDir, smtpUrl: 'smtp://127.0.0.1:9' });
    const messages = await findMessagesAbout(database.db, { table: 'tenant_down_submissions', id: stored.id });
    const waiting = messages.filter((message) => message.channel === 'email');
    expect(waiting.map((message) => [message.kind, message.state, message.attempts]).sort()).toEqual([
      ['tenant-new', 'queued', 1],
      ['tenant-received', 'queued', 1],
    ]);
    expect(waiting[0]?.lastError).toMatch(/ECONNREFUSED/);
    // The reporter's SMS with the reference is written with the report too.
    expect(messages.filter((message) => message.channel === 'sms')).toEqual([
      expect.objectContaining({ kind: 'tenant-received', recipient: '+919707000009' }),
    ]);
  });

  it('sweeps private files that no submission points at, once they are an hour old', async () => {
    const context = await visitor({ attachment: { data: pdf, name: 'kept.pdf' } });
    const { id } = await submitContact(context, contact());
    const row = await database.db
      .selectFrom('contact_us')
      .select('file_url')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const orphan = 'private/00000000-0000-4000-8000-000000000001.pdf';
    await storage.put(orphan, pdf);
    const later = new Date(Date.now() + 2 * 60 * 60 * 1000);
    expect(await sweepOrphanAttachments(database.db, storage)).toEqual({ deleted: [], unfinished: [] });
    expect(await sweepOrphanAttachments(database.db, storage, later)).toEqual({ deleted: [orphan], unfinished: [] });
    expect(await storage.get(orphan)).toBeNull();
    expect(await storage.get(row.file_url?.replace('/api/files/', '') ?? '')).not.toBeNull();
  });

  it('limits questions per account, whatever the address', async () => {
    const context = await visitor();
    const max = SUBMISSION_LIMITS.contact.account?.max ?? 0;
    for (let sent = 0; sent < max; sent++) {
      await submitContact({ ...context, clientAddress: `198.51.100.${sent}` }, contact());
    }
    await expect(submitContact({ ...context, clientAddress: '198.51.100.99' }, contact())).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
  });
});

function application(values: Record<string, string> = {}) {
  return {
    fullName: 'Bhaskar Kalita',
    phone: '+91 98640-12345',
    email: 'bhaskar@example.in',
    state: 'Assam',
    district: 'Nagaon',
    area: 'Dhing',
    ...values,
  };
}

describe('the forms’ rules', () => {
  it('accepts Indian mobile numbers with or without +91 and explains anything else', () => {
    expect(joinUsSchema.parse(application({ phone: '9864012345' })).phone).toBe('+919864012345');
    expect(joinUsSchema.parse(application({ phone: '+91 98640 12345' })).phone).toBe('+919864012345');
    const wrong = joinUsSchema.safeParse(application({ phone: '12345' }));
    expect(english(wrong.success ? '' : wrong.error.issues[0]?.message)).toBe(
      'Please enter a 10-digit Indian mobile number (+91 optional)',
    );
  });

  it('takes only a state or union territory of India', () => {
    expect(joinUsSchema.safeParse(application({ state: 'Atlantis' })).success).toBe(false);
    expect(joinUsSchema.safeParse(application({ state: 'Ladakh' })).success).toBe(true);
  });

  it('takes only http(s) site addresses for a tenant, adding https:// when none is typed', () => {
    const address = (tenantUrl: string) => {
      const parsed = tenantDownSchema.safeParse({ name: 'A', email: 'a@example.in', phone: '9864012345', tenantUrl });
      return parsed.success ? parsed.data.tenantUrl : null;
    };
    expect(address('https://farm.example.in/dashboard')).toBe('https://farm.example.in/dashboard');
    expect(address('http://farm.example.in')).toBe('http://farm.example.in');
    expect(address('example.com')).toBe('https://example.com');
    expect(address('  www.example.com/path?pond=3 ')).toBe('https://www.example.com/path?pond=3');
    expect(address('farm.example.in:8443/status')).toBe('https://farm.example.in:8443/status');
    expect(address('//farm.example.in')).toBe('https://farm.example.in');
    expect(address('javascript:alert(1)')).toBeNull();
    expect(address('JavaScript:alert(document.domain)')).toBeNull();
    expect(address('ftp://farm.example.in')).toBeNull();
    expect(address('mailto:a@example.in')).toBeNull();
    expect(address('farm')).toBeNull();
    expect(address('localhost:3000')).toBeNull();
    expect(address('')).toBeNull();
  });

  it('asks the tenant-down reporter for an Indian mobile number', () => {
    const report = (phone: string | undefined) =>
      tenantDownSchema.safeParse({ name: 'A', email: 'a@example.in', phone, tenantUrl: 'farm.example.in' });
    const parsed = report('+91 98640-12345');
    expect(parsed.success && parsed.data.phone).toBe('+919864012345');
    for (const wrong of [undefined, '', '12345', '+44 20 7946 0958']) {
      const refused = report(wrong);
      expect(english(refused.success ? '' : refused.error.issues[0]?.message), String(wrong)).toBe(
        'Please enter a 10-digit Indian mobile number (+91 optional)',
      );
    }
  });
});

describe('object storage (S3 API, served by s3rver)', () => {
  let server: S3rver;
  let storage: FileStorage;
  let directory: string;

  beforeAll(async () => {
    directory = mkdtempSync(path.join(tmpdir(), 'site-s3-'));
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      directory,
      silent: true,
      configureBuckets: [{ name: 'site-files', configs: [] }],
    });
    const { port } = await server.run();
    storage = createS3Storage({
      bucket: 'site-files',
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('writes, reads and deletes an object under the same keys as the local disk', async () => {
    const key = 'private/123e4567-e89b-12d3-a456-426614174000.pdf';
    await storage.put(key, pdf);
    expect(Buffer.from((await storage.get(key)) ?? [])).toEqual(pdf);
    expect((await storage.list('private')).map((file) => file.key)).toEqual([key]);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect(await storage.list('private')).toEqual([]);
    await expect(storage.get('../etc/passwd')).rejects.toThrow(/Invalid storage key/);
  });

  it('stores a submission’s file in the bucket, and removes it when the row fails', async () => {
    const database = await createTestDatabase('sqlite');
    try {
      const now = new Date().toISOString();
      await database.db
        .insertInto('user')
        .values({ id: 's3-user', name: 's3', email: 's3@example.in', emailVerified: 1, createdAt: now, updatedAt: now })
        .execute();
      const context: SubmissionContext = {
        db: database.db,
        storage,
        logger,
        site: {
          siteName: 'Aquaculture Group',
          baseUrl: 'http://localhost:3999',
          adminNotifyEmail: undefined,
          ...company,
        },
        actor: { userId: 's3-user' },
        clientAddress: '192.0.2.1',
        locale: 'en',
        attachment: { data: pdf, name: 'cv.pdf' },
      };
      const { id } = await submitContact(context, contact());
      const row = await database.db.selectFrom('contact_us').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(Buffer.from((await storage.get(row.file_url?.replace('/api/files/', '') ?? '')) ?? [])).toEqual(pdf);

      const objectsBefore = objectsIn(directory);
      expect(objectsBefore).toHaveLength(1);
      await expect(submitContact({ ...context, actor: { userId: 'gone' } }, contact())).rejects.toThrow();
      expect(objectsIn(directory)).toEqual(objectsBefore);
    } finally {
      await database.drop();
    }
  });
});

/** The object files s3rver keeps on disk (one `.object` file per stored object). */
function objectsIn(directory: string): string[] {
  return readdirSync(directory, { recursive: true })
    .map(String)
    .filter((name) => name.endsWith('._S3rver_object'))
    .sort()
    .map((name) => `${name}:${readFileSync(path.join(directory, name)).length}`);
}
