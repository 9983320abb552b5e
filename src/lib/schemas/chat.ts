import { z } from 'zod';
import { english } from '../i18n/english';

/** Shared by the back office's chat form (browser) and its actions (server). */

export const CHAT_QUESTION_MAX = 200;
export const CHAT_ANSWER_MAX = 2000;
/** What a visitor may type into the chat helper; longer text is cut there. */
export const CHAT_TYPED_MAX = 500;

export const chatEntrySchema = z.object({
  question: z
    .string({ message: english('admin.chat.questionRequired') })
    .trim()
    .min(1, english('admin.chat.questionRequired'))
    .max(CHAT_QUESTION_MAX, english('admin.people.tooLong', { max: CHAT_QUESTION_MAX })),
  answer: z
    .string({ message: english('admin.chat.answerRequired') })
    .trim()
    .min(1, english('admin.chat.answerRequired'))
    .max(CHAT_ANSWER_MAX, english('admin.people.tooLong', { max: CHAT_ANSWER_MAX })),
});

export type ChatEntryInput = z.infer<typeof chatEntrySchema>;
