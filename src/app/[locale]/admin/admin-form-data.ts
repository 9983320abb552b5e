import 'server-only';
import { UPLOAD_MAX_BYTES } from '@/lib/forms/upload-limit';
import { recordIdSchema } from '@/lib/schemas/people';
import { AppError } from '@/server/errors/app-error';

/** The record an edit form changes; absent on an add form. */
export function idFrom(formData: FormData): number | undefined {
  const parsed = recordIdSchema.safeParse(formData.get('id'));
  return parsed.success ? parsed.data : undefined;
}

/** The record a delete or step form acts on; a missing or malformed id names no record. */
export function requiredIdFrom(formData: FormData): number {
  const id = idFrom(formData);
  if (id === undefined) throw new AppError('NOT_FOUND');
  return id;
}

/** The picture chosen in a form, or null when none was chosen. Too large a file is refused unread. */
export async function pictureFrom(formData: FormData): Promise<{ data: Uint8Array; name: string } | null> {
  const file = formData.get('picture');
  if (!(file instanceof File) || file.size === 0) return null;
  if (file.size > UPLOAD_MAX_BYTES) throw new AppError('FILE_TOO_LARGE');
  return { data: new Uint8Array(await file.arrayBuffer()), name: file.name };
}
