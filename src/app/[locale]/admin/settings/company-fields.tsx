'use client';

import { LanguageTabs, labelIn } from '@/components/admin/shared/language-tabs';
import { EmailAddressField, FullNameField, PhoneNumberField } from '@/components/forms/contact-fields';
import { Field, TextAreaField } from '@/components/forms/field';
import { english } from '@/lib/i18n/english';
import { localeField } from '@/lib/i18n/translated-field-names';
import { SETTINGS_TRANSLATED_FIELDS } from '@/lib/schemas/settings-form';
import type { SettingsSection } from './settings-form';

const TRANSLATED = Object.keys(SETTINGS_TRANSLATED_FIELDS);
const hint = (example: string) => english('admin.settings.linesHint', { example });

/** The company facts the pages show; its words in each language, its numbers and addresses once. */
export function CompanyFields({ errors, value }: SettingsSection) {
  const lines = (name: string, label: string, example: string, required = false) => (
    <TextAreaField
      name={name}
      label={label}
      rows={3}
      required={required}
      hint={hint(example)}
      defaultValue={value(name)}
      error={errors[name]}
    />
  );
  return (
    <>
      <p className="text-sm text-slate-600">{english('admin.settings.translationsHint')}</p>
      <LanguageTabs id="settings-languages" fields={TRANSLATED} errors={errors} translations={undefined}>
        {(locale) => {
          const isEnglish = locale === 'en';
          const words = (field: string, label: string, rows?: number, hint?: string) => {
            const name = localeField(field, locale);
            const props = {
              name,
              label: labelIn(label, locale),
              required: isEnglish && field !== 'areasCovered',
              lang: isEnglish ? undefined : locale,
              defaultValue: value(name),
              hint,
              error: errors[name],
            };
            return rows ? <TextAreaField {...props} rows={rows} /> : <Field {...props} />;
          };
          return (
            <>
              {words('name', english('admin.settings.name'))}
              {words('blurb', english('admin.settings.blurb'), 3)}
              {words('address', english('admin.settings.address'), 3, english('admin.settings.addressHint'))}
              {words('workingHours', english('admin.settings.workingHours'))}
              {words('areasCovered', english('admin.settings.areasCovered'), 3, english('admin.settings.areasHint'))}
              {isEnglish ? null : (
                <>
                  {words('phoneLabels', english('admin.settings.phoneLabels'), 2)}
                  {words('emailLabels', english('admin.settings.emailLabels'), 2)}
                  {words('emergencyLabels', english('admin.settings.emergencyLabels'), 2)}
                </>
              )}
            </>
          );
        }}
      </LanguageTabs>
      {lines('phones', english('admin.settings.phones'), 'Office: +91 98640 00001', true)}
      <PhoneNumberField
        name="whatsapp"
        autoComplete="off"
        label={english('admin.settings.whatsapp')}
        required
        defaultValue={value('whatsapp')}
        error={errors.whatsapp}
      />
      {lines('emails', english('admin.settings.emails'), 'Orders: orders@example.in', true)}
      {lines('social', english('admin.settings.social'), 'Facebook: https://www.facebook.com/…')}
      {lines(
        'emergencyContacts',
        english('admin.settings.emergencyContacts'),
        'Fish health emergency: +91 98640 00004',
      )}
      {(
        [
          [FullNameField, 'officerName'],
          [EmailAddressField, 'officerEmail'],
          [PhoneNumberField, 'officerPhone'],
        ] as const
      ).map(([Contact, name]) => (
        <Contact
          key={name}
          name={name}
          autoComplete="off"
          label={english(`admin.settings.${name}`)}
          required
          defaultValue={value(name)}
          error={errors[name]}
        />
      ))}
    </>
  );
}
