import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { fileResponseHeaders } from '@/server/storage/file-response-headers';
import { createLocalStorage, type FileStorage } from '@/server/storage/file-storage';
import { cleanOriginalName, saveUpload } from '@/server/storage/save-upload';
import { sniffFileType } from '@/server/storage/sniff-file-type';

const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#0e7490' } })
    .png()
    .toBuffer();

describe('file storage', () => {
  let root: string;
  let storage: FileStorage;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'site-uploads-'));
    storage = createLocalStorage(root);
  });

  const upload = (data: Uint8Array, originalName = 'file', allowedKinds = ['pdf', 'png', 'jpeg'] as const) =>
    saveUpload({
      storage,
      data,
      originalName,
      allowedKinds: [...allowedKinds],
      maxBytes: 5 * 1024 * 1024,
      visibility: 'private',
    });

  it('stores a PDF under a random name with its real extension', async () => {
    const stored = await upload(Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF'), '../../etc/passwd');
    expect(stored.key).toMatch(/^private\/[0-9a-f-]{36}\.pdf$/);
    expect(stored.url).toBe(`/api/files/${stored.key}`);
    expect(stored.originalName).toBe('passwd');
    expect(await storage.get(stored.key)).not.toBeNull();
  });

  it('re-encodes images, dropping a script appended after the image data', async () => {
    const image = Buffer.concat([await png(), Buffer.from('<script>alert(1)</script>')]);
    const stored = await upload(image, 'photo.png');
    const saved = Buffer.from((await storage.get(stored.key)) ?? new Uint8Array());
    expect(stored.kind).toBe('png');
    expect(saved.includes('<script>')).toBe(false);
    expect((await sharp(saved).metadata()).width).toBe(8);
  });

  it.each([
    ['an HTML page named .pdf', Buffer.from('<html><script>alert(1)</script></html>'), 'UNSUPPORTED_FILE'],
    [
      'an SVG with a script',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'UNSUPPORTED_FILE',
    ],
    ['an empty file', Buffer.alloc(0), 'UNSUPPORTED_FILE'],
    ['a file over the limit', Buffer.alloc(6 * 1024 * 1024, 0x25), 'FILE_TOO_LARGE'],
    [
      'a PNG header with no image behind it',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]),
      'UNSUPPORTED_FILE',
    ],
  ])('refuses %s and leaves nothing behind', async (_name, data, code) => {
    await expect(upload(data, 'resume.pdf')).rejects.toMatchObject({ code });
    expect(readdirSync(root)).toEqual([]);
  });

  it('refuses a kind the form does not accept', async () => {
    await expect(upload(Buffer.from('plain notes'), 'notes.txt')).rejects.toMatchObject({ code: 'UNSUPPORTED_FILE' });
  });

  it('never turns a key into a path outside the storage root', async () => {
    await expect(storage.get('../../etc/passwd')).rejects.toThrow(/Invalid storage key/);
    await expect(storage.put('public/../../x.pdf', new Uint8Array([1]))).rejects.toThrow(/Invalid storage key/);
  });

  it('recognises the accepted kinds by content', () => {
    expect(sniffFileType(Buffer.from('GIF89a......'))).toBe('gif');
    expect(sniffFileType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffFileType(Buffer.from('Just text, नमस्ते'))).toBe('txt');
    expect(sniffFileType(Buffer.from([0x00, 0x01, 0x02]))).toBeNull();
  });

  it('serves private files as inert downloads', () => {
    const headers = fileResponseHeaders('private/123e4567-e89b-12d3-a456-426614174000.pdf', 10, true);
    expect(headers.get('content-type')).toBe('application/pdf');
    expect(headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(headers.get('cache-control')).toContain('no-store');
    const image = fileResponseHeaders('public/123e4567-e89b-12d3-a456-426614174000.png', 10, false);
    expect(image.get('content-disposition')).toMatch(/^inline;/);
  });

  it('writes a file whole or not at all: a failed write leaves no file, not even a temporary one', async () => {
    const key = 'private/123e4567-e89b-12d3-a456-426614174000.pdf';
    // A folder already where the file should go: the final rename fails after the data was written (as root too).
    mkdirSync(path.join(root, key), { recursive: true });
    await expect(storage.put(key, Buffer.from('%PDF-1.4 whole'))).rejects.toThrow();
    expect(readdirSync(path.join(root, 'private'))).toEqual(['123e4567-e89b-12d3-a456-426614174000.pdf']);

    await storage.put('private/223e4567-e89b-12d3-a456-426614174000.pdf', Buffer.from('%PDF-1.4 whole'));
    expect(readdirSync(path.join(root, 'private')).sort()).toEqual([
      '123e4567-e89b-12d3-a456-426614174000.pdf',
      '223e4567-e89b-12d3-a456-426614174000.pdf',
    ]);
  });

  it('removes the temporary files of writes a crash cut off, once they are old, and nothing else', async () => {
    const key = 'private/323e4567-e89b-12d3-a456-426614174000.pdf';
    await storage.put(key, Buffer.from('%PDF-1.4 whole'));
    const leftOver = '.423e4567-e89b-12d3-a456-426614174000.pdf.5f0c2a8e-1b2c-4d3e-8f90-123456789abc.partial';
    writeFileSync(path.join(root, 'private', leftOver), '%PDF-1.4 cut');
    writeFileSync(path.join(root, 'private', 'notes.txt'), 'not ours');

    expect(await storage.removeUnfinished(new Date(Date.now() - 60 * 60 * 1000))).toEqual([]);
    expect(await storage.removeUnfinished(new Date(Date.now() + 1000))).toEqual([`private/${leftOver}`]);
    expect(readdirSync(path.join(root, 'private')).sort()).toEqual([
      '323e4567-e89b-12d3-a456-426614174000.pdf',
      'notes.txt',
    ]);
    expect(await createLocalStorage(path.join(root, 'missing')).removeUnfinished(new Date())).toEqual([]);
  });

  it.each([
    ['ENOSPC', 'disk full'],
    ['EACCES', 'permission denied'],
    ['EROFS', 'read-only file system'],
  ])('turns a storage failure (%s) into FILE_NOT_SAVED with the cause kept', async (code, text) => {
    const failing: FileStorage = {
      ...storage,
      put: async () => {
        throw Object.assign(new Error(`${code}: ${text}, write`), { code });
      },
    };
    const result = saveUpload({
      storage: failing,
      data: Buffer.from('%PDF-1.4 x'),
      originalName: 'a.pdf',
      allowedKinds: ['pdf'],
      maxBytes: 1024,
      visibility: 'private',
    });
    await expect(result).rejects.toMatchObject({ code: 'FILE_NOT_SAVED', cause: { code } });
  });

  it('fails where the upload folder is a file, as it does for root (no permission bits to rely on)', async () => {
    const blocked = mkdtempSync(path.join(tmpdir(), 'site-uploads-blocked-'));
    writeFileSync(path.join(blocked, 'uploads'), 'not a folder');
    const result = saveUpload({
      storage: createLocalStorage(path.join(blocked, 'uploads')),
      data: Buffer.from('%PDF-1.4 x'),
      originalName: 'a.pdf',
      allowedKinds: ['pdf'],
      maxBytes: 1024,
      visibility: 'private',
    });
    await expect(result).rejects.toMatchObject({ code: 'FILE_NOT_SAVED' });
  });

  it('keeps only a harmless original name', () => {
    expect(cleanOriginalName('C:\\Users\\me\\cv.docx')).toBe('cv.docx');
    expect(cleanOriginalName('a\u0000b\nc.pdf')).toBe('abc.pdf');
    expect(cleanOriginalName('')).toBe('file');
  });
});
