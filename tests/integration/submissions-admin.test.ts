import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage, type FileStorage } from '@/server/storage/file-storage';
import { deleteSubmission } from '@/server/submissions/delete-submission';
import { exportSubmissionsCsv } from '@/server/submissions/export-submissions-csv';
import { findSubmissions } from '@/server/submissions/find-submissions';
import { setSubmissionStatus } from '@/server/submissions/set-submission-status';
import { testEngines } from '../setup/engines';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';

const logger = pino({ level: 'silent' });
const admin = { userId: 'admin-1', email: 'office@example.in', roles: ['owner' as const] };

/** The bytes as text, keeping the byte order mark (Response.text() would drop it). */
async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await new Response(stream).arrayBuffer());
}

/** Parses RFC 4180 text (quoted cells with commas, quotes and line breaks) into rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const character = text[index];
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      row.push(cell);
      cell = '';
    } else if (character === '\r' && text[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index++;
    } else cell += character;
  }
  return rows;
}

describe.each(testEngines())('the submissions back office on %s', (engine) => {
  let database: TestDatabase;
  let storage: FileStorage;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    storage = createLocalStorage(mkdtempSync(path.join(tmpdir(), 'site-admin-files-')));
    const now = new Date().toISOString();
    const verified = engine === 'sqlite' ? 1 : true;
    await database.db
      .insertInto('user')
      .values([
        {
          id: 'admin-1',
          name: 'Office',
          email: 'office@example.in',
          emailVerified: verified,
          createdAt: now,
          updatedAt: now,
        },
        {
          id: 'farmer-1',
          name: 'Farmer',
          email: 'farmer@example.in',
          emailVerified: verified,
          createdAt: now,
          updatedAt: now,
        },
      ])
      .execute();
    // 2,500 questions: more than two export batches and fifty list pages.
    const rows = Array.from({ length: 2500 }, (_, index) => ({
      user_id: 'farmer-1',
      question: `Question ${index + 1}`,
      email: `farmer${index + 1}@example.in`,
      description: index === 0 ? '=HYPERLINK("http://evil.example")' : `Pond ${index + 1}, "deep", Nagaon\nসমস্যা`,
      created_at: new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString(),
    }));
    for (let start = 0; start < rows.length; start += 500) {
      await database.db
        .insertInto('contact_us')
        .values(rows.slice(start, start + 500))
        .execute();
    }
  });
  afterAll(async () => {
    await database.drop();
  });

  it('lists newest first, 50 a page, with the sender’s account, and searches in the database', async () => {
    const first = await findSubmissions(database.db, 'contact');
    expect(first.total).toBe(2500);
    expect(first.pageCount).toBe(50);
    expect(first.rows).toHaveLength(50);
    expect(first.rows[0]?.fields.question).toBe('Question 2500');
    expect(first.rows[0]?.account).toBe('farmer@example.in');
    const last = await findSubmissions(database.db, 'contact', { page: 50 });
    expect(last.rows.at(-1)?.fields.question).toBe('Question 1');

    const found = await findSubmissions(database.db, 'contact', { query: 'FARMER1234@' });
    expect(found.total).toBe(1);
    expect(found.rows[0]?.fields.question).toBe('Question 1234');
    expect((await findSubmissions(database.db, 'contact', { query: '100%' })).total).toBe(0);
    expect((await findSubmissions(database.db, 'join')).total).toBe(0);
  });

  it('exports every row as CSV with a BOM, RFC 4180 quoting and formulas defused, in batches', async () => {
    const text = await readAll(exportSubmissionsCsv(database.db, 'contact', { baseUrl: 'https://fish.example' }));
    expect(
      text.startsWith('\uFEFFid,created_at,status,question,email,description,file_name,file_url,account_email\r\n'),
    ).toBe(true);
    const rows = parseCsv(text.slice(1));
    expect(rows).toHaveLength(2501);
    expect(new Set(rows.slice(1).map((row) => row[0])).size).toBe(2500);
    const second = rows.find((row) => row[3] === 'Question 2');
    expect(second?.[2]).toBe('new');
    expect(second?.[5]).toBe('Pond 2, "deep", Nagaon\nসমস্যা');
    expect(second?.[8]).toBe('farmer@example.in');
    const first = rows.find((row) => row[3] === 'Question 1');
    expect(first?.[5]).toBe(`'=HYPERLINK("http://evil.example")`);

    const searched = parseCsv(
      (await readAll(exportSubmissionsCsv(database.db, 'contact', { query: 'question 250', baseUrl: '' }))).slice(1),
    );
    // "Question 250" and "Question 2500"
    expect(searched.slice(1).map((row) => row[3])).toEqual(['Question 2500', 'Question 250']);
  });

  it('moves a submission between new, handled and replied, with an audit line; only an admin may', async () => {
    const row = await database.db
      .insertInto('tenant_down_submissions')
      .values({
        reference: 'TD-STAT1',
        name: 'Status Check',
        email: 'status@example.in',
        phone: '+919864012345',
        tenant_url: 'https://status.example.in',
      })
      .returning(['id', 'status'])
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('new');
    const change = (actor: typeof admin | null, status: 'new' | 'handled' | 'replied', id = row.id) =>
      setSubmissionStatus({ db: database.db, actor, kind: 'tenant', id, status });
    const stored = async () =>
      (
        await database.db
          .selectFrom('tenant_down_submissions')
          .select('status')
          .where('id', '=', row.id)
          .executeTakeFirstOrThrow()
      ).status;
    const auditLines = () =>
      database.db
        .selectFrom('audit_log')
        .select(['actor_id', 'actor_email', 'action', 'before', 'after'])
        .where('entity', '=', 'tenant_down_submissions')
        .where('entity_id', '=', String(row.id))
        .orderBy('id')
        .execute();

    // Visitors and plain users are refused by the use-case itself, whatever the action did.
    await expect(change(null, 'handled')).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    await expect(change({ ...admin, userId: 'farmer-1', roles: [] }, 'handled')).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await stored()).toBe('new');
    expect(await auditLines()).toEqual([]);

    expect(await change(admin, 'handled')).toEqual({ changed: true });
    expect(await stored()).toBe('handled');
    // The same status again changes nothing and writes no line.
    expect(await change(admin, 'handled')).toEqual({ changed: false });
    // A mis-click is undone the same way.
    await change(admin, 'new');
    await change(admin, 'replied');
    expect(await stored()).toBe('replied');
    const lines = await auditLines();
    expect(
      lines.map((line) => [JSON.parse(line.before ?? '{}').status, JSON.parse(line.after ?? '{}').status]),
    ).toEqual([
      ['new', 'handled'],
      ['handled', 'new'],
      ['new', 'replied'],
    ]);
    expect(lines[0]).toMatchObject({ actor_id: 'admin-1', actor_email: 'office@example.in', action: 'update' });

    await expect(change(admin, 'handled', 999_999)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    // The database itself refuses a status outside the three.
    await expect(
      database.db
        .updateTable('tenant_down_submissions')
        .set({ status: 'archived' as 'new' })
        .where('id', '=', row.id)
        .execute(),
    ).rejects.toThrow();

    // The admin's filter and the CSV see the status.
    const replied = await findSubmissions(database.db, 'tenant', { status: 'replied' });
    expect(replied.rows.map((found) => [found.fields.reference, found.status])).toEqual([['TD-STAT1', 'replied']]);
    expect((await findSubmissions(database.db, 'tenant', { status: 'new', query: 'TD-STAT1' })).total).toBe(0);
    expect((await findSubmissions(database.db, 'tenant', { status: 'replied', query: 'td-stat' })).total).toBe(1);
    const csv = parseCsv(
      (await readAll(exportSubmissionsCsv(database.db, 'tenant', { status: 'replied', baseUrl: '' }))).slice(1),
    );
    expect(csv).toEqual([
      ['id', 'created_at', 'status', 'reference', 'name', 'email', 'phone', 'tenant_url', 'description'],
      [
        String(row.id),
        expect.any(String),
        'replied',
        'TD-STAT1',
        'Status Check',
        'status@example.in',
        // A leading + is defused like a formula (see lib/csv.ts).
        "'+919864012345",
        'https://status.example.in',
        '',
      ],
    ]);
    expect(
      parseCsv(
        (await readAll(exportSubmissionsCsv(database.db, 'tenant', { status: 'handled', baseUrl: '' }))).slice(1),
      ),
    ).toHaveLength(1);
  });

  it('deletes a submission with its file and an audit line; others may not, and a second delete finds nothing', async () => {
    const key = 'private/00000000-0000-4000-8000-0000000000aa.pdf';
    await storage.put(key, Buffer.from('%PDF-1.4'));
    const row = await database.db
      .insertInto('join_us')
      .values({
        user_id: 'farmer-1',
        full_name: 'Pranjal Bora',
        phone: '+919435012345',
        email: null,
        state: 'Assam',
        district: 'Jorhat',
        area: 'Titabar',
        file_url: `/api/files/${key}`,
        file_name: 'cv.pdf',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const remove = (actor: typeof admin | null) =>
      deleteSubmission({ db: database.db, storage, logger, actor, kind: 'join', id: row.id });

    await expect(remove(null)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    await expect(remove({ ...admin, userId: 'farmer-1', roles: [] })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await storage.get(key)).not.toBeNull();

    await remove(admin);
    expect(
      await database.db.selectFrom('join_us').select('id').where('id', '=', row.id).executeTakeFirst(),
    ).toBeUndefined();
    expect(await storage.get(key)).toBeNull();
    const audit = await database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'join_us')
      .where('entity_id', '=', String(row.id))
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actor_id: 'admin-1', actor_email: 'office@example.in', action: 'delete' });
    expect(JSON.parse(audit.before ?? '{}')).toMatchObject({ full_name: 'Pranjal Bora', file_name: 'cv.pdf' });

    await expect(remove(admin)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
