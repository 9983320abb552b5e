import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { type Locale, localUrl } from '@/lib/i18n/locales';
import { translate } from '@/lib/i18n/messages';
import { type CompanySettings, formatPhone } from '@/lib/schemas/site-settings';
import { isAccountAddress } from '../auth/account-address';
import type { Database } from '../db/schema';
import { mayMailReceipt } from '../mail/recipient-limits';
import { renderEmail } from '../mail/render-email';
import type { MailMessage, SendMail } from '../mail/send-mail';
import { staffNoticeFooter, staffRecipients } from '../mail/staff-recipients';
import type { SubmissionForm } from './submission-limits';

export type NotifySite = {
  siteName: string;
  baseUrl: string;
  adminNotifyEmail: string | undefined;
  /** The company's own addresses (site settings): staff are told there when ADMIN_NOTIFY_EMAIL is unset. */
  officeEmails: string[];
  /** The emergency lines (site settings), given to whoever reports an emergency. */
  emergencyContacts: CompanySettings['emergencyContacts'];
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
    action: { label: 'Open in the admin panel', url: `${site.baseUrl}/admin?tab=${form}` },
    footer: staffNoticeFooter(recipients),
    siteName: site.siteName,
  });
  // One line, no control characters: a subject is a header.
  const subject = `${titles[form]}: ${summary}`.replace(/[\r\n\t]+/g, ' ').slice(0, 150);
  return { to: recipients.to.join(', '), subject, text, html };
}

/** Tells the staff (see staffRecipients); a mail failure is logged and the submission stands. */
export async function notifyAdmin(
  options: { sendMail: SendMail; logger: Logger; site: NotifySite },
  form: SubmissionForm,
  fields: [string, string | null][],
): Promise<void> {
  const recipients = staffRecipients(options.site);
  if (recipients.to.length === 0) {
    options.logger.error({ form }, 'no address to tell the staff of a new submission');
    return;
  }
  try {
    await options.sendMail(newSubmissionEmail(form, fields, options.site, recipients));
  } catch (error) {
    options.logger.error({ err: error, form }, 'could not send the new-submission e-mail');
  }
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
 * Sends a receipt to the person who sent a form; a mail failure is logged and
 * the submission stands. Unless it goes to the sender's own verified account
 * address, the address was typed and counts against that inbox's limit: past
 * it, only the receipt is skipped.
 */
export async function acknowledge(
  options: { db: Kysely<Database>; sendMail: SendMail; logger: Logger; actor: { userId: string } | null },
  form: SubmissionForm,
  message: MailMessage,
): Promise<void> {
  try {
    const userId = options.actor?.userId ?? null;
    const toAccountAddress = await isAccountAddress({ db: options.db, userId, email: message.to });
    if (!(await mayMailReceipt({ db: options.db, to: message.to, toAccountAddress }))) {
      options.logger.warn({ form }, 'receipt not sent: its address had too many e-mails');
      return;
    }
    await options.sendMail(message);
  } catch (error) {
    options.logger.error({ err: error, form }, 'could not send the receipt of a submission');
  }
}
