'use client';

import { saveChatEntryAction } from '@/app/[locale]/admin/chat/actions';
import { Field, TextAreaField } from '@/components/forms/field';
import { english } from '@/lib/i18n/english';
import type { TranslatedLocale } from '@/lib/i18n/locales';
import { localeField } from '@/lib/i18n/translated-field-names';
import { CHAT_ANSWER_MAX, CHAT_QUESTION_MAX } from '@/lib/schemas/chat';
import { chatEntryFormSchema } from '@/lib/schemas/chat-entry-form';
import type { ChatEntry } from '@/server/chat/find-chat-entries';
import { AdminForm, useAdminForm } from '../shared/admin-form';
import { LanguageTabs, labelIn } from '../shared/language-tabs';
import { SaveButton } from '../shared/save-button';

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
  const form = useAdminForm(saveChatEntryAction, chatEntryFormSchema);
  const { errors, kept } = form;
  const prefix = entry ? `chat-edit-${entry.id}` : 'chat-add';
  return (
    <AdminForm form={form} recordId={entry?.id}>
      {back ? <input type="hidden" name="back" value={back} /> : null}
      <LanguageTabs
        id={`${prefix}-languages`}
        fields={['question', 'answer']}
        errors={errors}
        translations={translations}
      >
        {(locale) => {
          const isEnglish = locale === 'en';
          const name = (field: string) => localeField(field, locale);
          const lang = isEnglish ? undefined : locale;
          return (
            <>
              <Field
                id={`${prefix}-${name('question')}`}
                name={name('question')}
                label={labelIn(english('admin.chat.question'), locale)}
                required={isEnglish}
                maxLength={CHAT_QUESTION_MAX}
                lang={lang}
                error={errors[name('question')]}
                defaultValue={kept(
                  name('question'),
                  (isEnglish ? (entry?.question ?? suggested) : translations?.[locale]?.question) ?? '',
                )}
              />
              <TextAreaField
                id={`${prefix}-${name('answer')}`}
                name={name('answer')}
                label={labelIn(english('admin.chat.answer'), locale)}
                required={isEnglish}
                rows={5}
                maxLength={CHAT_ANSWER_MAX}
                lang={lang}
                error={errors[name('answer')]}
                defaultValue={kept(name('answer'), (isEnglish ? entry?.answer : translations?.[locale]?.answer) ?? '')}
              />
            </>
          );
        }}
      </LanguageTabs>
      <div>
        <SaveButton label={entry ? english('admin.chat.save') : english('admin.chat.add')} />
      </div>
    </AdminForm>
  );
}
