import 'server-only';
import type { z } from 'zod';
import { type FormState, fieldErrorsOf } from '@/lib/forms/form-state';
import { messageText } from '@/lib/i18n/message-token';
import { type MessageKey, t } from '@/lib/i18n/messages';
import { type AppErrorCode, isAppError } from '@/server/errors/app-error';
import { getLogger } from '@/server/logger';
import { type PublicErrorTable, publicErrorMessage } from './public-errors';

const passwordCodes: readonly AppErrorCode[] = ['PASSWORD_TOO_SHORT_FOR_ADMIN', 'PASSWORD_TOO_COMMON'];

/**
 * What a public or account form shows when its use-case refuses: the message of
 * the code in the form's table (public-errors.ts). A code the table does not
 * expect, or any other error, is a bug: logged, and shown as the spec's
 * "An unexpected error occurred".
 */
export function failure(error: unknown, table: PublicErrorTable, values?: Record<string, string>): FormState {
  const message = isAppError(error) ? publicErrorMessage(error.code, table) : undefined;
  if (message === undefined) {
    getLogger().error({ err: error }, 'form action failed');
    return { status: 'error', message: t('auth.unexpected'), values };
  }
  return { status: 'error', message, values };
}

/** The schema's message tokens (and the back office's English messages) as texts of the request's language. */
export function invalid(error: z.ZodError, values: Record<string, string>): FormState {
  const fieldErrors = Object.fromEntries(
    Object.entries(fieldErrorsOf(error)).map(([field, message]) => [field, messageText(message, lookUpText)]),
  );
  return { status: 'error', message: t('forms.fixErrors'), fieldErrors, values };
}

function lookUpText(key: string): string | undefined {
  try {
    return t(key as MessageKey);
  } catch {
    return undefined;
  }
}

/** As failure(), but a password the server's rule refused (too common, too short for an admin) is shown at its field. */
export function passwordFailure(
  error: unknown,
  table: PublicErrorTable,
  options: { field: string; values?: Record<string, string> },
): FormState {
  const state = failure(error, table, options.values);
  if (!isAppError(error) || !passwordCodes.includes(error.code) || !state.message) return state;
  return { ...state, message: t('forms.fixErrors'), fieldErrors: { [options.field]: state.message } };
}
