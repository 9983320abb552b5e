import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list for post bodies, applied when a post is saved and again when it
 * is shown: text formatting, headings, lists, links (http, https, mailto, tel),
 * images (http, https or site paths), tables and YouTube embeds. No scripts, no
 * styles, no event handlers, no other frames.
 *
 * It is also what keeps a post's paragraphs whatever wrote the HTML (issue 21):
 * the editor writes <p>, but the plain textarea (before the script runs), an old
 * contenteditable (a <div> per line) or a crafted request may not. So a <div> of
 * text becomes a paragraph and a <div> around blocks is unwrapped, empty
 * paragraphs go, text left between blocks is put in a paragraph, and a body with
 * no blocks at all is read as lines (a blank line starts a paragraph, a new line
 * is a line break). A well-formed post comes out as it went in.
 */
export const POST_HTML_TAGS = [
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'blockquote',
  'code',
  'pre',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'iframe',
] as const;

/** Tags that start a block: a <div> holding one is a wrapper, not a paragraph. */
const BLOCK_TAGS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
]);

const LINK_REL = 'noopener noreferrer nofollow';

const options: sanitizeHtml.IOptions = {
  allowedTags: [...POST_HTML_TAGS],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    iframe: ['src', 'title', 'width', 'height', 'allowfullscreen'],
    th: ['scope'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: ['www.youtube-nocookie.com', 'www.youtube.com'],
  transformTags: {
    // Links in posts leave the site safely; one order of attributes, whatever wrote them,
    // so that a post saved again is stored the same.
    a: (_tagName, attribs) => ({
      tagName: 'a',
      attribs: {
        ...(attribs.href === undefined ? {} : { href: attribs.href }),
        ...(attribs.title === undefined ? {} : { title: attribs.title }),
        rel: LINK_REL,
      },
    }),
    // A picture without a text alternative is decorative to a screen reader (alt=""), and valid HTML.
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, alt: attribs.alt ?? '', loading: 'lazy' } }),
    // A line of a contenteditable; a <div> around blocks is unwrapped instead (sanitizePostHtml).
    div: 'p',
    // A post's title is its own <h1>; headings below h4 are h4.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
  },
  // No post nests this deep; deeper tags are dropped (their text kept), which bounds the work on crafted input.
  nestingLimit: 40,
};

/** Tags that may sit in a paragraph; any other tag at the top of the body is a block. */
const INLINE_TAGS = new Set(['a', 'b', 'strong', 'i', 'em', 'u', 's', 'code', 'br', 'img', 'iframe']);
const VOID_TAGS = new Set(['br', 'hr', 'img']);
const MEDIA = /<(img|iframe)\b/;
/** sanitize-html's output is well-formed and escaped (no "<" or ">" inside a tag), so tags and text split cleanly. */
const TOKENS = /<[^>]*>|[^<]+/g;

type Tag = { name: string; closing: boolean; void: boolean };

function tagOf(token: string): Tag | null {
  const match = /^<(\/?)([a-z][a-z0-9]*)/i.exec(token);
  if (!match?.[2]) return null;
  const name = match[2].toLowerCase();
  return { name, closing: match[1] === '/', void: VOID_TAGS.has(name) || token.endsWith('/>') };
}

const hasText = (html: string) => /\S/.test(html.replace(/<[^>]*>/g, ''));

/** Text left at the top of a body (between blocks) in a paragraph; stray line breaks between blocks dropped. */
function inParagraph(run: string): string {
  if (!hasText(run)) return MEDIA.test(run) || !run.includes('<br') ? run : run.replace(/<br \/>/g, '');
  const [, before, inside, after] = /^(\s*)([\s\S]*?)(\s*)$/.exec(run) ?? ['', '', run, ''];
  return `${before}<p>${inside}</p>${after}`;
}

/** A body without blocks, read as lines: a blank line starts a paragraph, a new line is a line break. */
function linesAsParagraphs(tokens: string[]): string {
  const paragraphs = [''];
  let depth = 0;
  for (const token of tokens) {
    const tag = tagOf(token);
    if (tag) {
      paragraphs[paragraphs.length - 1] += token;
      if (!tag.void) depth += tag.closing ? -1 : 1;
      continue;
    }
    const text = token.replace(/\r\n?/g, '\n');
    const parts = depth === 0 ? text.split(/\n[ \t]*\n\s*/) : [text];
    parts.forEach((part, index) => {
      if (index > 0) paragraphs.push('');
      paragraphs[paragraphs.length - 1] += part.replace(/[ \t]*\n[ \t]*/g, '<br />');
    });
  }
  return paragraphs
    .map((paragraph) => paragraph.replace(/^(?:\s|<br \/>)+|(?:\s|<br \/>)+$/g, ''))
    .filter((paragraph) => hasText(paragraph) || MEDIA.test(paragraph))
    .map((paragraph) => `<p>${paragraph}</p>`)
    .join('');
}

/** Empty paragraphs (an editor's empty line, `<div><br></div>`, `<p>&nbsp;</p>`) go. */
function withoutEmptyParagraphs(html: string): string {
  return html.replace(/<p>((?:(?!<\/?p>)[\s\S])*?)<\/p>/g, (paragraph, inside: string) =>
    hasText(inside) || MEDIA.test(inside) ? paragraph : '',
  );
}

/** Puts the text and inline elements found at the top of a sanitised body into paragraphs. */
function topLevelParagraphs(html: string): string {
  const tokens = html.match(TOKENS) ?? [];
  const blocks = tokens.some((token) => {
    const tag = tagOf(token);
    return tag !== null && !INLINE_TAGS.has(tag.name);
  });
  if (!blocks) return linesAsParagraphs(tokens);
  let result = '';
  let run = '';
  let blockDepth = 0;
  let inlineDepth = 0;
  for (const token of tokens) {
    const tag = tagOf(token);
    const step = tag && !tag.void ? (tag.closing ? -1 : 1) : 0;
    if (blockDepth > 0) {
      result += token;
      blockDepth += step;
    } else if (inlineDepth > 0) {
      run += token;
      inlineDepth += step;
    } else if (!tag || (INLINE_TAGS.has(tag.name) && !tag.closing)) {
      run += token;
      inlineDepth = Math.max(step, 0);
    } else {
      result += inParagraph(run) + token;
      run = '';
      blockDepth = Math.max(step, 0);
    }
  }
  return result + inParagraph(run);
}

export function sanitizePostHtml(html: string): string {
  // Whether each open element holds a block, as the parser goes: a <div> that does is unwrapped, not a paragraph.
  const open: { name: string; holdsBlock: boolean }[] = [];
  let closed = { name: '', holdsBlock: false };
  const clean = sanitizeHtml(html, {
    ...options,
    onOpenTag: (name) => {
      open.push({ name, holdsBlock: false });
    },
    onCloseTag: () => {
      closed = open.pop() ?? { name: '', holdsBlock: false };
      const parent = open.at(-1);
      if (parent && (closed.holdsBlock || BLOCK_TAGS.has(closed.name))) parent.holdsBlock = true;
    },
    exclusiveFilter: (frame) => {
      if (frame.tag === 'div' && closed.holdsBlock) return 'excludeTag';
      // A link whose address was refused keeps its words.
      if (frame.tag === 'a' && !frame.attribs.href) return 'excludeTag';
      // A frame from any other host loses its src; drop the empty frame too.
      return frame.tag === 'iframe' && !frame.attribs.src;
    },
  });
  return topLevelParagraphs(withoutEmptyParagraphs(clean));
}
