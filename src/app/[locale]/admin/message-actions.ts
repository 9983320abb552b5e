'use server';

import type { FormState } from '@/lib/forms/form-state';
import { resendMessage, resendMessageErrors } from '@/server/outbox/resend-message';
import { readTextingSite } from '@/server/sms/texting-site';
import { adminAction } from './admin-action';
import { adminErrors } from './admin-errors';

/** "Send again" beside a message of an order, a submission or the failed list. */
export async function resendMessageAction(_state: FormState, formData: FormData): Promise<FormState> {
  return adminAction(formData, {
    errors: adminErrors([resendMessageErrors], {
      NOT_FOUND: 'admin.messages.notFound',
      RATE_LIMITED: 'admin.messages.resendLimited',
    }),
    failed: 'admin.messages.resendFailed',
    // The use-case checks the id, after the permission.
    run: async ({ actor, services: { db } }) => {
      await resendMessage({ db, site: await readTextingSite('en'), actor, id: String(formData.get('id') ?? '') });
    },
    refresh: 'messages',
    success: 'admin.messages.resent',
  });
}
