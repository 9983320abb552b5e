import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProductionServer, startProductionServer, temporaryDataDir } from './production-server';
import { callFormAction, createUser, pdfFile, signIn, withDatabase } from './site-client';

/**
 * A form with a file when the file cannot be stored: the visitor gets a clear
 * message, no submission row is stored and no file (not even part of one) is
 * left. Permission bits do not stop root, so the folder is made unusable in
 * ways that fail for anyone: a file where the uploads folder should be
 * (ENOTDIR), and a real full disk, a tiny tmpfs mounted on the uploads folder
 * (ENOSPC half-way through the write; needs the right to mount, as root in a
 * container usually has; skipped otherwise). Without root, chmod 0555 (EACCES).
 */

const PASSWORD = 'upload-password';
const NOT_SAVED =
  /We could not save your file, so nothing was sent\. Please try again later, or send it by e-mail to \S+@\S+\./;
const isRoot = process.getuid?.() === 0;

function canMount(): boolean {
  if (process.platform !== 'linux' || !isRoot) return false;
  const probe = temporaryDataDir('site-mount-probe-');
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', probe], { stdio: 'ignore' });
    execFileSync('umount', [probe], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
}

/** Every file under a folder (its own name, however deep), `[]` when it is not a folder. */
function filesUnder(root: string): string[] {
  if (!existsSync(root) || !statSync(root).isDirectory()) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

describe('[PRODUCTION] a form with a file when the upload folder cannot take it', () => {
  let server: ProductionServer;
  let cookie: string;
  const email = 'uploads-fail@example.in';
  let uploads: string;
  let mounted = false;

  beforeAll(async () => {
    server = await startProductionServer({ dataDir: temporaryDataDir('site-upload-fail-') });
    uploads = path.join(server.dataDir, 'uploads');
    await createUser(server.dataDir, email, PASSWORD);
    cookie = await signIn(server.baseUrl, email, PASSWORD);
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
    if (mounted) execFileSync('umount', ['-l', uploads], { stdio: 'ignore' });
  });

  const ask = (question: string, size = 50_000) =>
    callFormAction({
      baseUrl: server.baseUrl,
      page: '/contact',
      action: 'sendContactAction',
      cookie,
      fields: { question, email, description: 'Water report attached.', file: pdfFile('report', size) },
    });

  const questionsLike = (question: string) =>
    withDatabase(server.dataDir, (db) =>
      db.prepare('select count(*) from contact_us where question = ?').pluck().get(question),
    );

  it('works while the folder is fine (the baseline)', async () => {
    const state = await ask('Baseline question');
    expect(state.status).toBe('success');
    expect(questionsLike('Baseline question')).toBe(1);
    expect(filesUnder(uploads)).toHaveLength(1);
    // Start the failing cases from an empty uploads folder.
    rmSync(uploads, { recursive: true, force: true });
  });

  it('explains and stores nothing when the uploads folder is a file (fails for root too: ENOTDIR)', async () => {
    rmSync(uploads, { recursive: true, force: true });
    writeFileSync(uploads, 'in the way');
    try {
      const state = await ask('Folder is a file');
      expect(state.status).toBe('error');
      expect(state.message).toMatch(NOT_SAVED);
      expect(state.fieldErrors?.file).toMatch(NOT_SAVED);
      expect(questionsLike('Folder is a file')).toBe(0);
      expect(statSync(uploads).isFile()).toBe(true);
    } finally {
      rmSync(uploads, { force: true });
    }
    expect(server.output()).toContain('could not store the file of a form submission');
    expect(server.output()).toContain('ENOTDIR');
  });

  it.skipIf(isRoot)('explains and stores nothing when the folder is read-only (chmod 0555: EACCES)', async () => {
    mkdirSync(path.join(uploads, 'private'), { recursive: true });
    chmodSync(path.join(uploads, 'private'), 0o555);
    try {
      const state = await ask('Read-only folder');
      expect(state.status).toBe('error');
      expect(state.message).toMatch(NOT_SAVED);
      expect(questionsLike('Read-only folder')).toBe(0);
      expect(filesUnder(uploads)).toEqual([]);
    } finally {
      chmodSync(path.join(uploads, 'private'), 0o755);
    }
  });

  it.skipIf(!canMount())(
    'explains and stores nothing when the disk fills up half-way through the file (ENOSPC)',
    async () => {
      mkdirSync(uploads, { recursive: true });
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=256k,mode=0755', 'tmpfs', uploads]);
      mounted = true;
      try {
        // Leave about 64 KB free, then send 200 KB: the write fails part-way.
        const filler = path.join(uploads, 'filler.bin');
        writeFileSync(filler, Buffer.alloc(192 * 1024));
        const state = await ask('Disk full', 200_000);
        expect(state.status).toBe('error');
        expect(state.message).toMatch(NOT_SAVED);
        expect(questionsLike('Disk full')).toBe(0);
        // No file under its key and no partial temporary file: only the filler.
        expect(filesUnder(uploads)).toEqual(['filler.bin']);
        expect(server.output()).toContain('ENOSPC');

        // Once there is room again, the same form goes through.
        rmSync(filler);
        const retry = await ask('Disk full', 200_000);
        expect(retry.status).toBe('success');
        expect(questionsLike('Disk full')).toBe(1);
        expect(filesUnder(uploads)).toHaveLength(1);
      } finally {
        execFileSync('umount', [uploads]);
        mounted = false;
      }
    },
  );

  it('a job application with a resume is refused the same way, nothing stored', async () => {
    rmSync(uploads, { recursive: true, force: true });
    writeFileSync(uploads, 'in the way');
    try {
      const state = await callFormAction({
        baseUrl: server.baseUrl,
        page: '/join-us',
        action: 'applyAction',
        cookie,
        fields: {
          fullName: 'Resume Blocked',
          phone: '9876543210',
          email,
          state: 'Assam',
          district: 'Kamrup',
          area: 'Guwahati',
          resume: pdfFile('resume'),
        },
      });
      expect(state.status).toBe('error');
      expect(state.fieldErrors?.resume).toMatch(NOT_SAVED);
      const rows = withDatabase(server.dataDir, (db) =>
        db.prepare("select count(*) from join_us where full_name = 'Resume Blocked'").pluck().get(),
      );
      expect(rows).toBe(0);
    } finally {
      rmSync(uploads, { force: true });
    }
  });
});
