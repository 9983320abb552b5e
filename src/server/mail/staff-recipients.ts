/**
 * Who on the staff hears of a new order or submission: ADMIN_NOTIFY_EMAIL, or
 * else every address of the company in the site settings, so an order or an
 * emergency always reaches someone (decision 017; the start-up log warns that
 * the variable is unset).
 */
export function staffRecipients(site: { adminNotifyEmail: string | undefined; officeEmails: string[] }): {
  to: string[];
  fallback: boolean;
} {
  if (site.adminNotifyEmail) return { to: [site.adminNotifyEmail], fallback: false };
  return { to: [...new Set(site.officeEmails)], fallback: true };
}

/** The footer of a staff notice: why it came to this address. */
export function staffNoticeFooter(recipients: { fallback: boolean }): string {
  return recipients.fallback
    ? "Sent to the company's addresses in the site settings because ADMIN_NOTIFY_EMAIL is not set."
    : 'Sent to the address in ADMIN_NOTIFY_EMAIL.';
}
