import type { Logger } from 'pino';
import { type CompanySettings, formatPhone } from '@/lib/schemas/site-settings';
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
 * To the reporter, right after the report is stored: the reference and whom to
 * call now. Anyone may send the form with any address, so the mail repeats
 * nothing typed into it but the (checked) phone number: no name, site address
 * or text of the sender's can reach a stranger's inbox under the company's name.
 */
export function tenantDownReceivedEmail(report: TenantDownReport, site: NotifySite): MailMessage {
  const { text, html } = renderEmail({
    title: `We received your emergency report ${report.reference}`,
    paragraphs: [
      `Our support team has your report and is acting on it. Please quote ${report.reference} whenever you call or write to us about it. If you did not send it, you can ignore this e-mail.`,
      `Reference: ${report.reference}`,
      `We will call you on: ${report.phone}`,
      ...(site.emergencyContacts.length > 0
        ? [
            'If fish or equipment are at risk right now, call us, any day:',
            ...site.emergencyContacts.map((contact) => `${contact.label}: ${formatPhone(contact.number)}`),
          ]
        : []),
    ],
    action: { label: 'All the ways to reach us', url: `${site.baseUrl}/contact` },
    footer: 'You receive this e-mail because a tenant-down report was sent with this address.',
    siteName: site.siteName,
  });
  return { to: report.email, subject: `Emergency report received: ${report.reference}`, text, html };
}
