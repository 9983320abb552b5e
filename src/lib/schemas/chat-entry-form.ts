import { z } from 'zod';
import { english } from '../i18n/english';
import { CHAT_ANSWER_MAX, CHAT_QUESTION_MAX, chatEntrySchema } from './chat';
import { plainText } from './fields';
import { translationsSchema } from './translation-fields';

/** The back office's chat form: the question and answer, and both in Assamese and Hindi (issue 17). */
export const chatEntryFormSchema = z.intersection(
  chatEntrySchema,
  translationsSchema({
    question: { max: CHAT_QUESTION_MAX, label: english('admin.chat.question'), required: true },
    answer: { max: CHAT_ANSWER_MAX, label: english('admin.chat.answer'), required: true },
  }),
);

/** "Dismiss" on the unanswered list: the question as it was listed (cut at 500 characters). */
export const unansweredQuestionSchema = z.object({ question: plainText.transform((text) => text.slice(0, 500)) });
