import type { Selectable, Transaction } from 'kysely';
import type { Logger } from 'pino';
import { formatCalendarDate } from '@/lib/dates';
import { type MessageKey, translate } from '@/lib/i18n/messages';
import { formatPaise } from '@/lib/money';
import type { Database, OrderTable, PaymentMode } from '../db/schema';
import { renderEmail } from '../mail/render-email';
import type { MailMessage } from '../mail/send-mail';
import { followUp, type OrderSummary, type Site } from '../orders/order-emails';
import { linkOf, type OrderForText, textMessage, trackingUrl } from '../orders/order-texts';
import { tellCustomer } from '../orders/tell-customer';
import type { TextingSite } from '../sms/text-limits';

/** What the customer hears about their order's money (issue 35). */
export type MoneyNews =
  | { kind: 'bill-issued'; billNumber: string; totalPaise: number; issuedOn: string }
  | { kind: 'payment-received'; amountPaise: number; mode: PaymentMode; paidOn: string; balancePaise: number }
  | { kind: 'balance-due'; billNumber: string; balancePaise: number };

/**
 * Tells the customer, by e-mail and by their text channel, in the language
 * they ordered in, within the caller's transaction (the outbox): a bill was
 * issued (its amount and where to pay it), a payment came (and what is left),
 * or a balance is still due (only when the office sends the reminder).
 */
export function tellAboutMoney(
  trx: Transaction<Database>,
  options: { logger: Logger; site: TextingSite; order: Selectable<OrderTable>; news: MoneyNews },
) {
  const { news, site } = options;
  return tellCustomer({
    trx,
    logger: options.logger,
    site,
    order: options.order,
    causedBy: 'office',
    what: news.kind.replace('-', ' '),
    kind: news.kind,
    email: (summary) => moneyEmail(summary, news, site),
    text: (order) => moneyText(order, news, site.baseUrl),
  });
}

/** The SMS or WhatsApp text: two SMS parts at most, with the tracking link where the bill is paid. */
export function moneyText(order: OrderForText, news: MoneyNews, baseUrl: string) {
  const money = (paise: number) => formatPaise(paise, order.locale);
  const link = linkOf(order, baseUrl);
  const variables: Record<string, string> =
    news.kind === 'bill-issued'
      ? { reference: order.reference, number: news.billNumber, total: money(news.totalPaise), link }
      : news.kind === 'payment-received'
        ? { reference: order.reference, amount: money(news.amountPaise), balance: money(news.balancePaise), link }
        : { reference: order.reference, number: news.billNumber, balance: money(news.balancePaise), link };
  const key = TEXT_KEYS[news.kind];
  return textMessage(order, news.kind, translate(order.locale, key, variables), variables);
}

const TEXT_KEYS = {
  'bill-issued': 'sms.billIssued',
  'payment-received': 'sms.paymentReceived',
  'balance-due': 'sms.balanceDue',
} as const satisfies Record<MoneyNews['kind'], MessageKey>;

/** The e-mail: the news, the order's lines, and a button to the page where the bill is paid. */
export function moneyEmail(order: OrderSummary & { email: string }, news: MoneyNews, site: Site): MailMessage {
  const { locale, reference } = order;
  const say = (key: MessageKey, values?: Record<string, string | number>) => translate(locale, key, values);
  const money = (paise: number) => formatPaise(paise, locale);
  const [subject, title, paragraphs] =
    news.kind === 'bill-issued'
      ? [
          say('email.money.billSubject', { reference, number: news.billNumber }),
          say('email.money.billTitle', { reference }),
          [
            say('email.money.billBody', {
              number: news.billNumber,
              date: formatCalendarDate(news.issuedOn, locale),
              total: money(news.totalPaise),
            }),
            say('email.money.payHow'),
          ],
        ]
      : news.kind === 'payment-received'
        ? [
            say('email.money.paidSubject', { reference }),
            say('email.money.paidTitle', { reference }),
            [
              say('email.money.paidBody', {
                amount: money(news.amountPaise),
                mode: say(`email.money.modes.${news.mode}`),
                date: formatCalendarDate(news.paidOn, locale),
              }),
              news.balancePaise > 0
                ? say('email.money.balanceLeft', { balance: money(news.balancePaise) })
                : say('email.money.allPaid'),
            ],
          ]
        : [
            say('email.money.dueSubject', { reference }),
            say('email.money.dueTitle', { reference }),
            [
              say('email.money.dueBody', { number: news.billNumber, balance: money(news.balancePaise) }),
              say('email.money.payHow'),
            ],
          ];
  // The pay button is on the tracking page: the e-mail leads there when the order has one.
  const action = order.trackingToken
    ? { label: say('email.money.payAction'), url: trackingUrl(site.baseUrl, locale, order.trackingToken) }
    : followUp(order, site);
  const { text, html } = renderEmail({
    title,
    paragraphs: [
      order.toAccountAddress
        ? say('email.order.greeting', { name: order.customerName })
        : say('email.order.greetingPlain'),
      ...paragraphs,
      say('email.order.reference', { reference }),
    ],
    action: news.kind === 'payment-received' ? followUp(order, site) : action,
    footer: say('email.order.footer'),
    siteName: site.siteName,
    locale,
  });
  return { to: order.email, subject, text, html };
}
