import { formatPaise } from '@/lib/money';
import { renderEmail } from '../mail/render-email';
import type { MailMessage } from '../mail/send-mail';

/** What every order e-mail says about the order (spec §3 payload: name, id, product, quantity, e-mail, status). */
export type OrderSummary = {
  reference: string;
  customerName: string;
  email: string;
  phone: string;
  address: string;
  productName: string;
  quantity: number;
  unitPricePaise: number;
  totalPaise: number;
  notes: string;
};

type Site = { siteName: string; baseUrl: string };

const details = (order: OrderSummary) => [
  `Order reference: ${order.reference}`,
  `Product: ${order.productName} × ${order.quantity} at ${formatPaise(order.unitPricePaise)} = ${formatPaise(order.totalPaise)}`,
];

const footer = 'You receive this e-mail because an order request was sent with this address.';

/** To the customer, right after the order request is stored. */
export function orderReceivedEmail(order: OrderSummary, site: Site): MailMessage {
  const { text, html } = renderEmail({
    title: `We received your order ${order.reference}`,
    paragraphs: [
      `Dear ${order.customerName}, thank you for your order request. Our office will confirm it or get back to you shortly; no payment is taken online.`,
      ...details(order),
      `Shipping address: ${order.address}`,
    ],
    action: { label: 'See your orders', url: `${site.baseUrl}/account/orders` },
    footer,
    siteName: site.siteName,
  });
  return { to: order.email, subject: `Order received: ${order.reference}`, text, html };
}

/** To ADMIN_NOTIFY_EMAIL, for each new order request. */
export function newOrderEmail(order: OrderSummary, site: Site, to: string): MailMessage {
  const { text, html } = renderEmail({
    title: `New order ${order.reference}`,
    paragraphs: [
      ...details(order),
      `Customer: ${order.customerName}, ${order.phone}, ${order.email}`,
      `Shipping address: ${order.address}`,
      ...(order.notes ? [`Notes: ${order.notes}`] : []),
    ],
    action: { label: 'Open the orders', url: `${site.baseUrl}/admin?tab=products` },
    footer: 'Sent to the address in ADMIN_NOTIFY_EMAIL.',
    siteName: site.siteName,
  });
  return { to, subject: `New order ${order.reference}: ${order.productName} × ${order.quantity}`, text, html };
}

/** To the customer when the office confirms or rejects the order (sent by the back office). */
export function orderDecisionEmail(
  order: OrderSummary,
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
    action: { label: 'See your orders', url: `${site.baseUrl}/account/orders` },
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
