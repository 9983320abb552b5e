import 'server-only';
import type { FormState } from '@/lib/forms/form-state';
import { type MessageKey, t } from '@/lib/i18n/messages';
import { PEOPLE_PICTURE_MAX_BYTES } from '@/lib/schemas/people';
import { AppError, isAppError } from '@/server/errors/app-error';
import { getLogger } from '@/server/logger';

/**
 * What an admin form shows when its use-case fails: the spec's "Failed to …"
 * text followed by the reason. Picture problems ("Failed to upload avatar: …")
 * also go next to the picture field.
 */
export function adminFailure(
  error: unknown,
  options: { failed: MessageKey; notFound: MessageKey; values: Record<string, string> },
): FormState {
  const { values } = options;
  const withReason = (reason: string): FormState => ({
    status: 'error',
    message: `${t(options.failed)}: ${reason}`,
    values,
  });
  if (isAppError(error, 'FILE_TOO_LARGE') || isAppError(error, 'UNSUPPORTED_FILE')) {
    const reason = t(error.code === 'FILE_TOO_LARGE' ? 'admin.people.fileTooLarge' : 'admin.people.notAnImage');
    return {
      status: 'error',
      message: t('admin.people.uploadFailed', { reason }),
      fieldErrors: { picture: reason },
      values,
    };
  }
  if (isAppError(error, 'FILE_NOT_SAVED')) {
    const reason = pictureNotSaved(error);
    return {
      status: 'error',
      message: t('admin.people.uploadFailed', { reason }),
      fieldErrors: { picture: reason },
      values,
    };
  }
  if (isAppError(error, 'NOT_FOUND')) return withReason(t(options.notFound));
  if (
    isAppError(error, 'UNAUTHENTICATED') ||
    isAppError(error, 'FORBIDDEN') ||
    isAppError(error, 'TWO_FACTOR_REQUIRED') ||
    isAppError(error, 'PASSWORD_CHANGE_REQUIRED')
  ) {
    return withReason(t('admin.accessDenied'));
  }
  getLogger().error({ err: error }, 'admin action failed');
  return withReason(t('auth.unexpected'));
}

/** The reason shown when the storage refused a picture (disk full, folder not writable); the cause is logged. */
export function pictureNotSaved(error: AppError): string {
  getLogger().error({ err: error.cause ?? error }, 'could not store an uploaded picture');
  return t('admin.fileNotSaved');
}

/** The picture chosen in a form, or null when none was chosen. Too large a file is refused unread. */
export async function pictureFrom(formData: FormData): Promise<{ data: Uint8Array; name: string } | null> {
  const file = formData.get('picture');
  if (!(file instanceof File) || file.size === 0) return null;
  if (file.size > PEOPLE_PICTURE_MAX_BYTES) throw new AppError('FILE_TOO_LARGE');
  return { data: new Uint8Array(await file.arrayBuffer()), name: file.name };
}
