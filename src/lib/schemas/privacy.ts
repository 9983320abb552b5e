import { z } from 'zod';
import { t } from '../i18n/messages';
import { PASSWORD_MAX_LENGTH } from './auth';

/** The word typed to confirm an account deletion (in capitals, so it is not typed by accident). */
export const DELETE_CONFIRMATION_WORD = 'DELETE';

/** Shared by the delete form (browser) and its action (server). */
export const deleteAccountSchema = z.object({
  password: z
    .string({ message: t('auth.passwordRequired') })
    .min(1, t('auth.passwordRequired'))
    .max(PASSWORD_MAX_LENGTH, t('auth.passwordTooLong')),
  confirmation: z
    .string({ message: t('account.privacy.confirmMismatch') })
    .trim()
    .refine((value) => value === DELETE_CONFIRMATION_WORD, t('account.privacy.confirmMismatch')),
});
