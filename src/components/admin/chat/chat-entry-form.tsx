'use client';

import { saveChatEntryAction } from '@/app/[locale]/admin/chat-actions';
import { Field, TextAreaField } from '@/components/forms/field';
import { FormMessage } from '@/components/forms/form-message';
import { SubmitButton } from '@/components/forms/submit-button';
import { useValidatedForm } from '@/components/forms/use-validated-form';
import { formKey, keptValue } from '@/lib/forms/form-state';
import { englishFormErrors, t } from '@/lib/i18n/english';
import type { TranslatedLocale } from '@/lib/i18n/locales';
import { CHAT_ANSWER_MAX, CHAT_QUESTION_MAX } from '@/lib/schemas/chat';
import { chatEntryFormSchema } from '@/lib/schemas/chat-entry-form';
import { localeField } from '@/lib/schemas/translation-fields';
import type { ChatEntry } from '@/server/chat/find-chat-entries';
import { LanguageTabs, labelIn } from '../shared/language-tabs';
import { useActionToast } from '../shell/toaster';

/**
 * Adds a question and answer (a suggested question may be filled in), or edits
 * one when `entry` is given, with its Assamese and Hindi versions.
 */
export function ChatEntryForm({
  entry,
  translations,
  suggested,
  back,
}: {
  entry?: ChatEntry;
  translations?: Partial<Record<TranslatedLocale, Record<string, string>>>;
  suggested?: string;
  back?: string;
}) {
  const { state, formAction, onSubmit, errors } = useValidatedForm(saveChatEntryAction, chatEntryFormSchema, {
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
      <LanguageTabs
        id={`${prefix}-languages`}
        fields={['question', 'answer']}
        errors={errors}
        translations={translations}
      >
        {(locale) => {
          const english = locale === 'en';
          const name = (field: string) => localeField(field, locale);
          const lang = english ? undefined : locale;
          return (
            <>
              <Field
                id={`${prefix}-${name('question')}`}
                name={name('question')}
                label={labelIn(t('admin.chat.question'), locale)}
                required={english}
                maxLength={CHAT_QUESTION_MAX}
                lang={lang}
                error={errors[name('question')]}
                defaultValue={kept(
                  name('question'),
                  (english ? (entry?.question ?? suggested) : translations?.[locale]?.question) ?? '',
                )}
              />
              <TextAreaField
                id={`${prefix}-${name('answer')}`}
                name={name('answer')}
                label={labelIn(t('admin.chat.answer'), locale)}
                required={english}
                rows={5}
                maxLength={CHAT_ANSWER_MAX}
                lang={lang}
                error={errors[name('answer')]}
                defaultValue={kept(name('answer'), (english ? entry?.answer : translations?.[locale]?.answer) ?? '')}
              />
            </>
          );
        }}
      </LanguageTabs>
      <div>
        <SubmitButton label={entry ? t('admin.chat.save') : t('admin.chat.add')} busyLabel={t('admin.chat.saving')} />
      </div>
    </form>
  );
}
