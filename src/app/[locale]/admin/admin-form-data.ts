import 'server-only';
import { z } from 'zod';
import { UPLOAD_MAX_BYTES } from '@/lib/forms/upload-limit';
import { plainText } from '@/lib/schemas/fields';
import { positiveIntegerSchema } from '@/lib/schemas/positive-integer';
import { AppError } from '@/server/errors/app-error';

/**
 * What any admin form may carry besides its own fields, read by adminAction:
 * the record an edit, delete or step form acts on (`id`; absent on an add form,
 * and a malformed one names no record), and the list a list's form returns to
 * (`back`, its query).
 */
export const adminFormFrame = z.object({
  id: positiveIntegerSchema.optional().catch(undefined),
  back: plainText,
});

/** The record a delete or step form acts on; a missing or malformed id names no record. */
export function requiredId(id: number | undefined): number {
  if (id === undefined) throw new AppError('NOT_FOUND');
  return id;
}

/** The picture a form's schema gave (pictureField), read for the upload; too large a file is refused unread. */
export async function pictureFrom(file: File | null): Promise<{ data: Uint8Array; name: string } | null> {
  if (!file) return null;
  if (file.size > UPLOAD_MAX_BYTES) throw new AppError('FILE_TOO_LARGE');
  return { data: new Uint8Array(await file.arrayBuffer()), name: file.name };
}
