import type { Locale } from './locales';

/**
 * The webfonts of the languages not written in Latin letters: Noto Sans Bengali
 * (which writes Assamese, ৰ and ৱ included) and Noto Sans Devanagari, cut down to
 * their script's block (scripts/make-fonts.ts writes them into public/fonts/).
 * Regular only, about 60 kB each: the browser draws bold from it, where a second
 * file would cost a slow phone another 60 kB. Only the pages of that language declare them, and `unicode-range`
 * makes a browser fetch them only for the characters of that script.
 * `font-display: optional`: a font that arrives after the first paint is kept for
 * the next page instead of swapped in, because the swap moved the page (Lighthouse
 * measured a layout shift of 0.24 on an Assamese post: the title rewrapped and
 * pushed the picture down). Phones draw both scripts with their own Noto fonts
 * meanwhile.
 * `local()` first: most Android phones carry these very fonts (Noto is Android's
 * own), and a font the phone has costs neither bytes nor time; only a phone (or a
 * computer) without it downloads ours. Chrome matches `local()` by full or
 * PostScript name, so both are listed.
 */
export const SCRIPT_FONTS: Partial<
  Record<Locale, { family: string; unicodeRange: string; files: { weight: 400; localNames: string[]; file: string }[] }>
> = {
  as: {
    family: 'Site Bengali',
    unicodeRange: 'U+0964-0965, U+0980-09FF, U+200C-200D, U+25CC',
    files: [
      {
        weight: 400,
        localNames: ['Noto Sans Bengali Regular', 'NotoSansBengali-Regular'],
        file: '/fonts/noto-sans-bengali-400.woff2',
      },
    ],
  },
  hi: {
    family: 'Site Devanagari',
    unicodeRange: 'U+0900-097F, U+1CD0-1CFF, U+200C-200D, U+20B9, U+25CC, U+A8E0-A8FF',
    files: [
      {
        weight: 400,
        localNames: ['Noto Sans Devanagari Regular', 'NotoSansDevanagari-Regular'],
        file: '/fonts/noto-sans-devanagari-400.woff2',
      },
    ],
  },
};

/** The `<style>` of a page in this language: its @font-face rules and the font first in the body's stack. */
export function scriptFontCss(locale: Locale): string | null {
  const font = SCRIPT_FONTS[locale];
  if (!font) return null;
  const faces = font.files.map(
    ({ weight, localNames, file }) =>
      `@font-face{font-family:'${font.family}';src:${localNames.map((name) => `local('${name}'),`).join('')}url(${file}) format('woff2');font-weight:${weight};font-style:normal;font-display:optional;unicode-range:${font.unicodeRange}}`,
  );
  return `${faces.join('')}body{font-family:'${font.family}',ui-sans-serif,system-ui,sans-serif}`;
}
