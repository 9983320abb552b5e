/**
 * Clipboard HTML tidied before the editor reads it (issue 21). The editor's
 * schema already keeps only what it knows (paragraphs, headings, lists, bold,
 * italic, links…) and drops scripts, styles, classes and event handlers, and
 * its bold rule already ignores Google Docs' `<b style="font-weight:normal">`
 * wrapper. What is left to do:
 * - Word marks list items as paragraphs (`style="mso-list:l0 level1 lfo1"`)
 *   whose bullet or number is text in a `mso-list:Ignore` span: they become
 *   real lists, nested by level.
 * - Line breaks between blocks (Google Docs' blank lines, Safari's
 *   "Apple-interchange-newline") and empty paragraphs (Word's `<o:p>&nbsp;</o:p>`)
 *   would be empty lines: they go.
 * - Links are underlined by the page, not by the text: an underline style or
 *   `<u>` inside a link goes, and so do a link's attributes but its address and
 *   title (`target`, `rel`, classes).
 * - A page's `<h1>` is its title; a post has its own, so it becomes `<h2>` (and
 *   `<h5>`, `<h6>` become `<h4>`, the smallest heading a post has).
 */
export function cleanPastedHtml(html: string): string {
  const body = new DOMParser().parseFromString(withoutEventHandlers(html), 'text/html').body;
  wordLists(body);
  for (const link of body.querySelectorAll('a')) {
    for (const name of link.getAttributeNames()) if (name !== 'href' && name !== 'title') link.removeAttribute(name);
  }
  for (const heading of body.querySelectorAll('h1, h5, h6')) rename(heading, heading.tagName === 'H1' ? 'h2' : 'h4');
  for (const element of body.querySelectorAll<HTMLElement>('a [style]'))
    element.style.removeProperty('text-decoration');
  for (const underline of body.querySelectorAll('a u')) underline.replaceWith(...underline.childNodes);
  for (const lineBreak of body.querySelectorAll('br')) {
    if (lineBreak.classList.contains('Apple-interchange-newline') || isBetweenBlocks(lineBreak)) lineBreak.remove();
  }
  for (const paragraph of body.querySelectorAll('p')) {
    if (!paragraph.textContent?.replace(/[\s\u00a0]/g, '') && !paragraph.querySelector('img')) paragraph.remove();
  }
  return body.innerHTML;
}

const TAG = /<[a-zA-Z](?:"[^"]*"|'[^']*'|[^'">])*>/g;
const EVENT_HANDLER = /\s+on[a-z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+)/gi;

/**
 * The `on…` attributes of the pasted tags, taken out before any parsing: they
 * never run (the clipboard is parsed in an inert document, and the schema and
 * the sanitiser drop them), but Chrome reports each one it parses as a
 * Content-Security-Policy violation.
 */
function withoutEventHandlers(html: string): string {
  return html.replace(TAG, (tag) => tag.replace(EVENT_HANDLER, ''));
}

const BLOCKS = new Set([
  'P',
  'DIV',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'UL',
  'OL',
  'LI',
  'BLOCKQUOTE',
  'PRE',
  'TABLE',
]);

/** The nearest sibling on that side that is not blank text or a comment. */
function neighbour(node: Node, side: 'previousSibling' | 'nextSibling'): Node | null {
  let next = node[side];
  while (
    next &&
    (next.nodeType === Node.COMMENT_NODE || (next.nodeType === Node.TEXT_NODE && !next.textContent?.trim()))
  )
    next = next[side];
  return next;
}

function isBlock(node: Node | null): boolean {
  return node === null || (node instanceof Element && BLOCKS.has(node.tagName));
}

function isBetweenBlocks(lineBreak: Element): boolean {
  return isBlock(neighbour(lineBreak, 'previousSibling')) && isBlock(neighbour(lineBreak, 'nextSibling'));
}

function rename(element: Element, tagName: string): Element {
  const renamed = element.ownerDocument.createElement(tagName);
  renamed.append(...element.childNodes);
  element.replaceWith(renamed);
  return renamed;
}

const WORD_LIST_ITEM = /mso-list:\s*(l\d+)\s+level(\d+)/i;

/** Word's list paragraphs as <ul>/<ol> and <li>, one list per run of neighbouring items, nested by level. */
function wordLists(body: HTMLElement) {
  // The lists of the current run, outermost first, with their level.
  let open: { list: HTMLElement; level: number }[] = [];
  for (const paragraph of body.querySelectorAll<HTMLElement>('p[style*="mso-list"]')) {
    const match = WORD_LIST_ITEM.exec(paragraph.getAttribute('style') ?? '');
    if (!match) continue;
    const level = Number(match[2]);
    const marker = paragraph.querySelector('[style*="mso-list:Ignore"], [style*="mso-list: Ignore"]');
    const ordered = /^\(?(\d+|[a-z]|[ivxlc]+)[.)]$/i.test(marker?.textContent?.trim() ?? '');
    marker?.remove();
    if (neighbour(paragraph, 'previousSibling') !== open[0]?.list) open = [];
    while (open.length > 0 && (open.at(-1)?.level ?? 0) > level) open.pop();
    const parent = open.at(-1);
    if (!parent || parent.level < level) {
      const list = paragraph.ownerDocument.createElement(ordered ? 'ol' : 'ul');
      const lastItem = parent?.list.lastElementChild;
      if (lastItem) lastItem.append(list);
      else paragraph.before(list);
      open.push({ list, level });
    }
    const item = paragraph.ownerDocument.createElement('li');
    item.append(...paragraph.childNodes);
    open.at(-1)?.list.append(item);
    paragraph.remove();
  }
}
