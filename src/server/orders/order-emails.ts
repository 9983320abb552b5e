import { formatPaise } from '@/lib/money';
import { renderEmail } from '../mail/render-email';
import type { MailMessage } from '../mail/send-mail';
import { staffNoticeFooter } from '../mail/staff-recipients';

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
};

type Site = { siteName: string; baseUrl: string };

const details = (order: OrderSummary) => [
  `Order reference: ${order.reference}`,
  ...order.items.map(
    (item) =>
      `Product: ${item.productName} × ${item.quantity} at ${formatPaise(item.unitPricePaise)} = ${formatPaise(item.totalPaise)}`,
  ),
  ...(order.items.length > 1 ? [`Total: ${formatPaise(order.totalPaise)}`] : []),
];

/** "Digital DO Meter × 2", or "Digital DO Meter × 2 and 2 more" for a cart. */
export function itemsHeadline(items: OrderSummary['items']): string {
  const [first, ...rest] = items;
  if (!first) return '';
  const head = `${first.productName} × ${first.quantity}`;
  return rest.length === 0 ? head : `${head} and ${rest.length} more`;
}

/** A guest has no account to look at: their orders are followed by phone or on the contact page. */
const followUp = (order: OrderSummary, site: Site) =>
  order.guest
    ? { label: 'Contact the office', url: `${site.baseUrl}/contact` }
    : { label: 'See your orders', url: `${site.baseUrl}/account/orders` };

const footer = 'You receive this e-mail because an order request was sent with this address.';

/**
 * To the customer, right after the order request is stored. A guest's address
 * was typed by whoever sent the form, so their receipt repeats nothing else they
 * typed (no name, address or notes): the form cannot put someone's words into a
 * stranger's inbox under the company's name.
 */
export function orderReceivedEmail(order: OrderSummary & { email: string }, site: Site): MailMessage {
  const { text, html } = renderEmail({
    title: `We received your order ${order.reference}`,
    paragraphs: order.guest
      ? [
          `Thank you for your order request. Our office will call you to confirm it; no payment is taken online. If you did not send it, you can ignore this e-mail.`,
          ...details(order),
        ]
      : [
          `Dear ${order.customerName}, thank you for your order request. Our office will call you on ${order.phone} or write to you to confirm it; no payment is taken online.`,
          ...details(order),
          `Shipping address: ${order.address}`,
        ],
    action: followUp(order, site),
    footer,
    siteName: site.siteName,
  });
  return { to: order.email, subject: `Order received: ${order.reference}`, text, html };
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
      ...details(order),
      `Customer: ${order.customerName}, ${order.phone}, ${order.email ?? 'no e-mail (phone them)'}${order.guest ? ' (guest, no account)' : ''}`,
      `Shipping address: ${order.address}`,
      ...(order.notes ? [`Notes: ${order.notes}`] : []),
    ],
    action: { label: 'Open the orders', url: `${site.baseUrl}/admin?tab=products&section=orders` },
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

/** To the customer when the office confirms or rejects the order (sent by the back office). */
export function orderDecisionEmail(
  order: OrderSummary & { email: string },
  decision: 'done' | 'rejected',
  site: Site,
  reason?: string,
): MailMessage {
  const confirmed = decision === 'done';
  const { text, html } = renderEmail({
    title: confirmed ? `Your order ${order.reference} is confirmed` : `Your order ${order.reference} was not accepted`,
    paragraphs: [
      `Dear ${order.customerName},`,
      confirmed
        ? 'Good news: our office has confirmed your order. We will contact you about delivery and payment.'
        : 'We are sorry: our office could not accept this order.',
      ...details(order),
      `Status: ${confirmed ? 'confirmed' : 'rejected'}`,
      ...(reason ? [`${confirmed ? 'Note' : 'Reason'}: ${reason}`] : []),
    ],
    action: followUp(order, site),
    footer,
    siteName: site.siteName,
  });
  return {
    to: order.email,
    subject: confirmed ? `Order confirmed: ${order.reference}` : `Order not accepted: ${order.reference}`,
    text,
    html,
  };
}
