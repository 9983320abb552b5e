import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { type Locale, localUrl } from '@/lib/i18n/locales';
import { translate } from '@/lib/i18n/messages';
import { type CompanySettings, formatPhone } from '@/lib/schemas/site-settings';
import { isAccountAddress } from '../auth/account-address';
import type { Database } from '../db/schema';
import { INBOX_LIMIT_REACHED, mayMailReceipt } from '../mail/recipient-limits';
import { renderEmail } from '../mail/render-email';
import type { MailMessage } from '../mail/send-mail';
import { staffNoticeFooter, staffRecipients } from '../mail/staff-recipients';
import { emailMessage, type NewMessage } from '../outbox/enqueue-messages';
import type { SubmissionForm } from './submission-limits';
import { SUBMISSION_TABLES } from './submission-tables';

export type NotifySite = {
  siteName: string;
  baseUrl: string;
  adminNotifyEmail: string | undefined;
  /** The company's own addresses (site settings): staff are told there when ADMIN_NOTIFY_EMAIL is unset. */
  officeEmails: string[];
  /** The emergency lines (site settings), given to whoever reports an emergency. */
  emergencyContacts: CompanySettings['emergencyContacts'];
  /** SMS_DAILY_LIMIT: text messages the site sends in a day at most. */
  smsDailyLimit: number;
};

const titles: Record<SubmissionForm, string> = {
  contact: 'New contact question',
  join: 'New job application',
  tenant: 'EMERGENCY: tenant down',
};

/** To the staff: every field of a new submission and a link to its admin tab. */
export function newSubmissionEmail(
  form: SubmissionForm,
  fields: [label: string, value: string | null][],
  site: NotifySite,
  recipients: { to: string[]; fallback: boolean },
): MailMessage {
  const summary = fields[0]?.[1] ?? '';
  const { text, html } = renderEmail({
    title: titles[form],
    paragraphs: fields.map(([label, value]) => `${label}: ${value || '—'}`),
    action: { label: 'Open in the admin panel', url: `${site.baseUrl}/admin/submissions/${form}` },
    footer: staffNoticeFooter(recipients),
    siteName: site.siteName,
  });
  // One line, no control characters: a subject is a header.
  const subject = `${titles[form]}: ${summary}`.replace(/[\r\n\t]+/g, ' ').slice(0, 150);
  return { to: recipients.to.join(', '), subject, text, html };
}

export type TenantDownReport = {
  reference: string;
  name: string;
  email: string;
  phone: string;
  tenantUrl: string;
  description: string;
};

/**
 * To the reporter, right after the report is stored, in the language of the
 * page they sent it from: the reference and whom to call now. Anyone may send
 * the form with any address, so the mail repeats nothing typed into it (no
 * name, phone, site address or text): none of the sender's words can reach a
 * stranger's inbox under the company's name.
 */
export function tenantDownReceivedEmail(report: TenantDownReport, site: NotifySite, locale: Locale): MailMessage {
  const { reference } = report;
  const { text, html } = renderEmail({
    title: translate(locale, 'email.tenantDown.title', { reference }),
    paragraphs: [
      translate(locale, 'email.tenantDown.body', { reference }),
      translate(locale, 'email.tenantDown.reference', { reference }),
      ...(site.emergencyContacts.length > 0
        ? [
            translate(locale, 'email.tenantDown.emergencyLines'),
            ...site.emergencyContacts.map((contact) => `${contact.label}: ${formatPhone(contact.number)}`),
          ]
        : []),
    ],
    action: {
      label: translate(locale, 'email.tenantDown.action'),
      url: localUrl(site.baseUrl, locale, '/contact'),
    },
    footer: translate(locale, 'email.tenantDown.footer'),
    siteName: site.siteName,
    locale,
  });
  return { to: report.email, subject: translate(locale, 'email.tenantDown.subject', { reference }), text, html };
}

/**
 * To whoever sent a contact question (at the address the answer will go to) or
 * a job application with an e-mail, in their page's language. Like the
 * emergency receipt, it repeats nothing they typed.
 */
export function formReceivedEmail(
  form: 'contact' | 'joinUs',
  to: string,
  site: NotifySite,
  locale: Locale,
): MailMessage {
  const say = (part: 'title' | 'body' | 'footer' | 'subject') => translate(locale, `email.${form}.${part}`);
  const { text, html } = renderEmail({
    title: say('title'),
    paragraphs: [say('body')],
    // A question is answered by e-mail; meanwhile the contact page has the other ways to reach the office.
    action:
      form === 'contact'
        ? { label: translate(locale, 'email.contact.action'), url: localUrl(site.baseUrl, locale, '/contact') }
        : undefined,
    footer: say('footer'),
    siteName: site.siteName,
    locale,
  });
  return { to, subject: say('subject'), text, html };
}

/**
 * The messages of a new submission, written in its transaction: the staff's
 * notice (see staffRecipients) and the sender's receipt. Unless the receipt
 * goes to the sender's own verified account address, the address was typed
 * and counts against that inbox's limit: past it, the receipt is written as
 * not sent (failed, with the limit) and the submission stands.
 */
export async function submissionMessages(
  db: Kysely<Database>,
  context: { logger: Logger; site: NotifySite; actor: { userId: string } | null; locale: Locale },
  submission: {
    form: SubmissionForm;
    id: number;
    fields: [label: string, value: string | null][];
    receipt: MailMessage | null;
  },
): Promise<NewMessage[]> {
  const { form, receipt } = submission;
  const about = { table: SUBMISSION_TABLES[form], id: submission.id };
  const messages: NewMessage[] = [];
  const recipients = staffRecipients(context.site);
  if (recipients.to.length > 0) {
    const notice = newSubmissionEmail(form, submission.fields, context.site, recipients);
    messages.push(emailMessage(notice, { kind: `${form}-new`, about }));
  } else {
    context.logger.error({ form }, 'no address to tell the staff of a new submission');
  }
  if (receipt) {
    const userId = context.actor?.userId ?? null;
    const toAccountAddress = await isAccountAddress({ db, userId, email: receipt.to });
    const message = emailMessage(receipt, { kind: `${form}-received`, locale: context.locale, about });
    if (await mayMailReceipt({ db, to: receipt.to, toAccountAddress })) {
      messages.push(message);
    } else {
      context.logger.warn({ form }, 'receipt not sent: its address had too many e-mails');
      messages.push({ ...message, notSent: INBOX_LIMIT_REACHED });
    }
  }
  return messages;
}
