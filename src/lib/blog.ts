import { INTL_TAGS, type Locale } from './i18n/locales';
/** Rules of the blog's display (spec §2.9, §9), shared by pages, feeds and tests. */

export const POSTS_PER_PAGE = 12;
export const CARD_EXCERPT_LENGTH = 200;

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** Tags that end a block or a line: their words are apart ("<p>One.</p><p>Two.</p>" reads "One. Two."). */
const BLOCK_BOUNDARY =
  /<\/?(?:address|article|aside|blockquote|br|dd|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|iframe|img|li|main|nav|ol|p|pre|section|table|tbody|td|tfoot|th|thead|tr|ul)\b[^>]*>/gi;

/**
 * HTML → plain text (meta descriptions, cards, the feed): blocks and line breaks
 * read as a space, other tags as nothing ("<b>Fi</b>sh" is "Fish"), common
 * entities decoded, whitespace collapsed.
 */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(BLOCK_BOUNDARY, ' ')
    .replace(/<[^>]*>/g, '')
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
export function formatPostDate(date: Date, locale: Locale): string {
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
