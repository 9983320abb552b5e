import { INTL_TAGS, type Locale } from './i18n/locales';
import { getRequestLocale } from './i18n/request-locale';
/** Rules of the blog's display (spec §2.9, §9), shared by pages, feeds and tests. */

export const POSTS_PER_PAGE = 12;
export const CARD_EXCERPT_LENGTH = 200;

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** HTML → plain text: tags dropped, common entities decoded, whitespace collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_match, name: string) => entities[name] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The excerpt, or the content without tags, cut to `length` characters with an ellipsis. */
export function cardExcerpt(excerpt: string, content: string, length = CARD_EXCERPT_LENGTH): string {
  const text = plainText(excerpt || content);
  return text.length > length ? `${text.slice(0, length).trimEnd()}...` : text;
}

const longDates = new Map<Locale, Intl.DateTimeFormat>();

/** "June 5, 2024" (spec §2.9: long US format) in English; "5 জুন, 2024", "5 जून 2024" in the others (India time). */
export function formatPostDate(date: Date, locale: Locale = getRequestLocale()): string {
  let format = longDates.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : INTL_TAGS[locale], {
      dateStyle: 'long',
      timeZone: 'Asia/Kolkata',
    });
    longDates.set(locale, format);
  }
  return format.format(date);
}

/** Spec §2.9: the author "Admin" is shown as a founder title (`founder`, in the page's language). */
export function authorLabel(author: string, founder: string): string {
  return author.trim().toLowerCase() === 'admin' ? founder : author;
}

/** Up to `shown` tags, and how many more there are. */
export function tagsPreview(tags: string[], shown = 2): { tags: string[]; more: number } {
  return { tags: tags.slice(0, shown), more: Math.max(0, tags.length - shown) };
}
