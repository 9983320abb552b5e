'use server';

import { redirect } from 'next/navigation';
import { type FormState, formDataObject, typedValues } from '@/lib/forms/form-state';
import { t } from '@/lib/i18n/messages';
import { ADMIN_ACTIONS } from '@/lib/permissions';
import { chatEntryFormSchema } from '@/lib/schemas/chat-entry-form';
import { recordIdSchema } from '@/lib/schemas/people';
import { translatedFields } from '@/lib/schemas/translation-fields';
import { requirePermission } from '@/server/auth/viewer';
import { deleteChatEntry, dismissUnansweredQuestion, saveChatEntry } from '@/server/chat/save-chat-entry';
import { getDb } from '@/server/db';
import { AppError } from '@/server/errors/app-error';
import { flashToast } from '@/server/toast/flash-toast';
import { invalid } from '../action-results';
import { adminFailure, withReason } from './admin-action-results';
import { adminErrors } from './admin-errors';
import { backToList } from './back-url';

const CHAT_LIST = '/admin?tab=chat';

const idFrom = (formData: FormData) => {
  const parsed = recordIdSchema.safeParse(formData.get('id'));
  return parsed.success ? parsed.data : undefined;
};

/** Adds a question and answer, or changes one (the edit dialog). */
export async function saveChatEntryAction(_state: FormState, formData: FormData): Promise<FormState> {
  const values = typedValues(formData, ['question', 'answer', ...translatedFields(['question', 'answer'])]);
  const id = idFrom(formData);
  try {
    const actor = await requirePermission(ADMIN_ACTIONS.saveChatEntryAction);
    const parsed = chatEntryFormSchema.safeParse(formDataObject(formData));
    if (!parsed.success) return invalid(parsed.error, values);
    const { translations, ...input } = parsed.data;
    await saveChatEntry({ db: getDb(), actor, id, input, translations });
  } catch (error) {
    return adminFailure(error, adminErrors.saveChatEntry, {
      failed: withReason('admin.chat.saveFailed'),
      values,
    });
  }
  await flashToast('success', t(id ? 'admin.chat.updated' : 'admin.chat.added'));
  redirect(backToList(formData, { tab: 'chat' }));
}

export async function deleteChatEntryAction(_state: FormState, formData: FormData): Promise<FormState> {
  try {
    const actor = await requirePermission(ADMIN_ACTIONS.deleteChatEntryAction);
    const id = idFrom(formData);
    if (id === undefined) throw new AppError('NOT_FOUND');
    await deleteChatEntry({ db: getDb(), actor, id });
  } catch (error) {
    return adminFailure(error, adminErrors.deleteChatEntry, {
      failed: withReason('admin.chat.deleteFailed'),
    });
  }
  await flashToast('success', t('admin.chat.deleted'));
  redirect(backToList(formData, { tab: 'chat' }));
}

/** Takes a question off the unanswered list without answering it. */
export async function dismissUnansweredAction(_state: FormState, formData: FormData): Promise<FormState> {
  try {
    const actor = await requirePermission(ADMIN_ACTIONS.dismissUnansweredAction);
    await dismissUnansweredQuestion({
      db: getDb(),
      actor,
      question: String(formData.get('question') ?? '').slice(0, 500),
    });
  } catch (error) {
    return adminFailure(error, adminErrors.dismissUnansweredQuestion, {
      failed: withReason('admin.chat.dismissFailed'),
    });
  }
  await flashToast('success', t('admin.chat.dismissed'));
  redirect(CHAT_LIST);
}
