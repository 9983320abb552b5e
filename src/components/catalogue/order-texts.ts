import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/messages';
import { stateOptions } from '@/lib/i18n/state-options';
import { formErrorTexts } from '@/server/i18n/pick-texts';

/** The order schemas (src/lib/schemas/orders.ts and the fields it uses) give messages of these scopes only. */
export const ORDER_ERROR_SCOPES = ['forms', 'orders'] as const;

/**
 * Every text of the order forms, read on the server in the page's language:
 * the order page passes them to its form, the product lists and pages put them
 * in an OrderTextsProvider for their dialogs. `{total}` and `{reference}` are
 * filled in the browser.
 */
export function orderFormTexts(locale: Locale) {
  const t = translator(locale);
  return {
    fullName: t('orders.fullName'),
    phone: t('orders.phone'),
    contactHint: t('orders.contactHint'),
    whatsappUpdates: t('orders.whatsappUpdates'),
    email: t('orders.email'),
    address: t('orders.address'),
    state: t('orders.state'),
    states: stateOptions(locale),
    northEast: t('submissions.join.northEast'),
    otherStates: t('submissions.join.otherStates'),
    business: t('orders.business'),
    gstin: t('orders.gstin'),
    gstinHint: t('orders.gstinHint'),
    quantity: t('orders.quantity'),
    notes: t('orders.notes'),
    submit: t('orders.submit'),
    cartSubmit: t('orders.cartSubmit'),
    submitting: t('orders.submitting'),
    cancel: t('orders.cancel'),
    close: t('orders.close'),
    confirmedTitle: t('orders.confirmedTitle'),
    submitted: t('orders.submitted'),
    confirmedText: t('orders.confirmedText'),
    reference: t('orders.reference'),
    honeypot: t('forms.honeypot'),
    networkError: t('orders.placeFailed'),
    errors: formErrorTexts(locale, ORDER_ERROR_SCOPES),
  };
}

export type OrderFormTexts = ReturnType<typeof orderFormTexts>;
