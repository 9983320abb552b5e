import { INTL_TAGS, type Locale } from './i18n/locales';

/** True when the text holds ASCII control characters (a browser may drop them, changing what a URL means). */
export function hasControlCharacters(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

export function withoutControlCharacters(text: string): string {
  return Array.from(text)
    .filter((character) => !hasControlCharacters(character))
    .join('');
}

const counts = new Map<Locale, Intl.NumberFormat>();

/** 100000 → "1,00,000" (Indian digit grouping, as in prices), in the page's language. */
export function formatCount(count: number, locale: Locale): string {
  let format = counts.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(INTL_TAGS[locale]);
    counts.set(locale, format);
  }
  return format.format(count);
}

/** Text made safe to put inside HTML, in an element or a quoted attribute. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
