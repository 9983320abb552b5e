import 'server-only';
import type { FormState } from '@/lib/forms/form-state';
import { english } from '@/lib/i18n/english';
import type { MessageKey } from '@/lib/i18n/messages';
import { isAppError } from '@/server/errors/app-error';
import { getLogger } from '@/server/logger';
import { type AdminErrorTable, adminErrorReason } from './admin-errors';

/**
 * A form's spec text with the reason: in its `{message}` slot ("Error updating
 * product: {message}"), else after a colon ("Error adding product: …"), as the
 * spec writes each text.
 */
export function failureText(failed: MessageKey, reason: string): string {
  const text = english(failed);
  return text.includes('{message}') ? english(failed, { message: reason }) : `${text}: ${reason}`;
}

/**
 * What an admin form shows when its action fails: its spec text with the reason
 * of the code (admin-errors.ts), also beside the field it concerns; the typed
 * values come back. A code the table does not expect, or any other error, is a
 * bug: logged, and shown as the spec's "An unexpected error occurred".
 */
export function adminFailure(
  error: unknown,
  table: AdminErrorTable,
  options: { failed: MessageKey; values?: Record<string, string> },
): FormState {
  const { failed, values } = options;
  const found = isAppError(error) ? adminErrorReason(error.code, table) : undefined;
  if (!found) {
    getLogger().error({ err: error }, 'admin action failed');
    return { status: 'error', message: failureText(failed, english('auth.unexpected')), values };
  }
  // The storage refused the write (disk full, folder not writable): the office must hear of it.
  if (isAppError(error, 'FILE_NOT_SAVED'))
    getLogger().error({ err: error.cause ?? error }, 'could not store an uploaded picture');
  // A reason may name what the error found (the products without tax details).
  const reason = english(found.reason, isAppError(error) ? error.details : undefined);
  return {
    status: 'error',
    message: found.message ? english(found.message, { reason }) : failureText(failed, reason),
    ...(found.field ? { fieldErrors: { [found.field]: reason } } : {}),
    values,
  };
}
