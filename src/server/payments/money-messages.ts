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
  | {
      kind: 'bill-issued';
      billNumber: string;
      totalPaise: number;
      /** What is left to pay on it: less than the total after an advance, nothing when the advance covered it. */
      balancePaise: number;
      issuedOn: string;
    }
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
    kind: kindOf(news),
    email: (summary) => moneyEmail(summary, news, site),
    text: (order) => moneyText(order, news, site.baseUrl),
  });
}

/**
 * The message kind, one registered template each: a bill issued after an
 * advance says what is left to pay, not its total, so that nobody pays twice.
 */
function kindOf(news: MoneyNews) {
  if (news.kind !== 'bill-issued' || news.balancePaise === news.totalPaise) return news.kind;
  return news.balancePaise > 0 ? 'bill-issued-part-paid' : 'bill-issued-paid';
}

/** The SMS or WhatsApp text: two SMS parts at most, with the tracking link where the bill is paid. */
export function moneyText(order: OrderForText, news: MoneyNews, baseUrl: string) {
  const money = (paise: number) => formatPaise(paise, order.locale);
  const link = linkOf(order, baseUrl);
  const kind = kindOf(news);
  const variables: Record<string, string> =
    news.kind === 'bill-issued'
      ? {
          reference: order.reference,
          number: news.billNumber,
          total: money(news.totalPaise),
          ...(kind === 'bill-issued-part-paid' ? { balance: money(news.balancePaise) } : {}),
          link,
        }
      : news.kind === 'payment-received'
        ? { reference: order.reference, amount: money(news.amountPaise), balance: money(news.balancePaise), link }
        : { reference: order.reference, number: news.billNumber, balance: money(news.balancePaise), link };
  return textMessage(order, kind, translate(order.locale, TEXT_KEYS[kind], variables), variables);
}

const TEXT_KEYS = {
  'bill-issued': 'sms.billIssued',
  'bill-issued-part-paid': 'sms.billIssuedPartPaid',
  'bill-issued-paid': 'sms.billIssuedPaid',
  'payment-received': 'sms.paymentReceived',
  'balance-due': 'sms.balanceDue',
} as const satisfies Record<ReturnType<typeof kindOf>, MessageKey>;

/** The e-mail's words on a new bill: its total, or what is left of it after an advance. */
function billParagraphs(
  news: Extract<MoneyNews, { kind: 'bill-issued' }>,
  say: Say,
  money: (paise: number) => string,
  date: string,
) {
  const values = { number: news.billNumber, date, total: money(news.totalPaise), balance: money(news.balancePaise) };
  const kind = kindOf(news);
  if (kind === 'bill-issued-paid') return [say('email.money.billBodyPaid', values)];
  return [
    say(kind === 'bill-issued' ? 'email.money.billBody' : 'email.money.billBodyPartPaid', values),
    say('email.money.payHow'),
  ];
}

type Say = (key: MessageKey, values?: Record<string, string | number>) => string;

/** The e-mail: the news, the order's lines, and a button to the page where the bill is paid. */
export function moneyEmail(order: OrderSummary & { email: string }, news: MoneyNews, site: Site): MailMessage {
  const { locale, reference } = order;
  const say: Say = (key, values) => translate(locale, key, values);
  const money = (paise: number) => formatPaise(paise, locale);
  const [subject, title, paragraphs] =
    news.kind === 'bill-issued'
      ? [
          say('email.money.billSubject', { reference, number: news.billNumber }),
          say('email.money.billTitle', { reference }),
          billParagraphs(news, say, money, formatCalendarDate(news.issuedOn, locale)),
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
