import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { SCRIPT_FONTS } from '@/lib/i18n/script-fonts';

/**
 * `npm run fonts`: the Assamese (Bengali script) and Devanagari webfonts, cut
 * from Debian's Noto fonts (`apt-get install fonts-noto-core`) down to their
 * script's block, with the shaping rules (conjuncts, vowel signs) that block
 * needs, as WOFF2. Nothing is downloaded; the outputs in public/fonts/ are
 * committed, so a fresh machine needs neither the package nor this script.
 */
const root = path.resolve(import.meta.dirname, '..');
const NOTO = process.env.NOTO_DIR ?? '/usr/share/fonts/truetype/noto';
const SOURCES: Record<string, string> = {
  'Site Bengali': 'NotoSansBengali',
  'Site Devanagari': 'NotoSansDevanagari',
};

/** Every code point of ranges like `U+0980-09FF, U+25CC`. */
function codePoints(unicodeRange: string): string {
  let text = '';
  for (const part of unicodeRange.split(',')) {
    const match = /U\+([0-9A-F]+)(?:-([0-9A-F]+))?/i.exec(part.trim());
    if (!match?.[1]) continue;
    const from = Number.parseInt(match[1], 16);
    const to = match[2] ? Number.parseInt(match[2], 16) : from;
    for (let code = from; code <= to; code++) text += String.fromCodePoint(code);
  }
  return text;
}

mkdirSync(path.join(root, 'public', 'fonts'), { recursive: true });
for (const font of Object.values(SCRIPT_FONTS)) {
  if (!font) continue;
  const source = SOURCES[font.family];
  for (const { file } of font.files) {
    const input = path.join(NOTO, `${source}-Regular.ttf`);
    const output = path.join(root, 'public', file);
    const subset = await subsetFont(readFileSync(input), codePoints(font.unicodeRange), { targetFormat: 'woff2' });
    writeFileSync(output, subset);
    console.log(`${path.relative(root, output)}: ${(statSync(output).size / 1024).toFixed(1)} kB`);
  }
}
