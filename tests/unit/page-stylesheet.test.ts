import { describe, expect, it } from 'vitest';
import {
  inlinePageStylesheets,
  linkHeaderWithoutInlined,
  pageWords,
  parseCss,
  trimStylesheet,
} from '@/server/http/page-stylesheet';

/** A stylesheet in the shape Tailwind 4 builds (minified, layered, variables registered). */
const CSS = [
  '@layer properties{@supports (((-webkit-hyphens:none))){*,:before,:after{--tw-translate-x:0;--tw-shadow:0 0 #0000}}}',
  '@layer theme,base,components,utilities;',
  '@layer theme{:root,:host{--font-sans:system-ui,sans-serif;--default-font-family:var(--font-sans);--color-cyan-800:oklch(45% .1 215);--color-red-700:oklch(50% .2 27);--spacing:.25rem;--radius-md:.375rem}}',
  '@layer base{html{font-family:var(--default-font-family)}sub,sup{font-size:75%}:where(select:is([multiple])) optgroup{font-weight:bolder}}',
  '@layer components;',
  '@layer utilities{.px-4{padding-inline:calc(var(--spacing) * 4)}.text-red-700{color:var(--color-red-700)}',
  '.-translate-x-1\\/2{--tw-translate-x:-50%;translate:var(--tw-translate-x) 0}',
  '.rounded-md{border-radius:var(--radius-md)}',
  '@media (min-width:40rem){.sm\\:w-\\[32rem\\]{width:32rem}.sm\\:flex{display:flex}}',
  '@media (hover:hover){.hover\\:text-cyan-800:hover{color:var(--color-cyan-800)}}',
  ':is(:where(.group):is([open]) .group-open\\:rotate-180){rotate:180deg}',
  '.a:not(.b){color:red}',
  '.content-\\[\\"\\;\\"\\]{content:";"}}',
  '.footer-dark a,.footer-dark h2{color:white}',
  '@property --tw-translate-x{syntax:"*";inherits:false;initial-value:0}',
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
].join('');

const page = (html: string) => pageWords(html);

describe('the stylesheet a page carries', () => {
  it('parses and writes back the build’s stylesheet unchanged when every rule is used', () => {
    const everything = pageWords(
      'html sub sup optgroup h2 px-4 text-red-700 -translate-x-1/2 rounded-md sm:w-[32rem] sm:flex hover:text-cyan-800 group group-open:rotate-180 a content-[";"] footer-dark',
    );
    expect(parseCss(CSS).length).toBeGreaterThan(5);
    const trimmed = trimStylesheet(CSS, everything);
    // The only things left out: the shadow variable nobody reads.
    expect(trimmed).toBe(
      CSS.replace(';--tw-shadow:0 0 #0000', '').replace(
        '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
        '',
      ),
    );
  });

  it('keeps the rules whose classes the page holds, in their media queries, and drops the others', () => {
    const trimmed = trimStylesheet(CSS, page('<html><div class="px-4 sm:flex">'));
    expect(trimmed).toContain('.px-4{');
    expect(trimmed).toContain('@media (min-width:40rem){.sm\\:flex{display:flex}}');
    expect(trimmed).not.toContain('sm\\:w-');
    expect(trimmed).not.toContain('text-red-700');
    expect(trimmed).not.toContain('hover:hover');
    expect(trimmed).not.toContain('group-open');
    expect(trimmed).not.toContain('.footer-dark');
    // The layers keep their order, even empty; rules without classes and keyframes stay.
    expect(trimmed).toContain('@layer theme,base,components,utilities;');
    expect(trimmed).toContain('@layer components;');
    expect(trimmed).toContain('html{font-family:var(--default-font-family)}');
    expect(trimmed).toContain('@keyframes spin');
    // Elements the page does not have lose their base rules; a rule reaching one through :where() stays by its last.
    expect(trimmed).not.toContain('sub,sup');
    expect(trimStylesheet(CSS, page('<sub>'))).toContain('sub,sup{font-size:75%}');
    expect(trimStylesheet(CSS, page('<select multiple>'))).not.toContain('optgroup{');
    expect(trimStylesheet(CSS, page('<optgroup>'))).toContain('optgroup{');
  });

  it('keeps a rule needing several classes only when the page holds them all, and a :not() rule always', () => {
    expect(trimStylesheet(CSS, page('group-open:rotate-180'))).not.toContain('rotate:180deg');
    expect(trimStylesheet(CSS, page('group group-open:rotate-180'))).toContain('rotate:180deg');
    expect(trimStylesheet(CSS, page('nothing'))).toContain('.a:not(.b){color:red}');
    expect(trimStylesheet(CSS, page('footer-dark'))).not.toContain('.footer-dark a');
    expect(trimStylesheet(CSS, page('footer-dark <h2>'))).toContain('.footer-dark a,.footer-dark h2{color:white}');
  });

  it('finds class names in the page’s script data and in escaped strings', () => {
    const flight = 'self.__next_f.push([1,"{\\"className\\":\\"rounded-md text-red-700\\"}"])';
    const trimmed = trimStylesheet(CSS, page(`<script>${flight}</script>`));
    expect(trimmed).toContain('.rounded-md{');
    expect(trimmed).toContain('.text-red-700{');
  });

  it('drops the theme’s variables nobody reads, keeping those read by what is kept', () => {
    const trimmed = trimStylesheet(CSS, page('<html> px-4'));
    expect(trimmed).toContain('--spacing:.25rem');
    // Read by the base layer, through another variable.
    expect(trimmed).toContain('--default-font-family:var(--font-sans)');
    expect(trimmed).toContain('--font-sans:system-ui,sans-serif');
    expect(trimmed).not.toContain('--color-red-700');
    expect(trimmed).not.toContain('--radius-md');
    expect(trimmed).not.toContain('@property --tw-translate-x');
    expect(trimmed).not.toContain('--tw-translate-x:0');
    // A variable the page's own style attribute reads stays.
    expect(trimStylesheet(CSS, page('<p style="color:var(--color-cyan-800)">'))).toContain('--color-cyan-800:');
    // A utility that sets and reads a registered variable keeps its registration and its fallback.
    const moved = trimStylesheet(CSS, page('-translate-x-1/2'));
    expect(moved).toContain('@property --tw-translate-x{');
    expect(moved).toContain('--tw-translate-x:0}');
  });

  it('replaces the page’s link to the build’s stylesheet with what the page uses, and leaves other links alone', () => {
    const href = '/_next/static/chunks/abc123.css';
    const html = `<html><head><link rel="stylesheet" href="${href}" data-precedence="next"/><link rel="stylesheet" href="https://cdn.example/x.css"/><link rel="icon" href="/icon.svg"/></head><body><p class="px-4">Hi</p></body></html>`;
    const read = (asked: string) => (asked === href ? CSS : undefined);
    const out = inlinePageStylesheets(html, read);
    expect(out).toContain(`<style data-inlined-from="${href}">`);
    expect(out).toContain('.px-4{');
    expect(out).not.toContain('.text-red-700');
    // The build's link leaves the head for the body's end (React finds it there and waits for nothing).
    const head = out.slice(0, out.indexOf('</head>'));
    expect(head).not.toContain(`<link rel="stylesheet" href="${href}"`);
    expect(out).toMatch(
      new RegExp(`<p class="px-4">Hi</p><link rel="stylesheet" href="${href}" data-precedence="next"/></body></html>$`),
    );
    expect(head).toContain('<link rel="stylesheet" href="https://cdn.example/x.css"/>');
    expect(out).toContain('<link rel="icon" href="/icon.svg"/>');
    // A stylesheet it cannot read keeps its link.
    expect(inlinePageStylesheets(html, () => undefined)).toBe(html);
  });

  it('puts the page’s rules after React’s own head, where no `<style>` of React’s can be taken for them', () => {
    const href = '/_next/static/chunks/abc123.css';
    const font = '<style>@font-face{font-family:Site}</style>';
    const html = `<html><head><link rel="stylesheet" href="${href}" data-precedence="next"/><meta charset="utf-8"/>${font}</head><body><p class="px-4">Hi</p></body></html>`;
    const out = inlinePageStylesheets(html, (asked) => (asked === href ? CSS : undefined));
    const head = out.slice(0, out.indexOf('</head>'));
    expect(head.indexOf(font)).toBeGreaterThan(-1);
    expect(head.indexOf(`<style data-inlined-from="${href}">`)).toBeGreaterThan(head.indexOf(font));
  });

  it('drops the preload of a stylesheet the page now carries, and keeps the other links', () => {
    const page = '<head><style data-inlined-from="/_next/static/chunks/a.css">x</style></head>';
    expect(linkHeaderWithoutInlined('</_next/static/chunks/a.css>; rel=preload; as="style"', page)).toBeUndefined();
    expect(
      linkHeaderWithoutInlined(
        '</_next/static/chunks/a.css>; rel=preload; as="style", </images/a.svg>; rel=preload; as="image"',
        page,
      ),
    ).toBe('</images/a.svg>; rel=preload; as="image"');
    expect(linkHeaderWithoutInlined('</_next/static/chunks/b.css>; rel=preload; as="style"', page)).toBe(
      '</_next/static/chunks/b.css>; rel=preload; as="style"',
    );
  });
});
