/** The texts each auth form shows (see lib/i18n/texts.ts): looked up on the server, in the page's language. */
export const LOGIN_TEXT_KEYS = [
  'auth.login.emailOrPhone',
  'auth.password',
  'auth.login.submit',
  'auth.login.submitting',
  'auth.login.forgotPassword',
  'auth.login.noAccount',
  'auth.login.signUpLink',
  'auth.backHome',
] as const;

export const SIGNUP_TEXT_KEYS = [
  'auth.email',
  'auth.password',
  'auth.confirmPassword',
  'auth.signup.termsPrefix',
  'auth.signup.termsLink',
  'auth.signup.termsAnd',
  'auth.signup.privacyLink',
  'auth.signup.submit',
  'auth.signup.submitting',
  'auth.signup.haveAccount',
  'auth.signup.logInLink',
  'auth.backHome',
] as const;

export const FORGOT_TEXT_KEYS = [
  'auth.email',
  'auth.forgot.submit',
  'auth.forgot.submitting',
  'auth.forgot.backToLogin',
] as const;

export const RESET_TEXT_KEYS = [
  'auth.newPassword',
  'auth.confirmPassword',
  'auth.reset.submit',
  'auth.reset.submitting',
] as const;

export const TWO_FACTOR_TEXT_KEYS = [
  'auth.twoFactor.code',
  'auth.twoFactor.submit',
  'auth.twoFactor.submitting',
] as const;

export const PHONE_TEXT_KEYS = [
  'auth.phone.phone',
  'auth.phone.phoneHint',
  'auth.phone.name',
  'auth.phone.sendCode',
  'auth.phone.sendingCode',
  'auth.phone.code',
  'auth.phone.verify',
  'auth.phone.verifying',
  'auth.phone.createAccount',
  'auth.phone.otherNumber',
  'auth.phone.emailLogin',
  'auth.phone.signupLink',
  'auth.signup.termsPrefix',
  'auth.signup.termsLink',
  'auth.signup.termsAnd',
  'auth.signup.privacyLink',
  'auth.backHome',
  'account.phone.verify',
  'account.phone.verifying',
  'account.phone.password',
] as const;

/** A staff invitation's page: English, as the back office. */
export const INVITATION_TEXT_KEYS = [
  'admin.invitation.name',
  'admin.invitation.password',
  'admin.invitation.confirmPassword',
  'admin.invitation.submit',
  'admin.invitation.submitting',
  'auth.signup.termsPrefix',
  'auth.signup.termsLink',
  'auth.signup.termsAnd',
  'auth.signup.privacyLink',
] as const;
