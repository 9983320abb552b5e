import { z } from 'zod';
import { msg } from '../i18n/message-token';
import { PASSWORD_MAX_LENGTH } from './auth';

/** The word typed to confirm an account deletion (in capitals, so it is not typed by accident). */
export const DELETE_CONFIRMATION_WORD = 'DELETE';

/** Shared by the delete form (browser) and its action (server). */
export const deleteAccountSchema = z.object({
  password: z
    .string({ message: msg('auth.passwordRequired') })
    .min(1, msg('auth.passwordRequired'))
    .max(PASSWORD_MAX_LENGTH, msg('auth.passwordTooLong')),
  confirmation: z
    .string({ message: msg('account.privacy.confirmMismatch') })
    .trim()
    .refine((value) => value === DELETE_CONFIRMATION_WORD, msg('account.privacy.confirmMismatch')),
});
