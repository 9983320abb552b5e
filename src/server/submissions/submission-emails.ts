import type { Logger } from 'pino';
import { renderEmail } from '../mail/render-email';
import type { MailMessage, SendMail } from '../mail/send-mail';
import type { SubmissionForm } from './submission-limits';

export type NotifySite = { siteName: string; baseUrl: string; adminNotifyEmail: string | undefined };

const titles: Record<SubmissionForm, string> = {
  contact: 'New contact question',
  join: 'New job application',
  tenant: 'EMERGENCY: tenant down',
};

/** To ADMIN_NOTIFY_EMAIL: every field of a new submission and a link to its admin tab. */
export function newSubmissionEmail(
  form: SubmissionForm,
  fields: [label: string, value: string | null][],
  site: NotifySite,
  to: string,
): MailMessage {
  const summary = fields[0]?.[1] ?? '';
  const { text, html } = renderEmail({
    title: titles[form],
    paragraphs: fields.map(([label, value]) => `${label}: ${value || '—'}`),
    action: { label: 'Open in the admin panel', url: `${site.baseUrl}/admin?tab=${form}` },
    footer: 'Sent to the address in ADMIN_NOTIFY_EMAIL.',
    siteName: site.siteName,
  });
  // One line, no control characters: a subject is a header.
  const subject = `${titles[form]}: ${summary}`.replace(/[\r\n\t]+/g, ' ').slice(0, 150);
  return { to, subject, text, html };
}

/** Sends the notice when ADMIN_NOTIFY_EMAIL is set; a mail failure is logged and the submission stands. */
export async function notifyAdmin(
  options: { sendMail: SendMail; logger: Logger; site: NotifySite },
  form: SubmissionForm,
  fields: [string, string | null][],
): Promise<void> {
  const to = options.site.adminNotifyEmail;
  if (!to) return;
  try {
    await options.sendMail(newSubmissionEmail(form, fields, options.site, to));
  } catch (error) {
    options.logger.error({ err: error, form }, 'could not send the new-submission e-mail');
  }
}
