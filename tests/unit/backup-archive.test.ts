import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { fileKeysIn, isBackupEntryName } from '../../scripts/lib/backup-archive';
import { encodeHeader, readTar, TarWriter } from '../../scripts/lib/tar';

const KEY = '123e4567-e89b-12d3-a456-426614174000';

/** Writes entries with TarWriter and returns the archive's bytes. */
async function archive(entries: { name: string; data: Buffer }[]): Promise<Buffer> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const tar = new TarWriter(output);
  for (const entry of entries) {
    await tar.addFile(
      { name: entry.name, size: entry.data.length, mode: 0o600, mtime: new Date(1_700_000_000_000) },
      entry.data,
    );
  }
  await tar.finish();
  return Buffer.concat(chunks);
}

async function entriesOf(bytes: Buffer): Promise<{ name: string; data: string }[]> {
  const found: { name: string; data: string }[] = [];
  async function* source() {
    // Odd chunk sizes: headers and bodies straddle chunk borders.
    for (let offset = 0; offset < bytes.length; offset += 777) yield bytes.subarray(offset, offset + 777);
  }
  await readTar(source(), async (header, body) => {
    const parts: Buffer[] = [];
    for await (const chunk of body) parts.push(chunk);
    found.push({ name: header.name, data: Buffer.concat(parts).toString('utf8') });
  });
  return found;
}

describe('backup archive (tar)', () => {
  it('reads back what it wrote, long names and empty files included', async () => {
    const longName = `uploads/private/${'a'.repeat(90)}/${KEY}.pdf`;
    const entries = [
      { name: 'site.db', data: Buffer.from('SQLite format 3\0'.repeat(100)) },
      { name: 'auth-secret', data: Buffer.from('secret\n') },
      { name: 'empty', data: Buffer.alloc(0) },
      { name: longName, data: Buffer.from('%PDF-1.4 long') },
    ];
    const bytes = await archive(entries);
    expect(bytes.length % 512).toBe(0);
    expect(await entriesOf(bytes)).toEqual(entries.map((entry) => ({ name: entry.name, data: entry.data.toString() })));
  });

  it('is a tar that the system tar lists and extracts', async () => {
    const bytes = await archive([
      { name: 'manifest.json', data: Buffer.from('{"ok":true}\n') },
      { name: `uploads/public/${KEY}.webp`, data: Buffer.from('RIFF....WEBP') },
    ]);
    const folder = mkdtempSync(path.join(tmpdir(), 'site-tar-'));
    const file = path.join(folder, 'backup.tar');
    writeFileSync(file, bytes);
    try {
      expect(execFileSync('tar', ['-tf', file], { encoding: 'utf8' }).trim().split('\n')).toEqual([
        'manifest.json',
        `uploads/public/${KEY}.webp`,
      ]);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return; // no tar program here
      throw error;
    }
    execFileSync('tar', ['-xf', file, '-C', folder]);
    expect(readFileSync(path.join(folder, 'manifest.json'), 'utf8')).toBe('{"ok":true}\n');
  });

  it('refuses a body whose size differs from its header (a file that changed while it was copied)', async () => {
    const tar = new TarWriter(new PassThrough().resume());
    await expect(
      tar.addFile({ name: 'site.db', size: 10, mode: 0o600, mtime: new Date() }, Buffer.from('short')),
    ).rejects.toThrow(/changed while it was being copied/);
  });

  it('refuses a truncated archive and a damaged header', async () => {
    const bytes = await archive([{ name: 'site.db', data: Buffer.alloc(5000, 1) }]);
    await expect(entriesOf(bytes.subarray(0, 2048))).rejects.toThrow(/ends too early/);
    const damaged = Buffer.from(bytes);
    damaged[10] = 0x41;
    await expect(entriesOf(damaged)).rejects.toThrow(/checksum/);
  });

  it('writes sizes over 8 GiB in base-256', () => {
    const header = encodeHeader({ name: 'site.db', size: 2 ** 33 + 5, mode: 0o600, mtime: new Date() });
    expect(header[124]).toBe(0x80);
    expect(header.readUInt32BE(132)).toBe(5);
    expect(header[131]).toBe(2);
  });

  it('accepts only the names a backup holds: no paths out of DATA_DIR', () => {
    expect(isBackupEntryName('site.db')).toBe(true);
    expect(isBackupEntryName('database.pgdump')).toBe(true);
    expect(isBackupEntryName('auth-secret')).toBe(true);
    expect(isBackupEntryName(`uploads/private/${KEY}.pdf`)).toBe(true);
    expect(isBackupEntryName(`uploads/public/${KEY}-640w.webp`)).toBe(true);
    for (const name of [
      '../site.db',
      '/etc/passwd',
      `uploads/../../${KEY}.pdf`,
      `uploads/private/../../../${KEY}.pdf`,
      `uploads/private/.${KEY}.pdf.partial`,
      'outbox/mail.eml',
      'site.db-wal',
    ]) {
      expect(isBackupEntryName(name), name).toBe(false);
    }
  });

  it('finds the files a row points at, in URL columns and in HTML', () => {
    expect(fileKeysIn(`/api/files/private/${KEY}.pdf`)).toEqual([`private/${KEY}.pdf`]);
    expect(
      fileKeysIn(`<p><img src="/api/files/public/${KEY}.webp"> and <img src="/api/files/public/${KEY}-640w.webp"></p>`),
    ).toEqual([`public/${KEY}.webp`, `public/${KEY}-640w.webp`]);
    expect(fileKeysIn('https://example.in/pictures/fish.jpg')).toEqual([]);
  });
});
