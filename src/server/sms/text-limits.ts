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
  return spendSiteBudget(db, site, day, now);
}

/** Counts one text against the site's day (SMS_DAILY_LIMIT); the first refusal of the day tells the office, once. */
async function spendSiteBudget(db: Kysely<Database>, site: TextingSite, day: string, now: number): Promise<boolean> {
  const siteRule = { max: site.smsDailyLimit, windowSeconds: NUMBER_LIMITS.day.windowSeconds };
  if ((await consumeRateLimit(db, `text|${day}|site`, siteRule, now)).allowed) return true;
  const once = { max: 1, windowSeconds: NUMBER_LIMITS.day.windowSeconds };
  if ((await consumeRateLimit(db, `text|${day}|cap-notice`, once, now)).allowed) {
    const office = staffRecipients(site);
    if (office.to.length > 0) {
      await enqueueMessages(db, [emailMessage(capReachedEmail(site, office), { kind: 'text-cap-reached' })]);
    }
  }
  return false;
}

/**
 * Sign-in codes are what SMS pumping aims at: a script asks codes for numbers
 * whose operator shares the price with it. Checked in this order, each counting
 * only what the ones before let through: the client address, then the number
 * range (the first six digits: pumped numbers come in runs), then the number
 * itself, then the site's day. A number already proven to be a customer's (an
 * account verified it, or an order gave it) skips the address and range
 * limits: a farmer asking a code for their own number is refused only by their
 * own number's limit or by the cap, never by someone else's requests, and a
 * refused attacker spends nothing of the number's count or of the cap.
 */
export const CODE_LIMITS = {
  address: { max: 10, windowSeconds: 60 * 60 },
  range: { max: 20, windowSeconds: 60 * 60 },
  number: { max: 3, windowSeconds: 15 * 60 },
  numberDay: { max: 10, windowSeconds: 24 * 60 * 60 },
} satisfies Record<string, RateLimitRule>;

export type CodeRefusal = 'number' | 'address' | 'range' | 'site';

/** Counts one sign-in code to `to`, asked from `address`: null when it may go, else which limit refused it. */
export async function mayTextCode({
  db,
  to,
  address,
  site,
  now = Date.now(),
}: {
  db: Kysely<Database>;
  to: string;
  address: string;
  site: TextingSite;
  now?: number;
}): Promise<CodeRefusal | null> {
  const { day } = indianClock(now);
  const checks: [CodeRefusal, string, RateLimitRule][] = [
    ...((await isKnownNumber(db, to))
      ? []
      : ([
          ['address', `code|address|${address}`, CODE_LIMITS.address],
          ['range', `code|range|${to.slice(0, 9)}`, CODE_LIMITS.range],
        ] satisfies [CodeRefusal, string, RateLimitRule][])),
    ['number', `code|number|${to}`, CODE_LIMITS.number],
    ['number', `code|${day}|${to}`, CODE_LIMITS.numberDay],
  ];
  for (const [refusal, key, rule] of checks) {
    if (!(await consumeRateLimit(db, key, rule, now)).allowed) return refusal;
  }
  return (await spendSiteBudget(db, site, day, now)) ? null : 'site';
}

/** A number an account has verified, or an order was placed with: a customer's, not one a script made up. */
async function isKnownNumber(db: Kysely<Database>, phone: string): Promise<boolean> {
  const account = await db.selectFrom('user').select('id').where('phoneNumber', '=', phone).executeTakeFirst();
  if (account) return true;
  const order = await db.selectFrom('orders').select('id').where('phone', '=', phone).limit(1).executeTakeFirst();
  return order !== undefined;
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
