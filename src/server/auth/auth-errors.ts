import { AppError, type AppErrorCode, declareErrors } from '../errors/app-error';

const codeByAuthCode: Record<string, AppErrorCode> = {
  INVALID_EMAIL_OR_PASSWORD: 'INVALID_CREDENTIALS',
  INVALID_PHONE_NUMBER_OR_PASSWORD: 'INVALID_CREDENTIALS',
  EMAIL_NOT_VERIFIED: 'EMAIL_NOT_VERIFIED',
  USER_ALREADY_EXISTS: 'EMAIL_TAKEN',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'EMAIL_TAKEN',
  INVALID_TOKEN: 'INVALID_TOKEN',
  PASSWORD_TOO_SHORT: 'INVALID_INPUT',
  PASSWORD_TOO_LONG: 'INVALID_INPUT',
  PASSWORD_TOO_SHORT_FOR_ADMIN: 'PASSWORD_TOO_SHORT_FOR_ADMIN',
  PASSWORD_TOO_COMMON: 'PASSWORD_TOO_COMMON',
  INVALID_EMAIL: 'INVALID_INPUT',
  INVALID_PASSWORD: 'INVALID_CREDENTIALS',
  INVALID_CODE: 'INVALID_CODE',
  INVALID_BACKUP_CODE: 'INVALID_CODE',
  INVALID_TWO_FACTOR_COOKIE: 'TWO_FACTOR_EXPIRED',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'TWO_FACTOR_EXPIRED',
  ACCOUNT_TEMPORARILY_LOCKED: 'RATE_LIMITED',
  // Our own limits (auth-hooks.ts).
  RATE_LIMITED: 'RATE_LIMITED',
  SIGN_IN_ACCOUNT_LIMITED: 'SIGN_IN_ACCOUNT_LIMITED',
  SIGN_IN_ADDRESS_LIMITED: 'SIGN_IN_ADDRESS_LIMITED',
};

/** The phone-number plugin's refusals, and our limits on its codes (auth-hooks.ts, phone-codes.ts). */
const codeByPhoneAuthCode: Record<string, AppErrorCode> = {
  INVALID_OTP: 'INVALID_CODE',
  OTP_EXPIRED: 'CODE_EXPIRED',
  OTP_NOT_FOUND: 'CODE_EXPIRED',
  TOO_MANY_ATTEMPTS: 'TOO_MANY_TRIES',
  PHONE_NUMBER_EXIST: 'PHONE_TAKEN',
  INVALID_PHONE_NUMBER: 'INVALID_INPUT',
  PHONE_CODE_NUMBER_LIMITED: 'PHONE_CODE_NUMBER_LIMITED',
  PHONE_CODE_CAP_REACHED: 'PHONE_CODE_CAP_REACHED',
  PHONE_SIGN_IN_NOT_ALLOWED: 'PHONE_SIGN_IN_NOT_ALLOWED',
  TERMS_REQUIRED: 'NO_ACCOUNT_YET',
  PHONE_CHANGE_PASSWORD: 'INVALID_CREDENTIALS',
  RATE_LIMITED: 'RATE_LIMITED',
};

/** What the auth use-cases can throw: every code of the table above (RATE_LIMITED also from their own limits). */
export const authErrors = declareErrors(
  'INVALID_CREDENTIALS',
  'EMAIL_NOT_VERIFIED',
  'EMAIL_TAKEN',
  'INVALID_TOKEN',
  'INVALID_INPUT',
  'PASSWORD_TOO_SHORT_FOR_ADMIN',
  'PASSWORD_TOO_COMMON',
  'INVALID_CODE',
  'TWO_FACTOR_EXPIRED',
  'RATE_LIMITED',
  'SIGN_IN_ACCOUNT_LIMITED',
  'SIGN_IN_ADDRESS_LIMITED',
);

type AuthApiError = { name: 'APIError'; status?: string; body?: { code?: unknown } };

/**
 * better-auth's APIError, recognised by shape: the Next.js bundle may hold more
 * than one copy of the class, so `instanceof` is not reliable.
 */
export function isAuthApiError(error: unknown): error is AuthApiError {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'APIError';
}

/** What the sign-in by code can throw. */
export const phoneAuthErrors = declareErrors(
  'INVALID_INPUT',
  'INVALID_CODE',
  'CODE_EXPIRED',
  'TOO_MANY_TRIES',
  'PHONE_TAKEN',
  'NO_ACCOUNT_YET',
  'INVALID_CREDENTIALS',
  'RATE_LIMITED',
  'PHONE_CODE_NUMBER_LIMITED',
  'PHONE_CODE_CAP_REACHED',
  'PHONE_SIGN_IN_NOT_ALLOWED',
);

/** Turns better-auth's errors into ours; anything unknown is returned as is. */
export function toAppError(error: unknown): unknown {
  return fromAuthCode(error, codeByAuthCode);
}

/** The same for the phone-number plugin's endpoints. */
export function toPhoneAppError(error: unknown): unknown {
  return fromAuthCode(error, codeByPhoneAuthCode);
}

function fromAuthCode(error: unknown, table: Record<string, AppErrorCode>): unknown {
  if (isAuthApiError(error)) {
    const authCode = typeof error.body?.code === 'string' ? error.body.code : '';
    const code = table[authCode];
    if (code) return new AppError(code, authCode);
    if (error.status === 'TOO_MANY_REQUESTS') return new AppError('RATE_LIMITED');
  }
  return error;
}
