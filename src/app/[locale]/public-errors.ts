import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { type MessageKey, translate } from '@/lib/i18n/messages';
import { acceptInvitationErrors } from '@/server/auth/accept-invitation';
import type { authErrors } from '@/server/auth/auth-errors';
import { changePasswordErrors } from '@/server/auth/change-password';
import {
  consumePhoneCodeErrors,
  sendPhoneCodeErrors,
  signInWithPhoneCodeErrors,
  verifyAccountPhoneErrors,
} from '@/server/auth/phone-sign-in';
import { requestPasswordResetErrors } from '@/server/auth/request-password-reset';
import { resetPasswordErrors } from '@/server/auth/reset-password';
import { signInErrors } from '@/server/auth/sign-in';
import { signUpErrors } from '@/server/auth/sign-up';
import {
  startTwoFactorEnrolmentErrors,
  verifyBackupCodeErrors,
  verifyTwoFactorCodeErrors,
} from '@/server/auth/two-factor';
import { requireUserErrors } from '@/server/auth/viewer';
import type { AppErrorCode } from '@/server/errors/app-error';
import { placeOrderErrors } from '@/server/orders/place-order';
import { deleteAccountErrors } from '@/server/privacy/delete-account';
import { submitContactErrors } from '@/server/submissions/submit-contact';
import { submitJobApplicationErrors } from '@/server/submissions/submit-job-application';
import { submitTenantDownErrors } from '@/server/submissions/submit-tenant-down';

/**
 * The one map from error code to message of the public site and the account
 * pages, in the visitor's language (messages/{en,as,hi}.json). Each form has
 * a table typed by the codes its use-cases declare: a declared code without a
 * message does not compile. tests/unit/action-error-messages.test.ts reads from
 * the source which codes each action can receive and checks each has its own
 * message here.
 */

export type PublicErrorTable = Readonly<Partial<Record<AppErrorCode, MessageKey>>>;

function messagesFor<const Declared extends readonly (readonly AppErrorCode[])[]>(
  _declared: Declared,
  messages: Record<NoInfer<Declared>[number][number], MessageKey>,
): PublicErrorTable {
  return messages;
}

/** What better-auth's refusals and our sign-in limits say on every auth form. */
const auth = {
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
} as const satisfies Record<(typeof authErrors)[number], MessageKey>;

/** The sign-in code by SMS, and its limits. */
const phone = {
  INVALID_INPUT: 'forms.phoneInvalid',
  INVALID_CODE: 'auth.phone.wrongCode',
  CODE_EXPIRED: 'auth.phone.codeExpired',
  TOO_MANY_TRIES: 'auth.phone.tooManyTries',
  RATE_LIMITED: 'auth.tooManyAttempts',
  PHONE_CODE_NUMBER_LIMITED: 'auth.phone.tooManyCodes',
  PHONE_CODE_CAP_REACHED: 'auth.phone.codesPaused',
  PHONE_SIGN_IN_NOT_ALLOWED: 'auth.phone.useYourPassword',
  PHONE_TAKEN: 'auth.phone.numberTaken',
  NO_ACCOUNT_YET: 'auth.phone.noAccountYet',
  INVALID_CREDENTIALS: 'account.security.wrongPassword',
  UNAUTHENTICATED: 'account.signedOut',
} as const;

/** The account pages, whose session may have ended meanwhile. */
const signedIn = { ...auth, UNAUTHENTICATED: 'account.signedOut' } as const;

/** The attachment of the contact and job forms; the file's own type message is the form's. */
const attachment = {
  FILE_TOO_LARGE: 'forms.fileTooLarge',
  FILE_NOT_SAVED: 'forms.fileNotSaved',
} as const;

/** An order from a product's form; the cart's says which of its products is gone. */
const order = {
  RATE_LIMITED: 'orders.tooMany',
  NOT_FOUND: 'orders.productGone',
  INVALID_INPUT: 'orders.quantityTooLarge',
  CONFLICT: 'orders.formAlreadyUsed',
} as const;

/** The message of every public form (the keys name the forms, not the use-cases: one use-case may serve two). */
export const publicErrors = {
  login: messagesFor([signInErrors], auth),
  phoneSignIn: messagesFor([sendPhoneCodeErrors, signInWithPhoneCodeErrors], phone),
  accountPhone: messagesFor([sendPhoneCodeErrors, verifyAccountPhoneErrors], phone),
  twoFactorSignIn: messagesFor([verifyTwoFactorCodeErrors, verifyBackupCodeErrors], auth),
  signup: messagesFor([signUpErrors], auth),
  forgotPassword: messagesFor([requestPasswordResetErrors], auth),
  resetPassword: messagesFor([resetPasswordErrors], auth),
  /** English, as the back office the invitation opens. */
  acceptInvitation: messagesFor([acceptInvitationErrors], { ...auth, NOT_FOUND: 'admin.invitation.invalid' }),
  startTwoFactor: messagesFor([requireUserErrors, startTwoFactorEnrolmentErrors], {
    ...signedIn,
    INVALID_CREDENTIALS: 'account.security.wrongPassword',
    RATE_LIMITED: 'account.security.tooManyPasswordAttempts',
  }),
  confirmTwoFactor: messagesFor([requireUserErrors, verifyTwoFactorCodeErrors], signedIn),
  changePassword: messagesFor([requireUserErrors, changePasswordErrors], {
    ...signedIn,
    INVALID_CREDENTIALS: 'account.security.wrongCurrentPassword',
    RATE_LIMITED: 'account.security.tooManyPasswordAttempts',
  }),
  deleteAccount: messagesFor([requireUserErrors, deleteAccountErrors, sendPhoneCodeErrors, consumePhoneCodeErrors], {
    ...phone,
    UNAUTHENTICATED: 'account.signedOut',
    RATE_LIMITED: 'account.privacy.tooManyAttempts',
    INVALID_CREDENTIALS: 'account.privacy.wrongPassword',
    NOT_FOUND: 'account.privacy.alreadyDeleted',
    LAST_OWNER: 'account.privacy.lastAdmin',
  }),
  contact: messagesFor([submitContactErrors], {
    UNAUTHENTICATED: 'forms.signInFirst',
    RATE_LIMITED: 'forms.tooMany',
    UNSUPPORTED_FILE: 'submissions.contact.fileType',
    ...attachment,
  }),
  join: messagesFor([submitJobApplicationErrors], {
    UNAUTHENTICATED: 'forms.signInFirst',
    RATE_LIMITED: 'forms.tooMany',
    UNSUPPORTED_FILE: 'submissions.join.fileType',
    ...attachment,
  }),
  /** No file field, but the shared submission path reads one when a form has it. */
  tenant: messagesFor([submitTenantDownErrors, ['FILE_TOO_LARGE']], {
    RATE_LIMITED: 'forms.tooMany',
    FILE_TOO_LARGE: 'forms.fileTooLarge',
  }),
  /** The reasons in "Error submitting order: {message}". */
  order: messagesFor([placeOrderErrors], order),
  cartOrder: messagesFor([placeOrderErrors], { ...order, NOT_FOUND: 'orders.cartProductGone' }),
} satisfies Record<string, PublicErrorTable>;

/** The message for `code` under `table` in `locale`; undefined for a code it does not expect (a bug). */
export function publicErrorMessage(
  locale: Locale,
  code: AppErrorCode,
  table: PublicErrorTable,
  values?: Record<string, string | number>,
): string | undefined {
  const key = table[code];
  return key === undefined ? undefined : translate(locale, key, values);
}
