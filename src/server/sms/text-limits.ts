import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { renderEmail } from '../mail/render-email';
import type { MailMessage } from '../mail/send-mail';
import { staffNoticeFooter, staffRecipients } from '../mail/staff-recipients';
import { emailMessage, enqueueMessages } from '../outbox/enqueue-messages';
import { consumeRateLimit, type RateLimitRule } from '../security/rate-limit';

/**
 * Every SMS and WhatsApp message costs money, and the number it goes to was
 * typed by whoever sent the form: limited per number (so nobody can fill a
 * farmer's phone with the company's name) and for the whole site per day
 * (SMS_DAILY_LIMIT, so a script cannot run up the bill), counted in the
 * database so the limits hold across servers.
 */
export const NUMBER_LIMITS: { hour: RateLimitRule; day: RateLimitRule } = {
  hour: { max: 3, windowSeconds: 60 * 60 },
  day: { max: 10, windowSeconds: 24 * 60 * 60 },
};

/** The day in India (IST, no daylight saving) and its hour: each limit counts within one of these. */
function indianClock(now: number): { day: string; hour: string } {
  const ist = new Date(now + 5.5 * 60 * 60 * 1000).toISOString();
  return { day: ist.slice(0, 10), hour: ist.slice(0, 13) };
}

/**
 * Counts one text message to `to` and says whether it may go. Each limit counts
 * within its own clock hour or Indian day (a fixed window: a farmer who orders
 * every week never carries one day's count into the next). The day's budget is
 * only spent by messages the hour allowed, and the site's cap only by messages
 * the number's limits allowed: a flood to one number does not use up the day
 * for everyone. When it may not go, only the message is skipped.
 */
export async function mayTextNumber({
  db,
  to,
  site,
  now = Date.now(),
}: {
  db: Kysely<Database>;
  to: string;
  /** SMS_DAILY_LIMIT, and who is told (once a day) when it is reached. */
  site: TextingSite;
  now?: number;
}): Promise<boolean> {
  const { day, hour } = indianClock(now);
  if (!(await consumeRateLimit(db, `text|${hour}|${to}`, NUMBER_LIMITS.hour, now)).allowed) return false;
  if (!(await consumeRateLimit(db, `text|${day}|${to}`, NUMBER_LIMITS.day, now)).allowed) return false;
  const siteRule = { max: site.smsDailyLimit, windowSeconds: NUMBER_LIMITS.day.windowSeconds };
  if ((await consumeRateLimit(db, `text|${day}|site`, siteRule, now)).allowed) return true;
  // The first text refused by the cap each day tells the office, once: texts are stopping.
  const once = { max: 1, windowSeconds: NUMBER_LIMITS.day.windowSeconds };
  if ((await consumeRateLimit(db, `text|${day}|cap-notice`, once, now)).allowed) {
    const office = staffRecipients(site);
    if (office.to.length > 0) {
      await enqueueMessages(db, [emailMessage(capReachedEmail(site, office), { kind: 'text-cap-reached' })]);
    }
  }
  return false;
}

export type TextingSite = {
  siteName: string;
  baseUrl: string;
  smsDailyLimit: number;
  adminNotifyEmail: string | undefined;
  officeEmails: string[];
};

function capReachedEmail(site: TextingSite, office: { to: string[]; fallback: boolean }): MailMessage {
  const { text, html } = renderEmail({
    title: 'Text messages stopped for today',
    paragraphs: [
      `The site has sent ${site.smsDailyLimit} SMS and WhatsApp messages today (SMS_DAILY_LIMIT), so it sends no more until midnight (India time): new orders are still taken, but their customers get no text.`,
      'If that many orders really came in, raise SMS_DAILY_LIMIT; if not, someone may be sending orders or forms to run up the bill, and the per-number and per-address limits are holding them.',
    ],
    action: { label: 'Open the back office', url: `${site.baseUrl}/admin` },
    footer: staffNoticeFooter(office),
    siteName: site.siteName,
  });
  return { to: office.to.join(', '), subject: 'Text messages stopped for today: daily limit reached', text, html };
}
