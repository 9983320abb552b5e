import type { ServerResponse } from 'node:http';
import Beasties from 'beasties';
import postcss, { type AtRule, type Declaration, type Node } from 'postcss';

/**
 * Each page carries inline the rules of the build's stylesheet that match it (Beasties, decision
 * 030): a phone paints it from its first response. The `<style>` goes after React's own (the font
 * `<style>` React hydrates by position), and the whole file stays linked at the body's end (React,
 * not finding the stylesheet its payload names, would insert it and hold hydration until loaded).
 */
const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
/** The `<style>` Beasties wrote where the links were: the last element of the head. */
const INLINED_STYLE = /<style>((?:(?!<\/style>)[\s\S])*)<\/style><\/head>/;
const VARIABLE_READ = /var\(\s*(--[\w-]+)/g;
const readsOf = (text: string) => [...text.matchAll(VARIABLE_READ)].map((match) => match[1] ?? '');

/** Whether a declaration is the theme's or one of Tailwind's defaults (`@layer theme`, `@layer properties`). */
function declaredForAll(declaration: Declaration): boolean {
  for (let node: Node | undefined = declaration.parent; node; node = node.parent) {
    if (node.type === 'atrule' && (node as AtRule).name === 'layer')
      return /^(theme|properties)$/.test((node as AtRule).params);
  }
  return false;
}

/**
 * Beasties keeps every custom property of the theme and of Tailwind's defaults; a page needs those
 * its rules and markup read or set, and those these read.
 */
export function dropUnreadVariables(css: string, elsewhere: string): string {
  const root = postcss.parse(css);
  const used = new Set(readsOf(elsewhere));
  const forAll: Declaration[] = [];
  root.walkDecls((declaration) => {
    if (declaration.prop.startsWith('--') && declaredForAll(declaration)) return void forAll.push(declaration);
    for (const name of readsOf(declaration.value)) used.add(name);
    if (declaration.prop.startsWith('--')) used.add(declaration.prop);
  });
  for (let size = -1; size !== used.size; ) {
    size = used.size;
    for (const { prop, value } of forAll) if (used.has(prop)) for (const name of readsOf(value)) used.add(name);
  }
  for (const declaration of forAll) if (!used.has(declaration.prop)) declaration.remove();
  root.walkAtRules('property', (rule) => {
    if (!used.has(rule.params.trim())) rule.remove();
  });
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
  return root.toString();
}

export function createStylesheetStep(buildDirectory: string) {
  const beasties = new Beasties({
    path: buildDirectory,
    publicPath: '/_next/',
    preload: 'body',
    reduceInlineStyles: false,
    compress: true,
    logLevel: 'silent',
  });

  return async function finishStylesheets(response: ServerResponse, html: string): Promise<string> {
    const headEnd = html.indexOf('</head>');
    const links = headEnd === -1 ? null : html.slice(0, headEnd).match(STYLESHEET_LINK);
    if (!links) return html;
    const head = html.slice(0, headEnd).replace(STYLESHEET_LINK, '');
    const processed = await beasties.process(head + links.join('') + html.slice(headEnd));
    let styled = processed.replace(' data-beasties-container', '');
    const inline = INLINED_STYLE.exec(styled);
    if (inline) {
      const [before, after] = [styled.slice(0, inline.index), styled.slice(inline.index + inline[0].length)];
      styled = `${before}<style>${dropUnreadVariables(inline[1] ?? '', before + after)}</style></head>${after}`;
    }
    const stillInHead = styled.slice(0, styled.indexOf('</head>'));
    const inlined = links.map((link) => /\bhref="([^"]+)"/.exec(link)?.[1]).filter((href) => href !== undefined);
    // A phone would otherwise fetch the whole stylesheet first, before the page's picture.
    const preloads = [response.getHeader('link') ?? []].flat().join(', ');
    const kept = preloads.split(/,\s*(?=<)/).filter((entry) => {
      const href = /^<([^>]+)>/.exec(entry)?.[1];
      return entry !== '' && !(href && inlined.includes(href) && !stillInHead.includes(`href="${href}"`));
    });
    if (kept.length > 0) response.setHeader('Link', kept.join(', '));
    else response.removeHeader('Link');
    return styled;
  };
}
