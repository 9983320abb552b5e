import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { renderEmail } from '../mail/render-email';
import type { MailMessage } from '../mail/send-mail';
import { staffNoticeFooter, staffRecipients } from '../mail/staff-recipients';
import { emailMessage, enqueueMessages } from '../outbox/enqueue-messages';
import { CLIENT_ADDRESS_HEADER, clientAddress } from '../security/client-address';
import { consumeRateLimit, countRateLimit, type RateLimitRule } from '../security/rate-limit';

/*
 * Every SMS and WhatsApp message costs money, and the number it goes to was
 * typed by whoever sent the form. Who caused a text decides what it counts
 * against (decision 035), all counted in the database so the limits hold
 * across servers:
 * - a visitor (an order's "order received", an emergency report's reference,
 *   a sign-in code): the sender's address and the number's range when no
 *   account has proved the number (pumped numbers are made up, and come in
 *   runs), the number itself, and a share of the site's day;
 * - the office (a decision, a step of the order's life): only the site's day.
 *   The order's life bounds them, and a farmer confirmed, dispatched and
 *   delivered within an hour hears of each step;
 * - the office again (Send again, an invitation): the number and the site's day.
 * Past a limit only the text is skipped; about an order or a submission, it is
 * written there as not sent (failed, with the limit) for the office to phone.
 */

/** Texts to one number, each counted in its clock hour and Indian day: a visitor's, an invitation, Send again. */
export const NUMBER_LIMITS: { hour: RateLimitRule; day: RateLimitRule } = {
  hour: { max: 3, windowSeconds: 60 * 60 },
  day: { max: 10, windowSeconds: 24 * 60 * 60 },
};

/**
 * Texts visitors cause to numbers no account has proved (sign-in codes and
 * order and report texts together): per sender's address, and per number range
 * (the first six digits), each an hour.
 */
export const VISITOR_TEXT_LIMITS = {
  address: { max: 10, windowSeconds: 60 * 60 },
  range: { max: 20, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>;

/**
 * The part of SMS_DAILY_LIMIT that order and report texts may use: the rest
 * (a fifth: 100 of the default 500) stays for sign-in codes and the office's
 * messages, so orders sent by a script cannot stop farmers signing in.
 */
export const VISITOR_TEXT_SHARE = 0.8;

/** Why a text was not sent, for the office (the back office is English): stored as the message's error. */
export type TextRefusal = 'number-hour' | 'number-day' | 'address' | 'range' | 'visitors' | 'site';

export function notSentReason(refusal: TextRefusal, site: { smsDailyLimit: number }): string {
  switch (refusal) {
    case 'number-hour':
      return `limit per number: ${NUMBER_LIMITS.hour.max} texts an hour to this number were sent already`;
    case 'number-day':
      return `limit per number: ${NUMBER_LIMITS.day.max} texts today to this number were sent already`;
    case 'address':
      return `limit per address: the sender's connection asked for ${VISITOR_TEXT_LIMITS.address.max} texts to unproved numbers this hour`;
    case 'range':
      return `limit per number range: ${VISITOR_TEXT_LIMITS.range.max} texts went to numbers starting like this one this hour`;
    case 'visitors':
      return `daily limit: order and report texts used their share of SMS_DAILY_LIMIT today (${visitorShare(site)} of ${site.smsDailyLimit})`;
    case 'site':
      return `daily limit: the site sent SMS_DAILY_LIMIT (${site.smsDailyLimit}) texts today`;
  }
}

/** The day in India (IST, no daylight saving) and its hour: each limit counts within one of these. */
function indianClock(now: number): { day: string; hour: string } {
  const ist = new Date(now + 5.5 * 60 * 60 * 1000).toISOString();
  return { day: ist.slice(0, 10), hour: ist.slice(0, 13) };
}

const DAY: RateLimitRule = { max: 1, windowSeconds: 24 * 60 * 60 };
const visitorShare = (site: { smsDailyLimit: number }) => Math.floor(site.smsDailyLimit * VISITOR_TEXT_SHARE);
/** The keys a number's range and a sender's address count under, for codes and visitors' texts alike. */
const addressKey = (address: string) => `texts|address|${address}`;
const rangeKey = (to: string) => `texts|range|${to.slice(0, 9)}`;

/** A text a visitor's request causes: to whom, asked from which address, on which site, when. */
type VisitorText = { db: Kysely<Database>; to: string; address: string; site: TextingSite; now?: number };

/**
 * Counts one text a visitor's form causes (an order's "order received", an
 * emergency report's reference) to `to`, sent from `address`: null when it may
 * go, else the limit that stopped it. In order, each counting only what the
 * ones before let through: the address and the range (unless an account proved
 * the number), the number's hour and day, the visitors' share of the day, the
 * site's day. Each counts within its clock hour or Indian day (a farmer who
 * orders every week never carries one day's count into the next).
 */
export async function mayTextForVisitor({
  db,
  to,
  address,
  site,
  now = Date.now(),
}: VisitorText): Promise<TextRefusal | null> {
  const { day, hour } = indianClock(now);
  if (!(await isProvedNumber(db, to))) {
    if (!(await consumeRateLimit(db, addressKey(address), VISITOR_TEXT_LIMITS.address, now)).allowed) return 'address';
    if (!(await consumeRateLimit(db, rangeKey(to), VISITOR_TEXT_LIMITS.range, now)).allowed) return 'range';
  }
  const refusal = await spendNumberBudget(db, to, hour, day, now);
  if (refusal) return refusal;
  const share = { max: visitorShare(site), windowSeconds: DAY.windowSeconds };
  if (!(await consumeRateLimit(db, `text|${day}|visitors`, share, now)).allowed) {
    await tellOfficeOnce(db, site, day, now, 'visitors');
    return 'visitors';
  }
  return (await spendSiteBudget(db, site, day, now)) ? null : 'site';
}

/**
 * Counts one text the office causes about an order (a decision, a step): only
 * against the site's day. The order's life bounds how many there are; a visitor
 * limit here dropped the fourth text of an order confirmed, dispatched and
 * delivered within an hour.
 */
export async function mayTextAboutOrder({
  db,
  site,
  now = Date.now(),
}: {
  db: Kysely<Database>;
  site: TextingSite;
  now?: number;
}): Promise<TextRefusal | null> {
  return (await spendSiteBudget(db, site, indianClock(now).day, now)) ? null : 'site';
}

/**
 * Counts one text to `to` against the number's hour and day and the site's day
 * (a staff invitation, Send again: the office may click as often as it likes,
 * the number is still nobody's to fill). The day's budget is only spent by
 * texts the hour allowed, and the site's by texts the number's allowed.
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
  if (await spendNumberBudget(db, to, hour, day, now)) return false;
  return spendSiteBudget(db, site, day, now);
}

async function spendNumberBudget(
  db: Kysely<Database>,
  to: string,
  hour: string,
  day: string,
  now: number,
): Promise<TextRefusal | null> {
  if (!(await consumeRateLimit(db, `text|${hour}|${to}`, NUMBER_LIMITS.hour, now)).allowed) return 'number-hour';
  if (!(await consumeRateLimit(db, `text|${day}|${to}`, NUMBER_LIMITS.day, now)).allowed) return 'number-day';
  return null;
}

const siteKey = (day: string) => `text|${day}|site`;

/** Counts one text against the site's day (SMS_DAILY_LIMIT); the first refusal of the day tells the office, once. */
async function spendSiteBudget(db: Kysely<Database>, site: TextingSite, day: string, now: number): Promise<boolean> {
  const siteRule = { max: site.smsDailyLimit, windowSeconds: DAY.windowSeconds };
  if ((await consumeRateLimit(db, siteKey(day), siteRule, now)).allowed) return true;
  await tellOfficeOnce(db, site, day, now, 'site');
  return false;
}

async function tellOfficeOnce(
  db: Kysely<Database>,
  site: TextingSite,
  day: string,
  now: number,
  which: 'site' | 'visitors',
): Promise<void> {
  if (!(await consumeRateLimit(db, `text|${day}|${which}-notice`, DAY, now)).allowed) return;
  const office = staffRecipients(site);
  if (office.to.length > 0) {
    await enqueueMessages(db, [emailMessage(capReachedEmail(site, office, which), { kind: 'text-cap-reached' })]);
  }
}

/**
 * Sign-in codes are what SMS pumping aims at: a script asks codes for numbers
 * whose operator shares the price with it. And a code is a number-only
 * account's only way in, so nobody else may use up its holder's codes, and the
 * answer must not tell who has an account. The hook sends no new code while
 * one is still valid (auth-hooks.ts); then, in order, each counting only what
 * the ones before let through:
 * - the site's day already spent: refused, whoever asks;
 * - the number, per asking address (3 in 15 minutes, 10 a day): one address
 *   spends only its own share, never the holder's;
 * - the number, from every address that is not one its holder signed in from
 *   (their sessions'), 10 a day together: a crowd cannot fill a phone, and
 *   still cannot lock its holder out at home;
 * - a number no account has proved: the address and range limits of every
 *   visitor's text. Past them the request is answered as if the code went
 *   (`quiet`: the hook stores a code and sends nothing), so a customer's number
 *   and any other answer alike;
 * - the site's day.
 */
export const CODE_LIMITS = {
  number: { max: 3, windowSeconds: 15 * 60 },
  numberDay: { max: 10, windowSeconds: 24 * 60 * 60 },
  strangers: { max: 10, windowSeconds: 24 * 60 * 60 },
} satisfies Record<string, RateLimitRule>;

/** What a code request gets: sent, answered as sent with nothing sent, or refused by the number's or the site's limit. */
export type CodeDecision = 'send' | 'quiet' | 'number' | 'site';

/** Counts one sign-in code to `to`, asked from `address` (rules above). */
export async function mayTextCode({ db, to, address, site, now = Date.now() }: VisitorText): Promise<CodeDecision> {
  const { day } = indianClock(now);
  const siteRule = { max: site.smsDailyLimit, windowSeconds: DAY.windowSeconds };
  if ((await countRateLimit(db, siteKey(day), siteRule, now)) >= site.smsDailyLimit) {
    await tellOfficeOnce(db, site, day, now, 'site');
    return 'site';
  }
  const number: [string, RateLimitRule][] = [
    [`code|number|${to}|${address}`, CODE_LIMITS.number],
    [`code|${day}|${to}|${address}`, CODE_LIMITS.numberDay],
    ...((await holderAddresses(db, to)).includes(address)
      ? []
      : ([[`code|${day}|${to}|strangers`, CODE_LIMITS.strangers]] satisfies [string, RateLimitRule][])),
  ];
  for (const [key, rule] of number) {
    if (!(await consumeRateLimit(db, key, rule, now)).allowed) return 'number';
  }
  if (!(await isProvedNumber(db, to))) {
    if (!(await consumeRateLimit(db, addressKey(address), VISITOR_TEXT_LIMITS.address, now)).allowed) return 'quiet';
    if (!(await consumeRateLimit(db, rangeKey(to), VISITOR_TEXT_LIMITS.range, now)).allowed) return 'quiet';
  }
  return (await spendSiteBudget(db, site, day, now)) ? 'send' : 'site';
}

/**
 * A number an account proved with a code: its holder's, not one a script made
 * up. An order's number proves nothing (anyone can type any number).
 */
async function isProvedNumber(db: Kysely<Database>, phone: string): Promise<boolean> {
  const account = await db
    .selectFrom('user')
    .select('id')
    .where('phoneNumber', '=', phone)
    // A literal: SQLite stores the flag as 0/1 and reads TRUE as 1, PostgreSQL as a boolean.
    .where('phoneNumberVerified', '=', sql.lit(true))
    .executeTakeFirst();
  return account !== undefined;
}

/** The addresses the number's holder is signed in from (better-auth keeps each session's), as the limits count them. */
async function holderAddresses(db: Kysely<Database>, phone: string): Promise<string[]> {
  const sessions = await db
    .selectFrom('session')
    .innerJoin('user', 'user.id', 'session.userId')
    .select('session.ipAddress')
    .where('user.phoneNumber', '=', phone)
    .where('user.phoneNumberVerified', '=', sql.lit(true))
    .execute();
  return sessions
    .filter((session) => session.ipAddress)
    .map((session) => clientAddress(new Headers({ [CLIENT_ADDRESS_HEADER]: session.ipAddress ?? '' })));
}

export type TextingSite = {
  siteName: string;
  baseUrl: string;
  smsDailyLimit: number;
  adminNotifyEmail: string | undefined;
  officeEmails: string[];
};

function capReachedEmail(
  site: TextingSite,
  office: { to: string[]; fallback: boolean },
  which: 'site' | 'visitors',
): MailMessage {
  const { text, html } = renderEmail({
    title: which === 'site' ? 'Text messages stopped for today' : 'Order texts stopped for today',
    paragraphs: [
      which === 'site'
        ? `The site has sent ${site.smsDailyLimit} SMS and WhatsApp messages today (SMS_DAILY_LIMIT), so it sends no more until midnight (India time): new orders are still taken, but their customers get no text.`
        : `Orders and emergency reports have used their share of the day's texts (${visitorShare(site)} of SMS_DAILY_LIMIT, ${site.smsDailyLimit}), so their customers get no text until midnight (India time); sign-in codes and the office's messages still go.`,
      'If that many orders really came in, raise SMS_DAILY_LIMIT; if not, someone may be sending orders or forms to run up the bill, and the per-number and per-address limits are holding them. Each text not sent is listed under Failed messages.',
    ],
    action: { label: 'Open the back office', url: `${site.baseUrl}/admin` },
    footer: staffNoticeFooter(office),
    siteName: site.siteName,
  });
  const subject =
    which === 'site'
      ? 'Text messages stopped for today: daily limit reached'
      : 'Order texts stopped for today: their share of the daily limit reached';
  return { to: office.to.join(', '), subject, text, html };
}
