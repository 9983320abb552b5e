'use client';

import { saveChatEntryAction } from '@/app/[locale]/admin/chat-actions';
import { Field, TextAreaField } from '@/components/forms/field';
import { FormMessage } from '@/components/forms/form-message';
import { SubmitButton } from '@/components/forms/submit-button';
import { useValidatedForm } from '@/components/forms/use-validated-form';
import { formKey, keptValue } from '@/lib/forms/form-state';
import { englishFormErrors, t } from '@/lib/i18n/english';
import { CHAT_ANSWER_MAX, CHAT_QUESTION_MAX, chatEntrySchema } from '@/lib/schemas/chat';
import type { ChatEntry } from '@/server/chat/find-chat-entries';
import { useActionToast } from './toaster';

/** Adds a question and answer (a suggested question may be filled in), or edits one when `entry` is given. */
export function ChatEntryForm({ entry, suggested, back }: { entry?: ChatEntry; suggested?: string; back?: string }) {
  const { state, formAction, onSubmit, errors } = useValidatedForm(saveChatEntryAction, chatEntrySchema, {
    messages: englishFormErrors,
  });
  useActionToast(state);
  const kept = (field: string, initial: string) => keptValue(state, field, initial);
  const prefix = entry ? `chat-edit-${entry.id}` : 'chat-add';
  return (
    <form key={formKey(state)} action={formAction} onSubmit={onSubmit} noValidate className="flex flex-col gap-2">
      <FormMessage state={state} />
      {entry ? <input type="hidden" name="id" value={entry.id} /> : null}
      {back ? <input type="hidden" name="back" value={back} /> : null}
      <Field
        id={`${prefix}-question`}
        name="question"
        label={t('admin.chat.question')}
        required
        maxLength={CHAT_QUESTION_MAX}
        error={errors.question}
        defaultValue={kept('question', entry?.question ?? suggested ?? '')}
      />
      <TextAreaField
        id={`${prefix}-answer`}
        name="answer"
        label={t('admin.chat.answer')}
        required
        rows={5}
        maxLength={CHAT_ANSWER_MAX}
        error={errors.answer}
        defaultValue={kept('answer', entry?.answer ?? '')}
      />
      <div>
        <SubmitButton label={entry ? t('admin.chat.save') : t('admin.chat.add')} busyLabel={t('admin.chat.saving')} />
      </div>
    </form>
  );
}
