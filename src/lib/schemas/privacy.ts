import { z } from 'zod';
import { msg } from '../i18n/message-token';
import { PASSWORD_MAX_LENGTH } from './auth';

/** The word typed to confirm an account deletion (in capitals, so it is not typed by accident). */
export const DELETE_CONFIRMATION_WORD = 'DELETE';

const confirmation = z
  .string({ message: msg('account.privacy.confirmMismatch') })
  .trim()
  .refine((value) => value === DELETE_CONFIRMATION_WORD, msg('account.privacy.confirmMismatch'));

/**
 * Shared by the delete form (browser) and its action (server). `method`: the
 * password, or for an account made with a mobile number (it has none) a code
 * sent to its number (`send-code` first, then `code`).
 */
export const deleteAccountSchema = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('password'),
    password: z
      .string({ message: msg('auth.passwordRequired') })
      .min(1, msg('auth.passwordRequired'))
      .max(PASSWORD_MAX_LENGTH, msg('auth.passwordTooLong')),
    confirmation,
  }),
  z.object({ method: z.literal('send-code') }),
  z.object({
    method: z.literal('code'),
    code: z
      .string({ message: msg('auth.phone.codeInvalid') })
      .trim()
      .regex(/^\d{6}$/, msg('auth.phone.codeInvalid')),
    confirmation,
  }),
]);
