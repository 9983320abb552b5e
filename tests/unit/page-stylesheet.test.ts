import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createStylesheetStep, dropUnreadVariables } from '@/server/http/page-stylesheet';

/** A stylesheet in the shape Tailwind 4 builds (minified, layered), in a build folder as `.next` is. */
const CSS = [
  '@layer theme,base,components,utilities;',
  '@layer utilities{.px-4{padding-inline:1rem}.text-red-700{color:#b91c1c}',
  '@media (min-width:40rem){.sm\\:flex{display:flex}.sm\\:grid{display:grid}}}',
].join('');
const HREF = '/_next/static/chunks/site.css';
const build = mkdtempSync(path.join(tmpdir(), 'page-stylesheet-'));
mkdirSync(path.join(build, 'static', 'chunks'), { recursive: true });
writeFileSync(path.join(build, 'static', 'chunks', 'site.css'), CSS);
const finishStylesheets = createStylesheetStep(build);

function response(link?: string) {
  const answer = new ServerResponse(new IncomingMessage(new Socket()));
  if (link) answer.setHeader('Link', link);
  return answer;
}

const LINK = `<link rel="stylesheet" href="${HREF}" data-precedence="next"/>`;
const head = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('the stylesheet a page carries', () => {
  it('carries the rules the page uses, in their media queries, and links the whole file at the end of the body', async () => {
    const html = `<html><head>${LINK}<link rel="icon" href="/icon.svg"/></head><body><p class="px-4 sm:flex">Hi</p></body></html>`;
    const out = await finishStylesheets(response(), html);
    const inline = /<style>((?:(?!<\/style>)[\s\S])*)<\/style><\/head>/.exec(out)?.[1] ?? '';
    expect(inline).toContain('.px-4{');
    expect(inline).toMatch(/@media \(min-width:\s?40rem\)\{\.sm\\:flex\{/);
    expect(inline).not.toContain('.text-red-700');
    expect(inline).not.toContain('.sm\\:grid');
    // React finds the whole file there and waits for nothing; it holds up no rendering.
    expect(head(out)).not.toContain('rel="stylesheet"');
    expect(out).toMatch(
      /<p class="px-4 sm:flex">Hi<\/p><link rel="stylesheet" href="[^"]+" data-precedence="next"\/?><\/body><\/html>$/,
    );
    expect(head(out)).toContain('<link rel="icon" href="/icon.svg"');
    expect(out).toMatch(/^<html><head>/);
  });

  it('puts the page’s rules after React’s own head, where no `<style>` of React’s can be taken for them', async () => {
    const font = '<style>@font-face{font-family:Site}</style>';
    const html = `<html><head>${LINK}<meta charset="utf-8"/>${font}</head><body><p class="px-4">Hi</p></body></html>`;
    const out = head(await finishStylesheets(response(), html));
    expect(out.indexOf(font)).toBeGreaterThan(-1);
    expect(out.lastIndexOf('<style>')).toBeGreaterThan(out.indexOf(font));
  });

  it('drops the preload of the stylesheet the page now carries, and keeps the other links', async () => {
    const html = `<html><head>${LINK}</head><body><p class="px-4">Hi</p></body></html>`;
    const answer = response(`<${HREF}>; rel=preload; as="style", </images/a.svg>; rel=preload; as="image"`);
    await finishStylesheets(answer, html);
    expect(answer.getHeader('link')).toBe('</images/a.svg>; rel=preload; as="image"');
    const alone = response(`<${HREF}>; rel=preload; as="style"`);
    await finishStylesheets(alone, html);
    expect(alone.hasHeader('link')).toBe(false);
  });

  it('keeps the custom properties the page reads or sets, and those they read; drops the others', () => {
    const css = [
      '@layer properties{@supports (-webkit-hyphens:none){*,:before,:after{--tw-translate-x:0;--tw-shadow:0 0 #0000}}}',
      '@layer theme{:root{--font-sans:system-ui;--default-font-family:var(--font-sans);--color-red-700:#b91c1c;--color-cyan-800:#155e75;--spacing:.25rem;--radius-md:.375rem}}',
      '@layer base{html{font-family:var(--default-font-family)}}',
      '@layer utilities{.px-4{padding-inline:calc(var(--spacing) * 4)}.-translate-x-1\\/2{--tw-translate-x:-50%;translate:var(--tw-translate-x) 0}}',
      '@property --tw-translate-x{syntax:"*";inherits:false;initial-value:0}',
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
    ].join('');
    const out = dropUnreadVariables(css, '<p style="color:var(--color-cyan-800)">Hi</p>');
    // Read by a rule, through another variable, by the markup, and set by a utility.
    for (const kept of [
      '--spacing:',
      '--default-font-family:',
      '--font-sans:',
      '--color-cyan-800:',
      '--tw-translate-x:0',
    ])
      expect(out).toContain(kept);
    expect(out).toContain('@property --tw-translate-x');
    for (const dropped of ['--color-red-700', '--radius-md', '--tw-shadow']) expect(out).not.toContain(dropped);
    // The rules themselves are untouched.
    expect(out).toContain('.px-4{padding-inline:calc(var(--spacing) * 4)}');
  });

  it('leaves a stylesheet it cannot read linked where it was, with its preload', async () => {
    const other = '/_next/static/chunks/of-another-build.css';
    const html = `<html><head><link rel="stylesheet" href="${other}"/></head><body><p class="px-4">Hi</p></body></html>`;
    const answer = response(`<${other}>; rel=preload; as="style"`);
    const out = await finishStylesheets(answer, html);
    expect(head(out)).toContain(`<link rel="stylesheet" href="${other}"`);
    expect(out).not.toContain('<style>');
    expect(answer.getHeader('link')).toBe(`<${other}>; rel=preload; as="style"`);
  });
});
