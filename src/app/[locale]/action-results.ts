import 'server-only';
import type { z } from 'zod';
import { type FormState, fieldErrorsOf } from '@/lib/forms/form-state';
import type { Locale } from '@/lib/i18n/locales';
import { messageText } from '@/lib/i18n/message-token';
import { type MessageKey, type Translate, translate, translator } from '@/lib/i18n/messages';
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
export function failure(
  locale: Locale,
  error: unknown,
  table: PublicErrorTable,
  values?: Record<string, string>,
): FormState {
  const message = isAppError(error) ? publicErrorMessage(locale, error.code, table) : undefined;
  if (message === undefined) {
    getLogger().error({ err: error }, 'form action failed');
    return { status: 'error', message: translator(locale)('auth.unexpected'), values };
  }
  return { status: 'error', message, values };
}

/** The schema's message tokens (and the back office's English messages) as texts of `locale`. */
export function invalid(locale: Locale, error: z.ZodError, values: Record<string, string>): FormState {
  const t = translator(locale);
  const fieldErrors = Object.fromEntries(
    Object.entries(fieldErrorsOf(error)).map(([field, message]) => [field, messageText(message, textOf(t))]),
  );
  return { status: 'error', message: t('forms.fixErrors'), fieldErrors, values };
}

function textOf(t: Translate): (key: string) => string | undefined {
  return (key) => {
    try {
      return t(key as MessageKey);
    } catch {
      return undefined;
    }
  };
}

/** As failure(), but a password the server's rule refused (too common, too short for an admin) is shown at its field. */
export function passwordFailure(
  locale: Locale,
  error: unknown,
  table: PublicErrorTable,
  options: { field: string; values?: Record<string, string> },
): FormState {
  const state = failure(locale, error, table, options.values);
  if (!isAppError(error) || !passwordCodes.includes(error.code) || !state.message) return state;
  return { ...state, message: translate(locale, 'forms.fixErrors'), fieldErrors: { [options.field]: state.message } };
}
