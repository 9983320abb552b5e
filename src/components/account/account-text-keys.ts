/** The texts each account form shows (see lib/i18n/texts.ts): looked up on the server, in the page's language. */
export const CHANGE_PASSWORD_TEXT_KEYS = [
  'account.security.adminPasswordRule',
  'account.security.changePassword',
  'account.security.changingPassword',
  'account.security.confirmNewPassword',
  'account.security.currentPassword',
  'account.security.newPassword',
] as const;

export const DELETE_ACCOUNT_TEXT_KEYS = [
  'account.privacy.confirmLabel',
  'account.privacy.delete',
  'account.privacy.deleting',
  'account.privacy.password',
  'auth.phone.code',
  'auth.phone.sendingCode',
] as const;

export const TWO_FACTOR_ENROLMENT_TEXT_KEYS = [
  'account.security.backupIntro',
  'account.security.confirm',
  'account.security.confirmPassword',
  'account.security.confirming',
  'account.security.openInApp',
  'account.security.scanIntro',
  'account.security.secretLabel',
  'account.security.start',
  'account.security.starting',
  'auth.twoFactor.code',
] as const;
