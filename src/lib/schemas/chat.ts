import { z } from 'zod';
import { t } from '../i18n/english';

/** Shared by the back office's chat form (browser) and its actions (server). */

export const CHAT_QUESTION_MAX = 200;
export const CHAT_ANSWER_MAX = 2000;
/** What a visitor may type into the chat helper; longer text is cut there. */
export const CHAT_TYPED_MAX = 500;

export const chatEntrySchema = z.object({
  question: z
    .string({ message: t('admin.chat.questionRequired') })
    .trim()
    .min(1, t('admin.chat.questionRequired'))
    .max(CHAT_QUESTION_MAX, t('admin.people.tooLong', { max: CHAT_QUESTION_MAX })),
  answer: z
    .string({ message: t('admin.chat.answerRequired') })
    .trim()
    .min(1, t('admin.chat.answerRequired'))
    .max(CHAT_ANSWER_MAX, t('admin.people.tooLong', { max: CHAT_ANSWER_MAX })),
});

export type ChatEntryInput = z.infer<typeof chatEntrySchema>;
