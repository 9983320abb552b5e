import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/messages';
import { stateOptions } from '@/lib/i18n/state-options';
import { formErrorTexts } from '@/server/i18n/pick-texts';

/**
 * The words of the public forms, read on the server and handed to the client
 * components as props, so the message catalogue is not shipped with the page.
 * The checks (loaded on the first submit) give message tokens; `errors` holds
 * their texts in the page's language.
 */
export function contactFormTexts(locale: Locale) {
  const t = translator(locale);
  return {
    question: t('submissions.contact.question'),
    email: t('submissions.contact.email'),
    description: t('submissions.contact.description'),
    file: t('submissions.contact.file'),
    fileHint: t('submissions.contact.fileHint'),
    submit: t('submissions.contact.submit'),
    submitting: t('submissions.contact.submitting'),
    unexpected: t('submissions.contact.unexpected'),
    honeypot: t('forms.honeypot'),
    errors: formErrorTexts(locale),
  };
}

export function joinUsFormTexts(locale: Locale) {
  const t = translator(locale);
  return {
    states: stateOptions(locale),
    fullName: t('submissions.join.fullName'),
    phone: t('submissions.join.phone'),
    email: t('submissions.join.email'),
    state: t('submissions.join.state'),
    chooseState: t('submissions.join.chooseState'),
    northEast: t('submissions.join.northEast'),
    otherStates: t('submissions.join.otherStates'),
    district: t('submissions.join.district'),
    area: t('submissions.join.area'),
    resume: t('submissions.join.resume'),
    resumeHint: t('submissions.join.resumeHint'),
    submit: t('submissions.join.submit'),
    submitting: t('submissions.join.submitting'),
    unexpected: t('submissions.join.unexpected'),
    honeypot: t('forms.honeypot'),
    errors: formErrorTexts(locale),
  };
}

export function tenantDownFormTexts(locale: Locale) {
  const t = translator(locale);
  return {
    title: t('submissions.tenant.title'),
    intro: t('submissions.tenant.intro'),
    name: t('submissions.tenant.name'),
    email: t('submissions.tenant.email'),
    phone: t('submissions.tenant.phone'),
    phoneHint: t('submissions.tenant.phoneHint'),
    tenantUrl: t('submissions.tenant.tenantUrl'),
    tenantUrlHint: t('submissions.tenant.tenantUrlHint'),
    description: t('submissions.tenant.description'),
    submit: t('submissions.tenant.submit'),
    submitting: t('submissions.tenant.submitting'),
    cancel: t('submissions.tenant.cancel'),
    unexpected: t('submissions.tenant.unexpected'),
    honeypot: t('forms.honeypot'),
    errors: formErrorTexts(locale),
  };
}

export type ContactFormTexts = ReturnType<typeof contactFormTexts>;
export type JoinUsFormTexts = ReturnType<typeof joinUsFormTexts>;
export type TenantDownFormTexts = ReturnType<typeof tenantDownFormTexts>;
