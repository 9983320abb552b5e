import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { FileStorage } from '../storage/file-storage';

/** A file younger than this may belong to a submission that is being stored right now. */
const GRACE_MS = 60 * 60 * 1000;

/**
 * Deletes private files that no submission points at: what a crash between
 * writing a file and writing its row would leave behind (the normal failure
 * paths clean up after themselves), and the temporary files of writes a crash
 * cut off. Files younger than an hour are left alone.
 */
export async function sweepOrphanAttachments(
  db: Kysely<Database>,
  storage: FileStorage,
  now: Date = new Date(),
): Promise<{ deleted: string[]; unfinished: string[] }> {
  const [contact, join] = await Promise.all([
    db.selectFrom('contact_us').select('file_url').where('file_url', 'is not', null).execute(),
    db.selectFrom('join_us').select('file_url').where('file_url', 'is not', null).execute(),
  ]);
  const referenced = new Set([...contact, ...join].map((row) => row.file_url?.replace(/^\/api\/files\//, '')));
  const deleted: string[] = [];
  for (const file of await storage.list('private')) {
    if (referenced.has(file.key) || now.getTime() - file.writtenAt.getTime() < GRACE_MS) continue;
    await storage.delete(file.key);
    deleted.push(file.key);
  }
  const unfinished = await storage.removeUnfinished(new Date(now.getTime() - GRACE_MS));
  return { deleted, unfinished };
}
