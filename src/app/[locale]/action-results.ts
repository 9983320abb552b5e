import 'server-only';
import type { z } from 'zod';
import { type FormState, fieldErrorsOf } from '@/lib/forms/form-state';
import { messageText } from '@/lib/i18n/message-token';
import { type MessageKey, t } from '@/lib/i18n/messages';
import { type AppErrorCode, isAppError } from '@/server/errors/app-error';
import { getLogger } from '@/server/logger';

const messageByCode: Partial<Record<AppErrorCode, MessageKey>> = {
  INVALID_CREDENTIALS: 'auth.login.invalidCredentials',
  EMAIL_NOT_VERIFIED: 'auth.login.emailNotVerified',
  EMAIL_TAKEN: 'auth.signup.emailTaken',
  RATE_LIMITED: 'auth.tooManyAttempts',
  INVALID_TOKEN: 'auth.reset.invalidLink',
  INVALID_CODE: 'auth.twoFactor.wrongCode',
  TWO_FACTOR_EXPIRED: 'auth.twoFactor.expired',
  PASSWORD_TOO_SHORT_FOR_ADMIN: 'auth.passwordTooShortForAdmin',
  PASSWORD_TOO_COMMON: 'auth.passwordTooCommon',
};

const passwordCodes: readonly AppErrorCode[] = ['PASSWORD_TOO_SHORT_FOR_ADMIN', 'PASSWORD_TOO_COMMON'];

/** Expected failures get their own message; anything else is logged and shown as the spec's generic text. */
export function failure(
  error: unknown,
  fallback: MessageKey,
  values?: Record<string, string>,
  overrides: Partial<Record<AppErrorCode, MessageKey>> = {},
): FormState {
  if (isAppError(error)) {
    return { status: 'error', message: t(overrides[error.code] ?? messageByCode[error.code] ?? fallback), values };
  }
  getLogger().error({ err: error }, 'auth action failed');
  return { status: 'error', message: t('auth.unexpected'), values };
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
  fallback: MessageKey,
  options: { field: string; values?: Record<string, string>; overrides?: Partial<Record<AppErrorCode, MessageKey>> },
): FormState {
  const state = failure(error, fallback, options.values, options.overrides);
  if (!isAppError(error) || !passwordCodes.includes(error.code) || !state.message) return state;
  return { ...state, message: t('forms.fixErrors'), fieldErrors: { [options.field]: state.message } };
}
