import type { Logger } from 'pino';
import { UPLOAD_MAX_BYTES } from '@/lib/forms/upload-limit';
import { NARROW_PICTURE_WIDTHS, narrowPictureName } from '@/lib/picture-widths';
import { AppError } from '../errors/app-error';
import type { FileStorage } from './file-storage';
import { saveUpload } from './save-upload';
import { type FileKind, imageKinds } from './sniff-file-type';

export type UploadedPicture = { data: Uint8Array; name: string };

const OWN_FILE = /^\/api\/files\/(public\/[0-9a-f-]{36}\.webp)$/;

/** How a picture is stored: people as 400 px squares; products and posts as WebP at most this wide, with narrower copies. */
export type PictureShape = { squareSize: number } | { maxWidth: number };
const PEOPLE: PictureShape = { squareSize: 400 };

/**
 * Runs a write that sets a person's picture URL, storing a new picture first and
 * removing whichever file is no longer used afterwards: the new one when the write
 * did not happen, the old one when it did. `write` returns false when no row
 * was changed.
 */
export async function changePicture(options: {
  storage: FileStorage;
  logger: Logger;
  picture: UploadedPicture | null;
  remove: boolean;
  currentUrl: string | null;
  write: (url: string | null) => Promise<boolean>;
  shape?: PictureShape;
  allowedKinds?: readonly FileKind[];
}): Promise<boolean> {
  const shape = options.shape ?? PEOPLE;
  const stored = options.picture
    ? await saveUpload({
        storage: options.storage,
        data: options.picture.data,
        originalName: options.picture.name,
        allowedKinds: options.allowedKinds ?? imageKinds,
        maxBytes: UPLOAD_MAX_BYTES,
        visibility: 'public',
        ...shape,
      })
    : null;
  const nextUrl = stored?.url ?? (options.remove ? null : options.currentUrl);
  let written = false;
  try {
    written = await options.write(nextUrl);
  } finally {
    if (!written && stored) await forgetFile(options.storage, options.logger, stored.url);
    if (written && options.currentUrl && options.currentUrl !== nextUrl) {
      await forgetFile(options.storage, options.logger, options.currentUrl);
    }
  }
  return written;
}

/** Deletes a picture file of ours and its narrower copies (if it has any); a URL typed by hand is left alone, a failure logged. */
async function forgetFile(storage: FileStorage, logger: Logger, url: string): Promise<void> {
  const key = OWN_FILE.exec(url)?.[1];
  if (!key) return;
  try {
    await Promise.all(
      [key, ...NARROW_PICTURE_WIDTHS.map((width) => narrowPictureName(key, width))].map((file) => storage.delete(file)),
    );
  } catch (error) {
    logger.warn({ err: error, key }, 'could not delete an unused picture');
  }
}

/** The picture of a deleted record goes with it. */
export async function deletePictureOf(storage: FileStorage, logger: Logger, url: string | null): Promise<void> {
  if (url) await forgetFile(storage, logger, url);
}

export function assertFound(found: boolean): void {
  if (!found) throw new AppError('NOT_FOUND');
}
