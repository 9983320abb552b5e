import 'server-only';
import type { FormState } from '@/lib/forms/form-state';
import { type MessageKey, t } from '@/lib/i18n/messages';
import { PEOPLE_PICTURE_MAX_BYTES } from '@/lib/schemas/people';
import { AppError, isAppError } from '@/server/errors/app-error';
import { getLogger } from '@/server/logger';
import { type AdminErrorTable, adminErrorReason } from './admin-errors';

/**
 * What an admin form shows when its action fails: `failed(reason)`, the form's
 * spec text with the reason of the code (admin-errors.ts), also beside the
 * field it concerns; the typed values come back. A code the table does not
 * expect, or any other error, is a bug: logged, and shown as the spec's
 * "An unexpected error occurred".
 */
export function adminFailure(
  error: unknown,
  table: AdminErrorTable,
  options: { failed: (reason: string) => string; values?: Record<string, string> },
): FormState {
  const { failed, values } = options;
  const found = isAppError(error) ? adminErrorReason(error.code, table) : undefined;
  if (!found) {
    getLogger().error({ err: error }, 'admin action failed');
    return { status: 'error', message: failed(t('auth.unexpected')), values };
  }
  // The storage refused the write (disk full, folder not writable): the office must hear of it.
  if (isAppError(error, 'FILE_NOT_SAVED'))
    getLogger().error({ err: error.cause ?? error }, 'could not store an uploaded picture');
  const reason = t(found.reason);
  return {
    status: 'error',
    message: found.message ? t(found.message, { reason }) : failed(reason),
    ...(found.field ? { fieldErrors: { [found.field]: reason } } : {}),
    values,
  };
}

/** A form's `failed` for a spec text that the reason follows after a colon ("Failed to delete: …"). */
export const withReason =
  (text: MessageKey) =>
  (reason: string): string =>
    `${t(text)}: ${reason}`;

/** The picture chosen in a form, or null when none was chosen. Too large a file is refused unread. */
export async function pictureFrom(formData: FormData): Promise<{ data: Uint8Array; name: string } | null> {
  const file = formData.get('picture');
  if (!(file instanceof File) || file.size === 0) return null;
  if (file.size > PEOPLE_PICTURE_MAX_BYTES) throw new AppError('FILE_TOO_LARGE');
  return { data: new Uint8Array(await file.arrayBuffer()), name: file.name };
}
