import type { MessageKey } from './messages';

/**
 * Every message the public forms' shared schemas can give (their `msg()` keys).
 * The server sends their texts, in the page's language, with each form, so the
 * browser's checks speak it too without the catalogue. tests/unit/form-errors
 * fails when a schema uses a key missing here.
 */
export const FORM_ERROR_KEYS = [
  'account.privacy.confirmMismatch',
  'account.security.samePassword',
  'auth.emailInvalid',
  'auth.emailRequired',
  'auth.emailTooLong',
  'auth.passwordRequired',
  'auth.passwordTooLong',
  'auth.passwordTooShort',
  'auth.passwordTooShortForAdmin',
  'auth.passwordsDoNotMatch',
  'auth.signup.termsRequired',
  'auth.phone.codeInvalid',
  'auth.twoFactor.codeInvalid',
  'auth.twoFactor.signInCodeInvalid',
  'forms.dateInvalid',
  'forms.datePast',
  'forms.emailInvalid',
  'forms.fileEmpty',
  'forms.fileTooLarge',
  'forms.phoneInvalid',
  'forms.required',
  'forms.tooLong',
  'orders.addressRequired',
  'orders.cartEmpty',
  'orders.cartTooLarge',
  'orders.gstinInvalid',
  'orders.nameRequired',
  'submissions.contact.descriptionRequired',
  'submissions.contact.fileType',
  'submissions.contact.questionRequired',
  'submissions.join.areaRequired',
  'submissions.join.districtRequired',
  'submissions.join.fileType',
  'submissions.join.fullNameRequired',
  'submissions.join.stateRequired',
  'submissions.tenant.nameRequired',
  'submissions.tenant.urlInvalid',
] as const satisfies readonly MessageKey[];

/** The texts of those messages, by key, in one language. */
export type FormErrorTexts = Record<string, string>;
