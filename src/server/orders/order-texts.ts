import { type Locale, localUrl } from '@/lib/i18n/locales';
import { translate } from '@/lib/i18n/messages';
import type { OrderStep } from '@/lib/schemas/orders';
import type { NewMessage } from '../outbox/enqueue-messages';

/**
 * A Unicode SMS part holds 70 characters, 67 once a message has several: two
 * parts are 134. Every order text fits in two (Assamese and Hindi are Unicode;
 * English fits in one GSM part of 160). The office's reason is shortened to
 * what is left; the tracking page shows it whole.
 */
export const TEXT_MAX_CHARACTERS = 134;

/** The order's page for its customer, in the language they ordered in: short, for an SMS. */
export function trackingUrl(baseUrl: string, locale: Locale, token: string): string {
  return localUrl(baseUrl, locale, `/t/${token}`);
}

export type OrderForText = {
  id: number;
  reference: string;
  phone: string;
  locale: Locale;
  channel: 'sms' | 'whatsapp';
  /** Null for orders placed before tracking links: the text then links the site. */
  trackingToken: string | null;
};

const ELLIPSIS = '…';

/** The order's tracking page (where its bill is paid), or the site for orders older than tracking links. */
export const linkOf = (order: OrderForText, baseUrl: string) =>
  order.trackingToken ? trackingUrl(baseUrl, order.locale, order.trackingToken) : baseUrl;

/** "Order AQ-… received … Status: <link>", as an outbox message to the customer's phone. */
export function orderReceivedText(order: OrderForText, baseUrl: string): NewMessage {
  const variables = { reference: order.reference, link: linkOf(order, baseUrl) };
  return textMessage(order, 'order-received', translate(order.locale, 'sms.orderReceived', variables), variables);
}

/** Confirmed, or rejected with the office's reason (shortened to fit two parts). */
export function orderDecisionText(
  order: OrderForText,
  decision: 'done' | 'rejected',
  baseUrl: string,
  reason: string | undefined,
): NewMessage {
  const values = { reference: order.reference, link: linkOf(order, baseUrl) };
  if (decision === 'done') {
    return textMessage(order, 'order-confirmed', translate(order.locale, 'sms.orderConfirmed', values), values);
  }
  const room =
    TEXT_MAX_CHARACTERS - translate(order.locale, 'sms.orderRejectedReason', { ...values, reason: '' }).length;
  if (!reason || room < 10) {
    return textMessage(order, 'order-rejected', translate(order.locale, 'sms.orderRejected', values), values);
  }
  const short = reason.length <= room ? reason : `${reason.slice(0, room - 1).trimEnd()}${ELLIPSIS}`;
  const withReason = { ...values, reason: short };
  const text = translate(order.locale, 'sms.orderRejectedReason', withReason);
  return textMessage(order, 'order-rejected-reason', text, withReason);
}

/** Dispatched, delivered or cancelled (the tracking page says the carrier, date and reason). */
export function orderStepText(order: OrderForText, step: OrderStep, baseUrl: string): NewMessage {
  const values = { reference: order.reference, link: linkOf(order, baseUrl) };
  const key =
    step === 'dispatched' ? 'sms.orderDispatched' : step === 'delivered' ? 'sms.orderDelivered' : 'sms.orderCancelled';
  return textMessage(order, `order-${step}`, translate(order.locale, key, values), values);
}

/**
 * Each kind is one registered template per language (SMS_TEMPLATES): the text
 * here is that template filled with `variables`, which template providers
 * (MSG91's DLT flows, WhatsApp's templates) send instead of the text.
 */
export function textMessage(
  order: OrderForText,
  kind: string,
  text: string,
  variables: Record<string, string>,
): NewMessage {
  return {
    channel: order.channel,
    kind,
    to: order.phone,
    locale: order.locale,
    text,
    variables,
    about: { table: 'orders', id: order.id },
  };
}
