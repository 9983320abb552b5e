import { z } from 'zod';
import { t } from '../i18n/messages';

/** Shared by the auth forms (browser) and their actions (server). */

const email = z
  .string({ message: t('auth.emailRequired') })
  .trim()
  .min(1, t('auth.emailRequired'))
  .max(254, t('auth.emailTooLong'))
  .pipe(z.email(t('auth.emailInvalid')))
  .transform((value) => value.toLowerCase());

const password = z
  .string({ message: t('auth.passwordRequired') })
  .min(1, t('auth.passwordRequired'))
  .max(128, t('auth.passwordTooLong'));

const newPassword = password.pipe(z.string().min(6, t('auth.passwordTooShort')));

type PasswordPair = { password: string; confirmPassword: string };
const passwordsMatch = (values: PasswordPair) => values.password === values.confirmPassword;
/** Checked even while other fields are still wrong, so every message shows at once. */
const confirmIssue = {
  message: t('auth.passwordsDoNotMatch'),
  path: ['confirmPassword'],
  when: (payload: { value: unknown }) => {
    const value = payload.value as Partial<Record<keyof PasswordPair, unknown>>;
    return typeof value?.password === 'string' && typeof value?.confirmPassword === 'string';
  },
};

export const redirectToField = z.string().max(2000).optional().catch(undefined);

export const loginSchema = z.object({
  email,
  password,
  redirectTo: redirectToField,
});

export const signupSchema = z
  .object({
    email,
    password: newPassword,
    confirmPassword: z.string({ message: t('auth.passwordsDoNotMatch') }),
    terms: z.literal('on', { message: t('auth.signup.termsRequired') }),
    redirectTo: redirectToField,
  })
  .refine(passwordsMatch, confirmIssue);

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z
  .object({
    token: z.string().min(1).max(500),
    password: newPassword,
    confirmPassword: z.string({ message: t('auth.passwordsDoNotMatch') }),
  })
  .refine(passwordsMatch, confirmIssue);

export const twoFactorCodeSchema = z.object({
  code: z
    .string({ message: t('auth.twoFactor.codeInvalid') })
    .trim()
    .regex(/^\d{6}$/, t('auth.twoFactor.codeInvalid')),
  redirectTo: redirectToField,
});

export const enableTwoFactorSchema = z.object({ password });

export type LoginInput = z.infer<typeof loginSchema>;
export type SignupInput = z.infer<typeof signupSchema>;
