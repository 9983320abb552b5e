'use client';

import { Fragment, type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { english } from '@/lib/i18n/english';
import { LOCALE_NAMES, LOCALES, type Locale } from '@/lib/i18n/locales';
import { localeField } from '@/lib/i18n/translated-field-names';
import { TRANSLATED_LANGUAGE_NAMES } from '@/lib/schemas/translation-fields';

const LANGUAGE_LABELS: Record<Locale, string> = {
  en: 'English',
  as: `${TRANSLATED_LANGUAGE_NAMES.as} (${LOCALE_NAMES.as})`,
  hi: `${TRANSLATED_LANGUAGE_NAMES.hi} (${LOCALE_NAMES.hi})`,
};

/** A translated field's label names its language ("Name (Assamese)"), so each field has its own. */
export function labelIn(label: string, locale: Locale): string {
  return locale === 'en' ? label : `${label} (${TRANSLATED_LANGUAGE_NAMES[locale]})`;
}

/**
 * A tab per language around a back-office form's translatable fields (issue 17).
 * Every panel stays in the form (hidden ones are still sent). Before the script
 * runs the panels are shown one under the other; a tab with an error says so,
 * and a refused form opens the first language with one.
 */
export function LanguageTabs({
  id,
  fields,
  errors,
  translations,
  children,
}: {
  id: string;
  /** The translatable fields (English names), to tell which languages have errors. */
  fields: readonly string[];
  errors: Record<string, string | undefined>;
  /** The record's translations so far (a language without one says "not translated"). */
  translations: Partial<Record<Locale, unknown>> | undefined;
  /** The fields of one language (named with localeField). */
  children: (locale: Locale) => ReactNode;
}) {
  const invalid = Object.fromEntries(
    LOCALES.map((locale) => [locale, fields.some((field) => errors[localeField(field, locale)])]),
  ) as Record<Locale, boolean>;
  const [active, setActive] = useState<Locale>('en');
  const [scripted, setScripted] = useState(false);
  const tabs = useRef<Partial<Record<Locale, HTMLButtonElement | null>>>({});
  useEffect(() => setScripted(true), []);

  // A refused form opens the first language with an error (unless the one shown has one).
  const firstInvalid = LOCALES.find((locale) => invalid[locale]);
  const shownInvalid = invalid[active];
  useEffect(() => {
    if (!firstInvalid || shownInvalid) return;
    setActive(firstInvalid);
    // The form could not focus the field in error while its panel was hidden.
    requestAnimationFrame(() =>
      document
        .getElementById(`${id}-panel-${firstInvalid}`)
        ?.querySelector<HTMLElement>('[aria-invalid="true"]')
        ?.focus(),
    );
  }, [firstInvalid, shownInvalid, id]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = LOCALES.indexOf(active);
    const next =
      event.key === 'ArrowRight'
        ? LOCALES[(index + 1) % LOCALES.length]
        : event.key === 'ArrowLeft'
          ? LOCALES[(index + LOCALES.length - 1) % LOCALES.length]
          : event.key === 'Home'
            ? LOCALES[0]
            : event.key === 'End'
              ? LOCALES[LOCALES.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    setActive(next);
    tabs.current[next]?.focus();
  };

  const status = (locale: Locale) =>
    invalid[locale]
      ? ` — ${english('admin.translations.hasError')}`
      : locale !== 'en' && !translations?.[locale]
        ? ` — ${english('admin.translations.notTranslated')}`
        : '';

  return (
    <div className="flex flex-col gap-2 rounded-md border border-slate-300 p-3">
      <p className="text-sm text-slate-600">{english('admin.translations.hint')}</p>
      {scripted ? (
        <div role="tablist" aria-label={english('admin.translations.languages')} className="flex flex-wrap gap-1">
          {LOCALES.map((locale) => (
            <button
              key={locale}
              ref={(element) => {
                tabs.current[locale] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${locale}`}
              aria-selected={active === locale}
              aria-controls={`${id}-panel-${locale}`}
              tabIndex={active === locale ? 0 : -1}
              onClick={() => setActive(locale)}
              onKeyDown={onKeyDown}
              className={`min-h-11 rounded-md border px-3 text-sm font-medium ${
                active === locale
                  ? 'border-cyan-800 bg-cyan-800 text-white'
                  : 'border-slate-300 bg-white text-slate-800'
              } ${invalid[locale] ? 'ring-2 ring-red-600' : ''}`}
            >
              {LANGUAGE_LABELS[locale]}
              <span className={active === locale ? 'text-cyan-100' : 'text-slate-600'}>{status(locale)}</span>
            </button>
          ))}
        </div>
      ) : null}
      {LOCALES.map((locale) => {
        // The same elements before and after the script runs, so the fields keep what was typed
        // before hydration: the panel keeps its key, and the fields theirs while the heading goes.
        const fields = <Fragment key="fields">{children(locale)}</Fragment>;
        return scripted ? (
          <div
            key={locale}
            id={`${id}-panel-${locale}`}
            role="tabpanel"
            aria-labelledby={`${id}-tab-${locale}`}
            hidden={active !== locale}
            className="flex flex-col gap-2"
          >
            {fields}
          </div>
        ) : (
          <div key={locale} id={`${id}-panel-${locale}`} className="flex flex-col gap-2">
            <h3 id={`${id}-heading-${locale}`} className="font-semibold text-slate-800">
              {LANGUAGE_LABELS[locale]}
            </h3>
            {fields}
          </div>
        );
      })}
    </div>
  );
}
