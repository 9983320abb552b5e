import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';

/**
 * Each page carries, inline, the part of the stylesheet it uses, and no more
 * (docs/decisions/030-page-stylesheet.md): a phone on a slow network paints the
 * page from its first response, without waiting for the stylesheet, and without
 * paying for the rules of every other page (the back office's included).
 *
 * The production server replaces each of the page's render-blocking
 * `<link rel="stylesheet">` to the build's CSS with a `<style>` holding the
 * rules whose classes appear in the page, and moves the link to the end of the
 * body (inlinePageStylesheets), so what the scripts show later (an open dialog,
 * an error, the next page) has its rules too; the browser keeps that file for
 * every later page. A page read without JavaScript needs only what it holds.
 *
 * The trimming is deliberately generous: a rule is dropped only when a class
 * its selector needs appears nowhere in the page, not even in its script data.
 */

type CssNode =
  /** A rule, or an at-rule kept whole (@property, @keyframes, @font-face, …). */
  | { kind: 'rule'; prelude: string; body: string }
  /** A grouping at-rule whose rules are trimmed one by one (@media, @supports, @layer x{…}). */
  | { kind: 'group'; prelude: string; children: CssNode[] }
  /** A statement such as `@layer theme, base;`. */
  | { kind: 'statement'; text: string };

const GROUPING_AT_RULES = /^@(media|supports|layer|container)\b/;

/** Index of the quote that closes the string opened at `open` (escapes skipped), or the text's length. */
function stringEnd(text: string, open: number): number {
  let at = open + 1;
  for (; at < text.length && text[at] !== text[open]; at++) if (text[at] === '\\') at++;
  return at;
}

const isQuote = (char: string | undefined) => char === '"' || char === "'";

/** Index of the `}` that closes the block opened at `open`, skipping strings and escapes. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let at = open; at < css.length; at++) {
    const char = css[at];
    if (char === '\\') at++;
    else if (isQuote(char)) at = stringEnd(css, at);
    else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) return at;
  }
  return css.length - 1;
}

/** The build's stylesheets are minified: no comments; whitespace between rules is dropped. */
export function parseCss(css: string): CssNode[] {
  const nodes: CssNode[] = [];
  let at = 0;
  while (at < css.length) {
    while (at < css.length && /\s/.test(css[at] ?? '')) at++;
    if (at >= css.length) break;
    let cursor = at;
    while (cursor < css.length && css[cursor] !== '{' && css[cursor] !== ';') {
      const char = css[cursor];
      if (char === '\\') cursor++;
      else if (isQuote(char)) cursor = stringEnd(css, cursor);
      cursor++;
    }
    if (cursor >= css.length || css[cursor] === ';') {
      nodes.push({ kind: 'statement', text: css.slice(at, cursor + 1) });
      at = cursor + 1;
      continue;
    }
    const prelude = css.slice(at, cursor).trim();
    const end = blockEnd(css, cursor);
    const body = css.slice(cursor + 1, end);
    nodes.push(
      GROUPING_AT_RULES.test(prelude)
        ? { kind: 'group', prelude, children: parseCss(body) }
        : { kind: 'rule', prelude, body },
    );
    at = end + 1;
  }
  return nodes;
}

/** Splits at top-level occurrences of `separator` (not inside parentheses, brackets or strings). */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let at = 0; at < text.length; at++) {
    const char = text[at];
    if (char === '\\') at++;
    else if (isQuote(char)) at = stringEnd(text, at);
    else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (char === separator && depth === 0) {
      parts.push(text.slice(start, at));
      start = at + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** The class names a selector names, unescaped (`.sm\:w-\[32rem\]` → `sm:w-[32rem]`). */
function classesOf(selector: string): string[] {
  return [...selector.matchAll(/\.((?:\\.|[A-Za-z0-9_-])+)/g)].map((match) => (match[1] ?? '').replace(/\\(.)/g, '$1'));
}

/**
 * The element names a selector needs, outside its parentheses (`:where(select) optgroup` → optgroup):
 * the base layer styles many elements a page may not have (sub, kbd, progress, …).
 */
function elementsOf(selector: string): string[] {
  let outside = '';
  let depth = 0;
  for (const char of selector) {
    if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (depth === 0) outside += char;
  }
  return [...outside.matchAll(/(?:^|[\s>+~])([a-zA-Z][a-zA-Z0-9-]*)/g)].map((match) => (match[1] ?? '').toLowerCase());
}

/** What separates the words of a page (pageWords); a class name holding one cannot be looked up, and is kept. */
const WORD_SEPARATORS = /[\s"'`\\<>=,{}]+/;

/**
 * Whether a rule's selector may match something in a page holding `used`: the page holds its
 * classes and its elements (a selector with :not() is kept).
 */
function mayMatch(selector: string, used: ReadonlySet<string>): boolean {
  return splitTopLevel(selector, ',').some(
    (part) =>
      part.includes(':not(') ||
      (classesOf(part).every((name) => used.has(name) || WORD_SEPARATORS.test(name)) &&
        elementsOf(part).every((name) => used.has(name))),
  );
}

const serialize = (nodes: readonly CssNode[]): string =>
  nodes
    .map((node) =>
      node.kind === 'statement'
        ? node.text
        : node.kind === 'rule'
          ? `${node.prelude}{${node.body}}`
          : `${node.prelude}{${serialize(node.children)}}`,
    )
    .join('');

/** The rules (and groups holding some) that may match; at-rules other than groups are kept as they are. */
function keepMatching(nodes: readonly CssNode[], used: ReadonlySet<string>): CssNode[] {
  const kept: CssNode[] = [];
  for (const node of nodes) {
    if (node.kind === 'group') {
      const children = keepMatching(node.children, used);
      // An empty @layer block still declares the layer's place in the order: keep it.
      if (children.length > 0 || node.prelude.startsWith('@layer')) kept.push({ ...node, children });
    } else if (node.kind === 'statement' || node.prelude.startsWith('@') || mayMatch(node.prelude, used)) {
      kept.push(node);
    }
  }
  return kept;
}

const VARIABLE_USE = /var\(\s*(--[A-Za-z0-9_-]+)/g;
/** The custom property a declaration sets (`--spacing:.25rem` → `--spacing`), if any. */
const declaredVariable = (declaration: string) => /^\s*(--[A-Za-z0-9_-]+)\s*:/.exec(declaration)?.[1];
const variablesUsedIn = (text: string) => new Set([...text.matchAll(VARIABLE_USE)].map((match) => match[1] ?? ''));

/**
 * Custom properties nobody reads are dropped: the theme's variables (`:root` in
 * `@layer theme`), the `@property` registrations and the fallbacks of `@layer
 * properties`, keeping those the kept rules use, and those the kept ones use.
 */
function dropUnusedVariables(nodes: CssNode[], pageVariables: ReadonlySet<string>): CssNode[] {
  const isTheme = (node: CssNode) => node.kind === 'group' && node.prelude === '@layer theme';
  const isProperties = (node: CssNode) => node.kind === 'group' && node.prelude === '@layer properties';
  const isRegistration = (node: CssNode) => node.kind === 'rule' && node.prelude.startsWith('@property ');
  const rest = serialize(nodes.filter((node) => !isTheme(node) && !isProperties(node) && !isRegistration(node)));
  const used = new Set([...variablesUsedIn(rest), ...pageVariables]);
  // Tailwind's utilities set variables they read elsewhere (`--tw-translate-x:…`): setting one is a use too.
  for (const match of rest.matchAll(/[{;](--tw-[A-Za-z0-9_-]+):/g)) used.add(match[1] ?? '');
  const themeDeclarations = new Map<string, string>();
  for (const node of nodes.filter(isTheme)) {
    for (const rule of node.kind === 'group' ? node.children : []) {
      if (rule.kind !== 'rule') continue;
      for (const declaration of splitTopLevel(rule.body, ';')) {
        const name = declaredVariable(declaration);
        if (name) themeDeclarations.set(name, declaration);
      }
    }
  }
  // A kept variable's value may read others (--default-font-family: var(--font-sans)).
  for (let grew = true; grew; ) {
    grew = false;
    for (const name of [...used]) {
      for (const inner of variablesUsedIn(themeDeclarations.get(name) ?? '')) {
        if (!used.has(inner)) {
          used.add(inner);
          grew = true;
        }
      }
    }
  }
  const trimDeclarations = (rule: CssNode): CssNode | undefined => {
    if (rule.kind === 'group') {
      const children = rule.children.map(trimDeclarations).filter((child) => child !== undefined);
      return children.length > 0 ? { ...rule, children } : undefined;
    }
    if (rule.kind !== 'rule') return rule;
    const declarations = splitTopLevel(rule.body, ';').filter((declaration) => {
      const name = declaredVariable(declaration);
      return declaration.trim() !== '' && (!name || used.has(name));
    });
    return declarations.length > 0 ? { ...rule, body: declarations.join(';') } : undefined;
  };
  return nodes.flatMap((node): CssNode[] => {
    if (isRegistration(node))
      return used.has((node.kind === 'rule' && node.prelude.slice(10).trim()) || '') ? [node] : [];
    if (isTheme(node) || isProperties(node)) {
      const trimmed =
        node.kind === 'group' ? node.children.map(trimDeclarations).filter((child) => child !== undefined) : [];
      return node.kind === 'group' ? [{ ...node, children: trimmed }] : [];
    }
    return [node];
  });
}

const parsed = new Map<string, CssNode[]>();

export type PageWords = {
  /** Every word of the page that could be a class name. */
  tokens: ReadonlySet<string>;
  /** The custom properties the page's own style attributes read. */
  variables: ReadonlySet<string>;
};

/** The part of `css` a page with these words may need. */
export function trimStylesheet(css: string, page: PageWords): string {
  let nodes = parsed.get(css);
  if (!nodes) {
    nodes = parseCss(css);
    if (parsed.size > 20) parsed.clear();
    parsed.set(css, nodes);
  }
  return serialize(dropUnusedVariables(keepMatching(nodes, page.tokens), page.variables));
}

/**
 * Every word of the page that could be a class name (in class attributes, and
 * in its script data: the class names client components are given), and the
 * variables it reads itself.
 */
export function pageWords(html: string): PageWords {
  return { tokens: new Set(html.split(WORD_SEPARATORS)), variables: variablesUsedIn(html) };
}

const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;

/**
 * The page with each of its links to the build's stylesheets (`/_next/static/…css`)
 * replaced by a `<style>` holding what the page uses of it, and the link itself moved
 * to the end of the body. `read` gives a stylesheet's text by its address, or
 * undefined (the link then stays).
 *
 * The `<style>`s go at the end of the head, after everything React wrote there: React
 * hydrates a plain `<style>` of its own (the Assamese and Hindi pages' font) by
 * position, and one of ours before it would be taken for it (a text mismatch, React
 * then renders the whole page again in the browser: measured on every Assamese and
 * Hindi page, none in English, which has no `<style>` of React's).
 *
 * Why the link stays at all: React, hydrating, looks for the stylesheet its payload
 * names and, not finding it, inserts it and holds the whole hydration until it has
 * loaded (measured: the stylesheet 3 s late, the page answering taps 3 s late). A link
 * written after the body's last element blocks no rendering (nothing follows it, and
 * the body is already open) and no script (they all come before it); React finds it
 * and waits for nothing, and the whole file loads beside the scripts, for what they
 * show later.
 */
export function inlinePageStylesheets(html: string, read: (href: string) => string | undefined): string {
  const headEnd = html.indexOf('</head>');
  const bodyEnd = html.lastIndexOf('</body>');
  if (headEnd === -1 || bodyEnd < headEnd) return html;
  const head = html.slice(0, headEnd);
  const links = [...head.matchAll(STYLESHEET_LINK)];
  if (links.length === 0) return html;
  let words: PageWords | undefined;
  const moved: string[] = [];
  const styles: string[] = [];
  const kept = head.replace(STYLESHEET_LINK, (link) => {
    const href = /\bhref="(\/_next\/static\/[^"?#]+\.css)"/.exec(link)?.[1];
    const css = href ? read(href) : undefined;
    if (!href || css === undefined) return link;
    words ??= pageWords(html);
    moved.push(link);
    // `<` never appears in the build's CSS outside strings; escaped anyway, so the element cannot end early.
    styles.push(`<style data-inlined-from="${href}">${trimStylesheet(css, words).replaceAll('</', '<\\/')}</style>`);
    return '';
  });
  return kept + styles.join('') + html.slice(headEnd, bodyEnd) + moved.join('') + html.slice(bodyEnd);
}

/**
 * The page's `Link` header without the preloads of the stylesheets it now carries inline:
 * a phone would otherwise fetch the whole stylesheet first, before the page's picture.
 * Undefined when nothing is left.
 */
export function linkHeaderWithoutInlined(link: string, html: string): string | undefined {
  const kept = link.split(/,\s*(?=<)/).filter((entry) => {
    const href = /^<([^>]+)>/.exec(entry)?.[1];
    return !(href && /rel=("?)preload\1/.test(entry) && html.includes(`<style data-inlined-from="${href}">`));
  });
  return kept.length > 0 ? kept.join(', ') : undefined;
}

/**
 * The stylesheet step of finishing a page (finish-page.ts): the page with its
 * stylesheets inline, and its `Link` header without their preloads.
 */
export function finishStylesheets(
  response: ServerResponse,
  html: string,
  read: (href: string) => string | undefined,
): string {
  const styled = inlinePageStylesheets(html, read);
  const link = response.getHeader('link');
  if (link !== undefined) {
    const kept = linkHeaderWithoutInlined(Array.isArray(link) ? link.join(', ') : String(link), styled);
    if (kept) response.setHeader('Link', kept);
    else response.removeHeader('Link');
  }
  return styled;
}

/** Reads the build's stylesheets by address, once each (they never change while the server runs). */
export function buildStylesheetReader(buildDirectory: string): (href: string) => string | undefined {
  const stylesheets = new Map<string, string | undefined>();
  return (href) => {
    if (!stylesheets.has(href)) {
      const inBuild = /^\/_next\/static\/[\w/.-]+\.css$/.test(href) && !href.includes('..');
      let css: string | undefined;
      try {
        css = inBuild ? readFileSync(path.join(buildDirectory, href.slice('/_next/'.length)), 'utf8') : undefined;
      } catch {
        css = undefined; // a page naming a stylesheet of another build keeps its link
      }
      stylesheets.set(href, css);
    }
    return stylesheets.get(href);
  };
}
