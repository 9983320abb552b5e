/**
 * Expected failures of use-cases carry a code; transport (actions, routes) turns
 * the code into a status or a message. Anything else is a bug and is logged.
 */
export type AppErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'TWO_FACTOR_REQUIRED'
  | 'NOT_FOUND'
  /** A record the input points at is gone (not the record being changed): each has its own code, so its own message. */
  | 'BLOG_CATEGORY_NOT_FOUND'
  | 'SUB_CATEGORY_NOT_FOUND'
  | 'PARENT_CATEGORY_NOT_FOUND'
  | 'INVALID_INPUT'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'SIGN_IN_ACCOUNT_LIMITED'
  | 'SIGN_IN_ADDRESS_LIMITED'
  | 'UNSUPPORTED_FILE'
  | 'FILE_TOO_LARGE'
  | 'FILE_NOT_SAVED'
  | 'INVALID_CREDENTIALS'
  | 'EMAIL_NOT_VERIFIED'
  | 'EMAIL_TAKEN'
  | 'INVALID_TOKEN'
  | 'INVALID_CODE'
  | 'TWO_FACTOR_EXPIRED'
  | 'PASSWORD_TOO_SHORT_FOR_ADMIN'
  | 'PASSWORD_TOO_COMMON'
  | 'PASSWORD_CHANGE_REQUIRED'
  /** Staff roles (issue 24): the back office must keep an owner (its last owner can neither lose the role nor delete the account). */
  | 'LAST_OWNER'
  /** Sign-in codes by SMS (issue 22): the number's limit, the site's day (past an address's or range's, a request is answered as sent: decision 035). */
  | 'PHONE_CODE_NUMBER_LIMITED'
  | 'PHONE_CODE_CAP_REACHED'
  | 'CODE_EXPIRED'
  | 'TOO_MANY_TRIES'
  | 'PHONE_TAKEN'
  | 'PHONE_SIGN_IN_NOT_ALLOWED'
  /** A right code for a number no account has, from the sign-in form (making one needs the terms). */
  | 'NO_ACCOUNT_YET'
  /** Bills (issue 35): what a bill needs and the office has not entered yet. */
  | 'BILLING_NOT_SET_UP'
  | 'PLACE_OF_SUPPLY_MISSING'
  | 'TAX_FACTS_MISSING'
  /** Payments (issue 35): an order that owes nothing (not confirmed, or its bill credited) takes no payment. */
  | 'PAYMENT_NOT_EXPECTED'
  /** More than is left to pay ({ balance }): a typo's extra zero, or a payment recorded twice. */
  | 'MORE_THAN_BALANCE'
  /** That UTR, bank reference or cheque is on a payment already ({ order }). */
  | 'REFERENCE_RECORDED'
  /** A payment dated before its order was placed. */
  | 'PAID_BEFORE_ORDER'
  /** The tracking page's "I have paid" form: enough references wait for the office already. */
  | 'TOO_MANY_REPORTS'
  /** The payment gateway did not make the link (down, refused our request). */
  | 'GATEWAY_FAILED'
  /** A webhook whose signature is not the gateway's. */
  | 'INVALID_SIGNATURE';

const statusByCode: Record<AppErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  TWO_FACTOR_REQUIRED: 403,
  NOT_FOUND: 404,
  BLOG_CATEGORY_NOT_FOUND: 422,
  SUB_CATEGORY_NOT_FOUND: 422,
  PARENT_CATEGORY_NOT_FOUND: 422,
  INVALID_INPUT: 400,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  // Too many wrong passwords from this address, for this account (15 minutes) or for any (an hour).
  SIGN_IN_ACCOUNT_LIMITED: 429,
  SIGN_IN_ADDRESS_LIMITED: 429,
  UNSUPPORTED_FILE: 415,
  FILE_TOO_LARGE: 413,
  // The storage refused the write (disk full, folder not writable, bucket down).
  FILE_NOT_SAVED: 503,
  INVALID_CREDENTIALS: 401,
  EMAIL_NOT_VERIFIED: 403,
  EMAIL_TAKEN: 409,
  INVALID_TOKEN: 400,
  INVALID_CODE: 400,
  TWO_FACTOR_EXPIRED: 401,
  PASSWORD_TOO_SHORT_FOR_ADMIN: 400,
  PASSWORD_TOO_COMMON: 400,
  PASSWORD_CHANGE_REQUIRED: 403,
  LAST_OWNER: 409,
  PHONE_CODE_NUMBER_LIMITED: 429,
  PHONE_CODE_CAP_REACHED: 503,
  CODE_EXPIRED: 400,
  TOO_MANY_TRIES: 403,
  PHONE_TAKEN: 409,
  PHONE_SIGN_IN_NOT_ALLOWED: 403,
  NO_ACCOUNT_YET: 404,
  BILLING_NOT_SET_UP: 422,
  PLACE_OF_SUPPLY_MISSING: 422,
  TAX_FACTS_MISSING: 422,
  PAYMENT_NOT_EXPECTED: 409,
  MORE_THAN_BALANCE: 422,
  REFERENCE_RECORDED: 409,
  PAID_BEFORE_ORDER: 422,
  TOO_MANY_REPORTS: 429,
  GATEWAY_FAILED: 502,
  INVALID_SIGNATURE: 401,
};

/** Every code, for the checks that go through them all. */
export const APP_ERROR_CODES = Object.keys(statusByCode) as AppErrorCode[];

/**
 * What a use-case declares next to itself: every code it can throw, including
 * those of what it calls (`export const saveBlogPostErrors = declareErrors(…)`).
 * An action hands its use-case's list to adminErrors() / publicErrors(), which
 * do not compile unless each code has a message (decision 037).
 */
export function declareErrors<const Codes extends readonly AppErrorCode[]>(...codes: Codes): Codes {
  return codes;
}

export class AppError extends Error {
  readonly code: AppErrorCode;
  /** What the message names, such as the products without tax details ({ products: "Rohu, Catla" }). */
  readonly details: Readonly<Record<string, string>>;

  /** `cause`: the underlying failure, for the logs (never shown to a visitor). */
  constructor(
    code: AppErrorCode,
    message: string = code,
    options?: { cause?: unknown; details?: Record<string, string> },
  ) {
    super(message, options);
    this.name = 'AppError';
    this.code = code;
    this.details = options?.details ?? {};
  }

  get status(): number {
    return statusByCode[this.code];
  }
}

export function isAppError(error: unknown, code?: AppErrorCode): error is AppError {
  return error instanceof AppError && (code === undefined || error.code === code);
}
