/**
 * Rules of a post's HTML shared by the back office's editor and the server
 * (issue 21). The sanitiser (server/blog/sanitize-post-html.ts) is what keeps
 * posts safe; these only keep the editor from offering what it would refuse.
 */

/**
 * Tags a post may hold that the formatted editor has no place for (pictures in
 * the text, tables, embedded videos). Its schema would drop them, so a post that
 * has any is edited as HTML, in the plain textarea.
 */
export const HTML_ONLY_TAGS = ['img', 'figure', 'figcaption', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'iframe'];

const HTML_ONLY = new RegExp(`<(?:${HTML_ONLY_TAGS.join('|')})\\b`, 'i');

/** Whether the formatted editor can show this body without losing any of it. */
export function fitsRichTextEditor(html: string): boolean {
  return !HTML_ONLY.test(html);
}

/**
 * Whether the sanitiser keeps this link address: http(s), mailto or tel, or
 * an address without a scheme on this site (not "//host", which leaves it).
 */
export function keptAsLink(href: string): boolean {
  // As browsers read it: control characters and spaces (up to U+0020) inside a scheme do not count.
  const address = Array.from(href)
    .filter((character) => character > ' ')
    .join('');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(address)?.[1]?.toLowerCase();
  return scheme ? ['http', 'https', 'mailto', 'tel'].includes(scheme) : !address.startsWith('//');
}

/** An address a person may give a link in the editor: http(s), mailto, tel, or a page of this site ("/…", not "//…"). */
export function isPostLink(href: string): boolean {
  return /^(?:https?:\/\/[^\s/?#]+\S*|mailto:[^\s@]+@\S+|tel:\+?[\d\s().-]+|\/(?!\/)\S*)$/i.test(href);
}

/**
 * The link an address typed in the editor's field makes, or null when it is not
 * one a post may have. A bare host ("icar.org.in/fisheries") is taken as https.
 */
export function postLinkFrom(input: string): string | null {
  const href = input.trim();
  if (isPostLink(href)) return href;
  const bare = `https://${href}`;
  return /^[\w-]+(\.[\w-]+)+(?:[/?#]\S*)?$/.test(href) && isPostLink(bare) ? bare : null;
}
