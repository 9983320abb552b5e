import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { NARROW_PICTURE_WIDTHS, narrowPictureName } from '@/lib/picture-widths';
import { withoutControlCharacters } from '@/lib/text';
import { AppError, declareErrors } from '../errors/app-error';
import type { FileStorage, Visibility } from './file-storage';
import { contentTypeByKind, extensionByKind, type FileKind, imageKinds, sniffFileType } from './sniff-file-type';

export type StoredFile = {
  key: string;
  url: string;
  kind: FileKind;
  contentType: string;
  size: number;
  /** What the visitor called it; kept as data only, never used as a path. */
  originalName: string;
};

/** What saveUpload throws; every use-case that stores an upload declares these too. */
export const saveUploadErrors = declareErrors('FILE_TOO_LARGE', 'UNSUPPORTED_FILE', 'FILE_NOT_SAVED');

/** Pixel limit against decompression bombs (about 40 megapixels). */
const MAX_IMAGE_PIXELS = 40_000_000;

/**
 * Checks an upload by content and size, re-encodes images (dropping metadata and
 * anything appended after the image data), and stores it under a random name.
 */
export async function saveUpload(options: {
  storage: FileStorage;
  data: Uint8Array;
  originalName: string;
  allowedKinds: readonly FileKind[];
  maxBytes: number;
  visibility: Visibility;
  /** Crop images to a square of this many pixels, as WebP (portraits, avatars). */
  squareSize?: number;
  /** Store images as WebP at most this wide (catalogue pictures), with narrower copies beside it (see picture-widths). */
  maxWidth?: number;
}): Promise<StoredFile> {
  if (options.data.length > options.maxBytes) throw new AppError('FILE_TOO_LARGE');
  const sniffed = sniffFileType(options.data);
  if (!sniffed || !options.allowedKinds.includes(sniffed)) throw new AppError('UNSUPPORTED_FILE');

  const isImage = imageKinds.includes(sniffed);
  const square = options.squareSize && isImage ? options.squareSize : undefined;
  const width = options.maxWidth && isImage ? options.maxWidth : undefined;
  const kind: FileKind = square || width ? 'webp' : sniffed;
  const data = square
    ? await squareImage(options.data, square)
    : width
      ? await narrowImage(options.data, width)
      : isImage
        ? await reencodeImage(options.data, kind)
        : options.data;
  const key = `${options.visibility}/${randomUUID()}.${extensionByKind[kind]}`;
  const narrowCopies = width
    ? await Promise.all(
        NARROW_PICTURE_WIDTHS.map(async (narrow) => ({
          key: narrowPictureName(key, narrow),
          data: await narrowImage(options.data, narrow),
        })),
      )
    : [];
  const written: string[] = [];
  try {
    for (const file of [...narrowCopies, { key, data }]) {
      await options.storage.put(file.key, file.data);
      written.push(file.key);
    }
  } catch (error) {
    // All or nothing: a record never points at a picture whose copies are missing.
    await Promise.allSettled(written.map((writtenKey) => options.storage.delete(writtenKey)));
    // Disk full (ENOSPC), a folder that is not writable (EACCES, EPERM, EROFS, ENOTDIR) or a
    // bucket that refuses: one expected failure the forms explain; the cause goes to the logs.
    const reason = error instanceof Error ? error.message : String(error);
    throw new AppError('FILE_NOT_SAVED', `Could not store ${key}: ${reason}`, { cause: error });
  }
  return {
    key,
    url: `/api/files/${key}`,
    kind,
    contentType: contentTypeByKind[kind],
    size: data.length,
    originalName: cleanOriginalName(options.originalName),
  };
}

async function reencodeImage(data: Uint8Array, kind: FileKind): Promise<Uint8Array> {
  try {
    const image = sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS, animated: kind === 'gif' }).rotate();
    const output =
      kind === 'png'
        ? image.png()
        : kind === 'jpeg'
          ? image.jpeg({ quality: 85, mozjpeg: true })
          : kind === 'gif'
            ? image.gif()
            : image.webp({ quality: 85 });
    return new Uint8Array(await output.toBuffer());
  } catch {
    // Not decodable, or over the pixel limit.
    throw new AppError('UNSUPPORTED_FILE');
  }
}

async function squareImage(data: Uint8Array, size: number): Promise<Uint8Array> {
  try {
    const image = sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate().resize(size, size, { fit: 'cover' });
    return new Uint8Array(await image.webp({ quality: 82 }).toBuffer());
  } catch {
    throw new AppError('UNSUPPORTED_FILE');
  }
}

async function narrowImage(data: Uint8Array, width: number): Promise<Uint8Array> {
  try {
    const image = sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .resize({ width, withoutEnlargement: true });
    return new Uint8Array(await image.webp({ quality: 80 }).toBuffer());
  } catch {
    throw new AppError('UNSUPPORTED_FILE');
  }
}

/** The last path segment, without control characters, at most 200 characters. */
export function cleanOriginalName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = withoutControlCharacters(base).trim();
  return (cleaned || 'file').slice(0, 200);
}
