import type { Logger } from 'pino';
import { UPLOAD_MAX_BYTES } from '@/lib/forms/upload-limit';
import type { FileStorage } from '../storage/file-storage';
import { saveUpload } from '../storage/save-upload';
import type { FileKind } from '../storage/sniff-file-type';

export type Attachment = { data: Uint8Array; name: string };
export type StoredAttachment = { url: string; name: string };

/** Spec §2.6 and §2.7 plus the issue: what each form accepts, judged by content. */
export const CONTACT_FILE_KINDS: readonly FileKind[] = ['pdf', 'png', 'jpeg', 'webp', 'doc', 'docx', 'txt'];
export const RESUME_FILE_KINDS: readonly FileKind[] = ['pdf', 'doc', 'docx'];

/**
 * Stores a submission and its optional file as one: the file is checked and
 * written first (as a private file), then `insert` writes the row pointing at
 * it; if the row cannot be written the file is removed again, so there is
 * never a row without its file nor a file without its row.
 */
export async function storeWithAttachment<T>(options: {
  storage: FileStorage;
  logger: Logger;
  attachment: Attachment | null;
  allowedKinds: readonly FileKind[];
  insert: (file: StoredAttachment | null) => Promise<T>;
}): Promise<T> {
  const stored = options.attachment
    ? await saveUpload({
        storage: options.storage,
        data: options.attachment.data,
        originalName: options.attachment.name,
        allowedKinds: options.allowedKinds,
        maxBytes: UPLOAD_MAX_BYTES,
        visibility: 'private',
      })
    : null;
  try {
    return await options.insert(stored ? { url: stored.url, name: stored.originalName } : null);
  } catch (error) {
    if (stored) {
      try {
        await options.storage.delete(stored.key);
      } catch (deleteError) {
        options.logger.error({ err: deleteError, key: stored.key }, 'could not remove the file of a failed submission');
      }
    }
    throw error;
  }
}
