import { z } from 'zod';
import { isPlaceholderEmail } from '../account-email';
import { EMAIL_MAX_LENGTH } from '../forms/field-lengths';
import { msg } from '../i18n/message-token';
import { indianPhone } from './fields';

/** Shared by the auth forms (browser) and their actions (server). */

/**
 * The password lengths (spec: 6 for visitors; the issue: 12 for admins). The
 * server also refuses common passwords (src/server/auth/password-rules.ts); that
 * list stays on the server, so forms only check the visitor's minimum.
 */
export const PASSWORD_MIN_LENGTH = { visitor: 6, admin: 12 } as const;
export const PASSWORD_MAX_LENGTH = 128;

const email = z
  .string({ message: msg('auth.emailRequired') })
  .trim()
  .min(1, msg('auth.emailRequired'))
  .max(EMAIL_MAX_LENGTH, msg('auth.emailTooLong'))
  .pipe(z.email(msg('auth.emailInvalid')))
  .refine((value) => !isPlaceholderEmail(value), msg('auth.emailInvalid'))
  .transform((value) => value.toLowerCase());

const password = z
  .string({ message: msg('auth.passwordRequired') })
  .min(1, msg('auth.passwordRequired'))
  .max(PASSWORD_MAX_LENGTH, msg('auth.passwordTooLong'));

const newPassword = password.pipe(z.string().min(PASSWORD_MIN_LENGTH.visitor, msg('auth.passwordTooShort')));

type PasswordPair = { password: string; confirmPassword: string };
const passwordsMatch = (values: PasswordPair) => values.password === values.confirmPassword;
/** Checked even while other fields are still wrong, so every message shows at once. */
const confirmIssue = {
  message: msg('auth.passwordsDoNotMatch'),
  path: ['confirmPassword'],
  when: (payload: { value: unknown }) => {
    const value = payload.value as Partial<Record<keyof PasswordPair, unknown>>;
    return typeof value?.password === 'string' && typeof value?.confirmPassword === 'string';
  },
};

export const redirectToField = z.string().max(2000).optional().catch(undefined);

/**
 * The login's first field: an e-mail address, or the mobile number of an account
 * that signs in with a password (staff invited by SMS). Posted as `email`.
 */
const emailOrPhone = z
  .string({ message: msg('auth.emailRequired') })
  .trim()
  .min(1, msg('auth.emailRequired'))
  .max(EMAIL_MAX_LENGTH, msg('auth.emailTooLong'))
  .transform((value, context) => {
    const result = /^[+\d][\d\s-]*$/.test(value) ? indianPhone.safeParse(value) : email.safeParse(value);
    if (result.success) return result.data;
    context.addIssue({ code: 'custom', message: result.error.issues[0]?.message ?? msg('auth.emailInvalid') });
    return z.NEVER;
  });

export const loginSchema = z.object({
  email: emailOrPhone,
  password,
  redirectTo: redirectToField,
});

export const signupSchema = z
  .object({
    email,
    password: newPassword,
    confirmPassword: z.string({ message: msg('auth.passwordsDoNotMatch') }),
    terms: z.literal('on', { message: msg('auth.signup.termsRequired') }),
    redirectTo: redirectToField,
  })
  .refine(passwordsMatch, confirmIssue);

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z
  .object({
    token: z.string().min(1).max(500),
    password: newPassword,
    confirmPassword: z.string({ message: msg('auth.passwordsDoNotMatch') }),
  })
  .refine(passwordsMatch, confirmIssue);

/**
 * A staff invitation's page: the person's name and the password they choose
 * (the staff rule's length; the server also refuses common ones), and the terms.
 */
export const acceptInvitationSchema = z
  .object({
    token: z.string().min(1).max(100),
    name: z
      .string({ message: msg('forms.required') })
      .trim()
      .min(1, msg('forms.required'))
      .max(100, msg('forms.tooLong', { max: 100 })),
    password: password.pipe(z.string().min(PASSWORD_MIN_LENGTH.admin, msg('auth.passwordTooShortForAdmin'))),
    confirmPassword: z.string({ message: msg('auth.passwordsDoNotMatch') }),
    terms: z.literal('on', { message: msg('auth.signup.termsRequired') }),
  })
  .refine(passwordsMatch, confirmIssue);

/** Account security: the current password, and a new one typed twice that differs from it. */
export const changePasswordSchema = z
  .object({
    currentPassword: password,
    newPassword,
    confirmPassword: z.string({ message: msg('auth.passwordsDoNotMatch') }),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: msg('auth.passwordsDoNotMatch'),
    path: ['confirmPassword'],
    when: (payload) => {
      const value = payload.value as Record<string, unknown>;
      return typeof value?.newPassword === 'string' && typeof value?.confirmPassword === 'string';
    },
  })
  .refine((values) => values.newPassword !== values.currentPassword, {
    message: msg('account.security.samePassword'),
    path: ['newPassword'],
    when: (payload) => {
      const value = payload.value as Record<string, unknown>;
      return typeof value?.newPassword === 'string' && typeof value?.currentPassword === 'string';
    },
  });

export const twoFactorCodeSchema = z.object({
  code: z
    .string({ message: msg('auth.twoFactor.codeInvalid') })
    .trim()
    .regex(/^\d{6}$/, msg('auth.twoFactor.codeInvalid')),
  redirectTo: redirectToField,
});

/** Backup codes as better-auth's two-factor plugin makes them: `abcde-12345`, letters and digits. */
export const BACKUP_CODE_PATTERN = /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/;
const TOTP_CODE_PATTERN = /^\d{6}$/;

/** At sign-in, the code from the app or one of the backup codes shown at enrolment. */
export const twoFactorSignInSchema = z.object({
  code: z
    .string({ message: msg('auth.twoFactor.signInCodeInvalid') })
    .trim()
    .refine((code) => TOTP_CODE_PATTERN.test(code) || BACKUP_CODE_PATTERN.test(code), {
      message: msg('auth.twoFactor.signInCodeInvalid'),
    }),
  redirectTo: redirectToField,
});

export const enableTwoFactorSchema = z.object({ password });

export type LoginInput = z.infer<typeof loginSchema>;
export type SignupInput = z.infer<typeof signupSchema>;

/**
 * Sign-in with a mobile number, in two steps: the number (and, to make an
 * account, a name and the terms), then the 6-digit code sent to it. `step`
 * says which one a post is; `newAccount` marks the sign-up form, whose terms
 * must be accepted (a new number can only become an account that way).
 */
const phoneStep = z.object({
  phone: indianPhone,
  name: z.string().trim().max(100, msg('forms.tooLong')).optional(),
  newAccount: z.literal('1').optional().catch(undefined),
  terms: z.string().optional(),
  /** On the account page: the account's password, to add or change its number. */
  currentPassword: z.string().max(PASSWORD_MAX_LENGTH, msg('auth.passwordTooLong')).optional(),
  redirectTo: redirectToField,
});

export const phoneSignInSchema = z
  .discriminatedUnion('step', [
    phoneStep.extend({ step: z.literal('send') }),
    phoneStep.extend({
      step: z.literal('check'),
      code: z
        .string({ message: msg('auth.phone.codeInvalid') })
        .trim()
        .regex(/^\d{6}$/, msg('auth.phone.codeInvalid')),
    }),
  ])
  .superRefine((value, context) => {
    if (value.newAccount === '1' && value.terms !== 'on') {
      context.addIssue({ code: 'custom', path: ['terms'], message: msg('auth.signup.termsRequired') });
    }
  });
export type PhoneSignInInput = z.infer<typeof phoneSignInSchema>;
