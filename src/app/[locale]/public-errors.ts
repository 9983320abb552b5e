import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { type MessageKey, type TranslatedMessageKey, translate } from '@/lib/i18n/messages';
import type { AppErrorCode } from '@/server/errors/app-error';

/**
 * What the public site and the account pages say for each error code, in the
 * visitor's language (messages/{en,as,hi}.json; decision 037). A code that
 * means the same on every form has its message here, once; a code whose
 * message names the form's subject (NOT_FOUND: "This product is no longer
 * available.") has none here, and each form that can receive it says it in
 * `publicErrors([<its use-cases' declared codes>], { NOT_FOUND: … })`, which
 * may also override a message of this map (the account pages' password
 * limits). Checked by the compiler: a form whose use-case declares a code with
 * no message here nor in the form does not compile.
 */
const publicMessages = {
  // better-auth's refusals and our sign-in limits.
  INVALID_CREDENTIALS: 'auth.login.invalidCredentials',
  EMAIL_NOT_VERIFIED: 'auth.login.emailNotVerified',
  EMAIL_TAKEN: 'auth.signup.emailTaken',
  RATE_LIMITED: 'auth.tooManyAttempts',
  SIGN_IN_ACCOUNT_LIMITED: 'auth.tooManyAccountAttempts',
  SIGN_IN_ADDRESS_LIMITED: 'auth.tooManyFailedSignIns',
  INVALID_TOKEN: 'auth.reset.invalidLink',
  INVALID_CODE: 'auth.twoFactor.wrongCode',
  TWO_FACTOR_EXPIRED: 'auth.twoFactor.expired',
  PASSWORD_TOO_SHORT_FOR_ADMIN: 'auth.passwordTooShortForAdmin',
  PASSWORD_TOO_COMMON: 'auth.passwordTooCommon',
  INVALID_INPUT: 'auth.notAccepted',
  // The account pages, whose session may have ended meanwhile.
  UNAUTHENTICATED: 'account.signedOut',
  LAST_OWNER: 'account.privacy.lastAdmin',
  // The sign-in code by SMS, and its limits.
  CODE_EXPIRED: 'auth.phone.codeExpired',
  TOO_MANY_TRIES: 'auth.phone.tooManyTries',
  PHONE_CODE_NUMBER_LIMITED: 'auth.phone.tooManyCodes',
  PHONE_CODE_CAP_REACHED: 'auth.phone.codesPaused',
  PHONE_SIGN_IN_NOT_ALLOWED: 'auth.phone.useYourPassword',
  PHONE_TAKEN: 'auth.phone.numberTaken',
  NO_ACCOUNT_YET: 'auth.phone.noAccountYet',
  // A form's attachment.
  FILE_TOO_LARGE: 'forms.fileTooLarge',
  FILE_NOT_SAVED: 'forms.fileNotSaved',
} satisfies Partial<Record<AppErrorCode, TranslatedMessageKey>>;
type SharedCode = keyof typeof publicMessages;

export type PublicErrorTable = Readonly<Partial<Record<AppErrorCode, MessageKey>>>;

/**
 * The messages of one form: every code its use-cases declare (their `…Errors`
 * lists) must have one, here or in `own`; `own` may also override a message
 * of the map.
 */
export function publicErrors<const Declared extends readonly (readonly AppErrorCode[])[]>(
  _declared: Declared,
  ...own: Exclude<NoInfer<Declared>[number][number], SharedCode> extends never
    ? [own?: Partial<Record<NoInfer<Declared>[number][number], MessageKey>>]
    : [
        own: Record<Exclude<NoInfer<Declared>[number][number], SharedCode>, MessageKey> &
          Partial<Record<NoInfer<Declared>[number][number] & SharedCode, MessageKey>>,
      ]
): PublicErrorTable {
  return own[0] ?? {};
}

/** The SMS code forms (signing in, adding a number, deleting an account by code). */
export const phoneMessages = {
  INVALID_INPUT: 'forms.phoneInvalid',
  INVALID_CODE: 'auth.phone.wrongCode',
  INVALID_CREDENTIALS: 'account.security.wrongPassword',
} as const;

/** An order from a product's form; the cart's says which of its products is gone. */
export const orderMessages = {
  RATE_LIMITED: 'orders.tooMany',
  NOT_FOUND: 'orders.productGone',
  INVALID_INPUT: 'orders.quantityTooLarge',
  CONFLICT: 'orders.formAlreadyUsed',
} as const;

/** The message for `code` in `locale`, the form's own first; undefined for a code none expects (a bug). */
export function publicErrorMessage(
  locale: Locale,
  code: AppErrorCode,
  own: PublicErrorTable,
  values?: Record<string, string | number>,
): string | undefined {
  const key = own[code] ?? (code in publicMessages ? publicMessages[code as SharedCode] : undefined);
  return key === undefined ? undefined : translate(locale, key, values);
}

/** Every code the public site says the same way on every form, for the catalogue test. */
export const SHARED_PUBLIC_MESSAGES: Readonly<Record<string, TranslatedMessageKey>> = publicMessages;
