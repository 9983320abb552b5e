'use server';

import { z } from 'zod';
import type { FormState } from '@/lib/forms/form-state';
import { t } from '@/lib/i18n/messages';
import { ADMIN_ACTIONS } from '@/lib/permissions';
import { requirePermission } from '@/server/auth/viewer';
import { getDb } from '@/server/db';
import { AppError } from '@/server/errors/app-error';
import { revalidatePages } from '@/server/i18n/revalidate-pages';
import { resendMessage } from '@/server/outbox/resend-message';
import { adminFailure, withReason } from './admin-action-results';
import { adminErrors } from './admin-errors';

const messageIdSchema = z.uuid();

/** "Send again" beside a message of an order, a submission or the failed list. */
export async function resendMessageAction(_state: FormState, formData: FormData): Promise<FormState> {
  const id = messageIdSchema.safeParse(formData.get('id'));
  try {
    const actor = await requirePermission(ADMIN_ACTIONS.resendMessageAction);
    if (!id.success) throw new AppError('NOT_FOUND');
    await resendMessage({ db: getDb(), actor, id: id.data });
    revalidatePages('/admin');
    return { status: 'success', message: t('admin.messages.resent') };
  } catch (error) {
    return adminFailure(error, adminErrors.resendMessage, { failed: withReason('admin.messages.resendFailed') });
  }
}
