import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';
import { STORAGE_KEY_PATTERN } from '@/server/storage/file-storage';
import { readTar } from './tar';

/**
 * What `npm run backup` writes and `npm run restore` reads: one .tar.gz with
 * the database (`site.db`, or `database.pgdump` in pg_dump's custom format),
 * `auth-secret`, `uploads/public/…` and `uploads/private/…`, and last
 * `manifest.json` (see docs/decisions/012-backup-format.md).
 */
export const BACKUP_FORMAT = 'aquaculture-site-backup';
export const BACKUP_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';
export const AUTH_SECRET_ENTRY = 'auth-secret';
export const DATABASE_ENTRY = { sqlite: 'site.db', postgres: 'database.pgdump' } as const;

export type BackupManifest = {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  createdAt: string;
  engine: 'sqlite' | 'postgres';
  /** The newest schema migration in the copied database. */
  migration: string | null;
  /** Rows per table in the copied database, counted in the same snapshot. */
  tables: Record<string, number>;
  /** 'local': every file of DATA_DIR/uploads is in the archive; 's3': they stay in the bucket. */
  uploads: 'local' | 's3';
  s3Bucket?: string;
  /** 'file': DATA_DIR/auth-secret is in the archive; 'environment': AUTH_SECRET is set and must be set again. */
  authSecret: 'file' | 'environment';
  /** Every entry but this manifest. */
  files: { path: string; size: number; sha256: string }[];
  /** Files the copied database points at that were gone when the uploads were read (deleted meanwhile). */
  uploadsMissing: string[];
};

/** The only names an archive may hold: nothing else is ever written by a restore. */
export function isBackupEntryName(name: string): boolean {
  if (name === MANIFEST_ENTRY || name === AUTH_SECRET_ENTRY) return true;
  if (name === DATABASE_ENTRY.sqlite || name === DATABASE_ENTRY.postgres) return true;
  return name.startsWith('uploads/') && STORAGE_KEY_PATTERN.test(name.slice('uploads/'.length));
}

/** Every `/api/files/…` key that a piece of text (a URL column, a post's HTML) points at. */
export function fileKeysIn(text: string): string[] {
  const keys: string[] = [];
  for (const match of text.matchAll(/\/api\/files\/((?:public|private)\/[0-9a-f-]{36}(?:-\d{2,4}w)?\.[a-z]+)/g)) {
    if (match[1] && STORAGE_KEY_PATTERN.test(match[1])) keys.push(match[1]);
  }
  return keys;
}

/** Reads only the manifest of a backup file (for tests and checks). */
export async function readBackupManifest(file: string): Promise<BackupManifest> {
  let manifest: BackupManifest | undefined;
  await readTar(createReadStream(file).pipe(createGunzip()), async (header, body) => {
    if (header.name !== MANIFEST_ENTRY) return;
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(chunk);
    manifest = JSON.parse(Buffer.concat(chunks).toString('utf8')) as BackupManifest;
  });
  if (!manifest) throw new Error(`${file} has no manifest; it is not a backup of this site.`);
  return manifest;
}
