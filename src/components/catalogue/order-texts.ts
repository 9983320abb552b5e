import { t } from '@/lib/i18n/messages';

/**
 * Every text of the order forms. The dialogs (loaded on the first tap) call this
 * themselves; the order page calls it on the server and passes the strings, so
 * the message catalogue stays out of its JavaScript. `{total}` and `{reference}`
 * are filled in the browser.
 */
export function orderFormTexts() {
  return {
    fullName: t('orders.fullName'),
    phone: t('orders.phone'),
    contactHint: t('orders.contactHint'),
    email: t('orders.email'),
    address: t('orders.address'),
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
  };
}

export type OrderFormTexts = ReturnType<typeof orderFormTexts>;
