import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { teamMemberSchema, testimonialSchema } from '@/lib/schemas/people';
import { deleteTeamMember } from '@/server/people/delete-team-member';
import { deleteTestimonial } from '@/server/people/delete-testimonial';
import { findTeamMembers } from '@/server/people/find-team-members';
import { findTestimonials } from '@/server/people/find-testimonials';
import { saveTeamMember } from '@/server/people/save-team-member';
import { saveTestimonial } from '@/server/people/save-testimonial';
import { createLocalStorage, type FileStorage } from '@/server/storage/file-storage';
import { testEngines } from '../setup/engines';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { insertVerifiedUser } from '../setup/users';

const admin = { userId: 'admin-1', email: 'office@example.in', roles: ['owner' as const] };
const notAdmin = { userId: 'user-1', email: 'farmer@example.in', roles: [] };
const logger = pino({ level: 'silent' });
const photo = async () => ({
  name: 'me.png',
  data: new Uint8Array(
    await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#0e7490' } })
      .png()
      .toBuffer(),
  ),
});
const testimonial = (values: Record<string, string>) =>
  testimonialSchema.parse({ name: 'Ranjit Bora', quote: 'Good seed.', ...values });
const keyOf = (url: string | null | undefined) => (url ?? '').replace('/api/files/', '');

describe.each(testEngines())('people on %s', (engine) => {
  let database: TestDatabase;
  let root: string;
  let storage: FileStorage;
  const files = () => readdirSync(path.join(root, 'public'), { withFileTypes: true }).length;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await insertVerifiedUser(database.db, engine, { id: 'admin-1', name: 'Office', email: 'office@example.in' });
  });
  afterAll(async () => {
    await database.drop();
  });
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'site-people-'));
    storage = createLocalStorage(root);
  });
  const context = () => ({ db: database.db, storage, logger, actor: admin });

  it('adds a testimonial with its avatar cropped to a 400 px square WebP', async () => {
    const { id } = await saveTestimonial({ ...context(), input: testimonial({ role: '' }), picture: await photo() });
    const saved = (await findTestimonials(database.db)).find((row) => row.id === id);
    expect(saved).toMatchObject({ name: 'Ranjit Bora', role: '', quote: 'Good seed.', bgColor: null });
    expect(saved?.avatar).toMatch(/^\/api\/files\/public\/[0-9a-f-]{36}\.webp$/);
    const stored = await storage.get(keyOf(saved?.avatar));
    const metadata = await sharp(Buffer.from(stored ?? new Uint8Array())).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 400, 400]);
  });

  it('replaces and removes an avatar, deleting the file no longer used', async () => {
    const { id } = await saveTestimonial({ ...context(), input: testimonial({}), picture: await photo() });
    const first = (await findTestimonials(database.db)).find((row) => row.id === id)?.avatar;
    await saveTestimonial({ ...context(), id, input: testimonial({ quote: 'Better feed.' }), picture: await photo() });
    const second = (await findTestimonials(database.db)).find((row) => row.id === id)?.avatar;
    expect(second).not.toBe(first);
    expect(await storage.get(keyOf(first))).toBeNull();
    expect(files()).toBe(1);

    // Saving without a new picture keeps the current one.
    await saveTestimonial({ ...context(), id, input: testimonial({ bgColor: '#ABCDEF' }), picture: null });
    const kept = (await findTestimonials(database.db)).find((row) => row.id === id);
    expect(kept).toMatchObject({ avatar: second, bgColor: '#abcdef' });

    await saveTestimonial({ ...context(), id, input: testimonial({ removePicture: 'on' }), picture: null });
    expect((await findTestimonials(database.db)).find((row) => row.id === id)?.avatar).toBeNull();
    expect(files()).toBe(0);
  });

  it('refuses a file that is not an image and stores nothing', async () => {
    const before = (await findTestimonials(database.db)).length;
    const notAnImage = { name: 'cv.png', data: new TextEncoder().encode('<html>not an image</html>') };
    await expect(saveTestimonial({ ...context(), input: testimonial({}), picture: notAnImage })).rejects.toMatchObject({
      code: 'UNSUPPORTED_FILE',
    });
    expect((await findTestimonials(database.db)).length).toBe(before);
  });

  it('reports a testimonial that no longer exists, and leaves no uploaded file behind', async () => {
    await expect(
      saveTestimonial({ ...context(), id: 999_999, input: testimonial({}), picture: await photo() }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(deleteTestimonial({ ...context(), id: 999_999 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(readdirSync(root)).toEqual([]);
  });

  it('lets only admins change people', async () => {
    const before = (await findTeamMembers(database.db)).length;
    const input = teamMemberSchema.parse({ name: 'Anjali Das', role: 'Lab Technician' });
    for (const actor of [null, notAdmin]) {
      await expect(saveTeamMember({ ...context(), actor, input, picture: await photo() })).rejects.toMatchObject({
        code: actor ? 'FORBIDDEN' : 'UNAUTHENTICATED',
      });
    }
    const { id } = await saveTestimonial({ ...context(), input: testimonial({}), picture: null });
    await expect(deleteTestimonial({ ...context(), actor: notAdmin, id })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect((await findTeamMembers(database.db)).length).toBe(before);
    expect((await findTestimonials(database.db)).some((row) => row.id === id)).toBe(true);
    expect(readdirSync(root)).toEqual([]);
  });

  it('adds, edits and deletes a team member with a photo and a LinkedIn link', async () => {
    const input = teamMemberSchema.parse({
      name: 'Anjali Das',
      role: 'Lab Technician',
      linkedinUrl: 'https://www.linkedin.com/in/anjali',
    });
    const { id } = await saveTeamMember({ ...context(), input, picture: await photo() });
    const saved = (await findTeamMembers(database.db)).find((row) => row.id === id);
    expect(saved).toMatchObject({ name: 'Anjali Das', linkedinUrl: 'https://www.linkedin.com/in/anjali' });

    const edited = teamMemberSchema.parse({ name: 'Anjali Das', role: 'Head of Laboratory', linkedinUrl: '' });
    await saveTeamMember({ ...context(), id, input: edited, picture: null });
    expect((await findTeamMembers(database.db)).find((row) => row.id === id)).toMatchObject({
      role: 'Head of Laboratory',
      linkedinUrl: null,
      imageUrl: saved?.imageUrl,
    });

    await deleteTeamMember({ ...context(), id });
    expect((await findTeamMembers(database.db)).some((row) => row.id === id)).toBe(false);
    expect(files()).toBe(0);
    // Each change left its line in the audit trail: who, what, which record.
    const audit = await database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_email', 'before', 'after'])
      .where('entity', '=', 'team_members')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(audit.map((line) => [line.action, line.actor_email])).toEqual([
      ['create', 'office@example.in'],
      ['update', 'office@example.in'],
      ['delete', 'office@example.in'],
    ]);
    expect(JSON.parse(audit[2]?.before ?? '{}')).toMatchObject({ role: 'Head of Laboratory' });
  });
});

describe('people form rules', () => {
  it('names the missing and malformed fields with the texts the forms show', () => {
    const testimonialErrors = testimonialSchema.safeParse({ name: ' ', quote: '', bgColor: 'pink' }).error?.issues;
    expect(testimonialErrors?.map((issue) => issue.message)).toEqual([
      'Name is required',
      'Quote is required',
      'Pick a colour such as #fce7f3',
    ]);
    for (const linkedinUrl of ['linkedin.com/in/x', 'javascript:alert(1)', 'ftp://example.in/x']) {
      expect(teamMemberSchema.safeParse({ name: 'A', role: 'B', linkedinUrl }).error?.issues[0]?.message).toBe(
        'LinkedIn URL must be a valid URL',
      );
    }
    expect(teamMemberSchema.safeParse({ name: 'A', role: '' }).error?.issues[0]?.message).toBe('Role is required');
  });
});
