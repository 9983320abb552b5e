'use server';

import type { FormState } from '@/lib/forms/form-state';
import { translatedFields } from '@/lib/i18n/translated-field-names';
import { chatEntryFormSchema, unansweredQuestionSchema } from '@/lib/schemas/chat-entry-form';
import { deleteChatEntry, deleteChatEntryErrors } from '@/server/chat/delete-chat-entry';
import { dismissUnansweredQuestion, dismissUnansweredQuestionErrors } from '@/server/chat/dismiss-unanswered-question';
import { saveChatEntry, saveChatEntryErrors } from '@/server/chat/save-chat-entry';
import { adminAction } from '../admin-action';
import { adminErrors } from '../admin-errors';
import { requiredId } from '../admin-form-data';
import { backToList } from '../back-url';

/** Adds a question and answer, or changes one (the edit dialog). */
export async function saveChatEntryAction(_state: FormState, formData: FormData): Promise<FormState> {
  return adminAction(formData, {
    values: ['question', 'answer', ...translatedFields(['question', 'answer'])],
    schema: chatEntryFormSchema,
    errors: adminErrors([saveChatEntryErrors], {
      INVALID_INPUT: 'admin.chat.questionInvalid',
      CONFLICT: 'admin.chat.duplicate',
      NOT_FOUND: 'admin.chat.notFound',
    }),
    failed: 'admin.chat.saveFailed',
    run: ({ actor, services: { db }, id, input: { translations, ...input } }) =>
      saveChatEntry({ db, actor, id, input, translations }),
    success: { add: 'admin.chat.added', update: 'admin.chat.updated' },
    redirectTo: (_, { back }) => backToList(back, '/admin/chat'),
  });
}

export async function deleteChatEntryAction(_state: FormState, formData: FormData): Promise<FormState> {
  return adminAction(formData, {
    errors: adminErrors([deleteChatEntryErrors], { NOT_FOUND: 'admin.chat.notFound' }),
    failed: 'admin.chat.deleteFailed',
    run: ({ actor, services: { db }, id }) => deleteChatEntry({ db, actor, id: requiredId(id) }),
    success: 'admin.chat.deleted',
    redirectTo: (_, { back }) => backToList(back, '/admin/chat'),
  });
}

/** Takes a question off the unanswered list without answering it. */
export async function dismissUnansweredAction(_state: FormState, formData: FormData): Promise<FormState> {
  return adminAction(formData, {
    schema: unansweredQuestionSchema,
    errors: adminErrors([dismissUnansweredQuestionErrors], { NOT_FOUND: 'admin.chat.notFound' }),
    failed: 'admin.chat.dismissFailed',
    run: ({ actor, services: { db }, input }) => dismissUnansweredQuestion({ db, actor, question: input.question }),
    success: 'admin.chat.dismissed',
    redirectTo: '/admin/chat',
  });
}
