import { formatCalendarDate } from '@/lib/dates';
import { type Locale, localUrl } from '@/lib/i18n/locales';
import { type MessageKey, translate } from '@/lib/i18n/messages';
import { formatPaise } from '@/lib/money';
import type { OrderStep } from '@/lib/schemas/orders';
import { renderEmail } from '../mail/render-email';
import type { MailMessage } from '../mail/send-mail';
import { staffNoticeFooter } from '../mail/staff-recipients';
import { trackingUrl } from './order-texts';

/** What every order e-mail says about the order (spec §3 payload: name, id, product, quantity, e-mail, status). */
export type OrderSummary = {
  reference: string;
  customerName: string;
  /** Null for a guest who gave none: the office phones them instead. */
  email: string | null;
  phone: string;
  address: string;
  items: {
    productId: number | null;
    productName: string;
    quantity: number;
    unitPricePaise: number;
    totalPaise: number;
  }[];
  totalPaise: number;
  notes: string;
  /** Sent without an account. */
  guest: boolean;
  /**
   * The e-mail is the verified address of the account that ordered: only then do
   * the customer's e-mails repeat what was typed (name, phone, address). Any other
   * address was chosen by whoever sent the form and may be a stranger's.
   */
  toAccountAddress: boolean;
  /** The language the customer ordered in: their e-mails speak it (the office's stay English). */
  locale: Locale;
  /** The order's tracking link (null on orders placed before there were any). */
  trackingToken?: string | null;
};

export type Site = { siteName: string; baseUrl: string };

/** The order's lines, in the customer's language (English for the office). */
const details = (order: OrderSummary, locale: Locale) => {
  const say = (key: MessageKey, values: Record<string, string | number>) => translate(locale, key, values);
  return [
    say('email.order.reference', { reference: order.reference }),
    ...order.items.map((item) =>
      say('email.order.line', {
        product: item.productName,
        quantity: item.quantity,
        unitPrice: formatPaise(item.unitPricePaise, locale),
        total: formatPaise(item.totalPaise, locale),
      }),
    ),
    ...(order.items.length > 1 ? [say('email.order.total', { total: formatPaise(order.totalPaise, locale) })] : []),
  ];
};

/** "Digital DO Meter × 2", or "Digital DO Meter × 2 and 2 more" for a cart. */
export function itemsHeadline(items: OrderSummary['items']): string {
  const [first, ...rest] = items;
  if (!first) return '';
  const head = `${first.productName} × ${first.quantity}`;
  return rest.length === 0 ? head : `${head} and ${rest.length} more`;
}

/** A guest has no account to look at: they follow the order by its tracking link (or, without one, the contact page). */
export const followUp = (order: OrderSummary, site: Site) =>
  order.guest
    ? order.trackingToken
      ? {
          label: translate(order.locale, 'email.order.trackOrder'),
          url: trackingUrl(site.baseUrl, order.locale, order.trackingToken),
        }
      : {
          label: translate(order.locale, 'email.order.contactOffice'),
          url: localUrl(site.baseUrl, order.locale, '/contact'),
        }
    : {
        label: translate(order.locale, 'email.order.seeOrders'),
        url: localUrl(site.baseUrl, order.locale, '/account/orders'),
      };

/**
 * To the customer, right after the order request is stored. Unless it goes to
 * the account's own verified address, the address was typed by whoever sent the
 * form, so the receipt repeats nothing else they typed (no name, phone, address
 * or notes): the form cannot put someone's words into a stranger's inbox under
 * the company's name.
 */
export function orderReceivedEmail(order: OrderSummary & { email: string }, site: Site): MailMessage {
  const { locale, reference } = order;
  const { text, html } = renderEmail({
    title: translate(locale, 'email.order.receivedTitle', { reference }),
    paragraphs: order.toAccountAddress
      ? [
          translate(locale, 'email.order.receivedCustomer', { name: order.customerName, phone: order.phone }),
          ...details(order, locale),
          translate(locale, 'email.order.shippingAddress', { address: order.address }),
        ]
      : [translate(locale, 'email.order.receivedGuest'), ...details(order, locale)],
    action: followUp(order, site),
    footer: translate(locale, 'email.order.footer'),
    siteName: site.siteName,
    locale,
  });
  return { to: order.email, subject: translate(locale, 'email.order.receivedSubject', { reference }), text, html };
}

/** To the office (ADMIN_NOTIFY_EMAIL, else the company's addresses), for each new order request. */
export function newOrderEmail(
  order: OrderSummary,
  site: Site,
  office: { to: string[]; fallback: boolean },
): MailMessage {
  const { text, html } = renderEmail({
    title: `New order ${order.reference}`,
    paragraphs: [
      ...details(order, 'en'),
      `Customer: ${order.customerName}, ${order.phone}, ${order.email ?? 'no e-mail (told by SMS or WhatsApp)'}${order.guest ? ' (guest, no account)' : ''}`,
      `Shipping address: ${order.address}`,
      ...(order.notes ? [`Notes: ${order.notes}`] : []),
    ],
    action: { label: 'Open the orders', url: `${site.baseUrl}/admin/orders` },
    footer: staffNoticeFooter(office),
    siteName: site.siteName,
  });
  return {
    to: office.to.join(', '),
    subject: `New order ${order.reference}: ${itemsHeadline(order.items)}`,
    text,
    html,
  };
}

/**
 * To the customer when the office confirms or rejects the order (sent by the
 * back office, in English): in the language the customer ordered in. Like the
 * receipt, it names the customer only at the account's own verified address.
 */
export function orderDecisionEmail(
  order: OrderSummary & { email: string },
  decision: 'done' | 'rejected',
  site: Site,
  reason?: string,
): MailMessage {
  const { locale, reference } = order;
  const say = (key: MessageKey, values?: Record<string, string | number>) => translate(locale, key, values);
  const confirmed = decision === 'done';
  const { text, html } = renderEmail({
    title: say(confirmed ? 'email.order.confirmedTitle' : 'email.order.rejectedTitle', { reference }),
    paragraphs: [
      order.toAccountAddress
        ? say('email.order.greeting', { name: order.customerName })
        : say('email.order.greetingPlain'),
      say(confirmed ? 'email.order.confirmedBody' : 'email.order.rejectedBody'),
      ...details(order, locale),
      say(confirmed ? 'email.order.confirmedStatus' : 'email.order.rejectedStatus'),
      ...(reason
        ? [
            confirmed
              ? say('email.order.confirmedNote', { note: reason })
              : say('email.order.rejectedReason', { reason }),
          ]
        : []),
    ],
    action: followUp(order, site),
    footer: say('email.order.footer'),
    siteName: site.siteName,
    locale,
  });
  return {
    to: order.email,
    subject: say(confirmed ? 'email.order.confirmedSubject' : 'email.order.rejectedSubject', { reference }),
    text,
    html,
  };
}

/** What the order desk recorded with a step: the dispatch's carrier and expected date, the cancellation's reason. */
export type StepDetails = { carrier?: string; expectedOn?: string; reason?: string };

/** Dispatched (with carrier and expected date when given), delivered, or cancelled with the office's reason. */
export function orderStepEmail(
  order: OrderSummary & { email: string },
  step: OrderStep,
  site: Site,
  stepDetails: StepDetails,
): MailMessage {
  const { locale, reference } = order;
  const say = (key: MessageKey, values?: Record<string, string | number>) => translate(locale, key, values);
  const extra =
    step === 'dispatched'
      ? [
          ...(stepDetails.carrier ? [say('email.order.dispatchedCarrier', { carrier: stepDetails.carrier })] : []),
          ...(stepDetails.expectedOn
            ? [say('email.order.dispatchedExpected', { date: formatCalendarDate(stepDetails.expectedOn, locale) })]
            : []),
        ]
      : step === 'cancelled' && stepDetails.reason
        ? [say('email.order.cancelledReason', { reason: stepDetails.reason })]
        : [];
  const { text, html } = renderEmail({
    title: say(`email.order.${step}Title`, { reference }),
    paragraphs: [
      order.toAccountAddress
        ? say('email.order.greeting', { name: order.customerName })
        : say('email.order.greetingPlain'),
      say(`email.order.${step}Body`),
      ...extra,
      ...details(order, locale),
    ],
    action: followUp(order, site),
    footer: say('email.order.footer'),
    siteName: site.siteName,
    locale,
  });
  return { to: order.email, subject: say(`email.order.${step}Subject`, { reference }), text, html };
}
