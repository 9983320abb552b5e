import type { ServerResponse } from 'node:http';
import Beasties from 'beasties';

/**
 * Each page carries, inline, the rules of the build's stylesheet that match it
 * (Beasties, decision 030): a phone on a slow network paints the page from its
 * first response, without waiting for the stylesheet, and without paying for the
 * rules of every other page. The whole stylesheet is linked at the end of the
 * body, for what the scripts show later.
 *
 * Two things Beasties does not know about React:
 * - the `<style>` goes at the end of the head: React hydrates a plain `<style>` of
 *   its own (the Assamese and Hindi font) by position, and takes one of ours before
 *   it for its own (a mismatch, then the whole page rendered again in the browser);
 * - the link stays, at the end of the body: React, not finding the stylesheet its
 *   payload names, inserts it and holds hydration until it has loaded.
 */
const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;

export function createStylesheetStep(buildDirectory: string) {
  const beasties = new Beasties({
    path: buildDirectory,
    publicPath: '/_next/',
    preload: 'body',
    reduceInlineStyles: false,
    compress: true,
    logLevel: 'silent',
  });

  /** The page with its stylesheets inline, and its `Link` header without their preloads. */
  return async function finishStylesheets(response: ServerResponse, html: string): Promise<string> {
    const headEnd = html.indexOf('</head>');
    const links = headEnd === -1 ? null : html.slice(0, headEnd).match(STYLESHEET_LINK);
    if (!links) return html;
    const head = html.slice(0, headEnd).replace(STYLESHEET_LINK, '');
    // Beasties marks the element it matched selectors in; the page has no use for the mark.
    const styled = (await beasties.process(head + links.join('') + html.slice(headEnd))).replace(
      ' data-beasties-container',
      '',
    );
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
