'use server';

import { z } from 'zod';
import type { FormState } from '@/lib/forms/form-state';
import { resendMessage, resendMessageErrors } from '@/server/outbox/resend-message';
import { readTextingSite } from '@/server/sms/texting-site';
import { adminAction } from '../admin-action';
import { adminErrors } from '../admin-errors';

/** The message's id as sent: the use-case checks it is a message's, after the permission. */
const resendSchema = z.object({ id: z.string().catch('') });

/** "Send again" beside a message of an order, a submission or the failed list. */
export async function resendMessageAction(_state: FormState, formData: FormData): Promise<FormState> {
  return adminAction(formData, {
    schema: resendSchema,
    errors: adminErrors([resendMessageErrors], {
      NOT_FOUND: 'admin.messages.notFound',
      RATE_LIMITED: 'admin.messages.resendLimited',
    }),
    failed: 'admin.messages.resendFailed',
    run: async ({ actor, services: { db }, input }) => {
      await resendMessage({ db, site: await readTextingSite('en'), actor, id: input.id });
    },
    refresh: 'messages',
    success: 'admin.messages.resent',
  });
}
