import { readFileSync } from 'node:fs';
import path from 'node:path';
import { svgDataUri } from '@/lib/svg-data-uri';

/**
 * The picture a page paints first (its largest, marked `priority`), inline in the
 * HTML when it is one of the site's own small drawings: on 2G each request waits a
 * round trip of most of a second, and that round trip was what kept a product or a
 * post from painting with its text (issue 36; the home hero does the same). Larger
 * files and uploaded photos keep their own request: inlined, their bytes would
 * delay the text as much as they save.
 */
const SITE_DRAWING = /^\/images\/[a-z0-9-]+(?:\/[a-z0-9-]+)*\.svg$/;

/** About one 2G round trip's worth of bytes: beyond it the inline copy costs more than the request. */
export const INLINE_PICTURE_LIMIT = 4096;

const PUBLIC_DIRECTORY = path.join(process.cwd(), 'public');

const inlined = new Map<string, string>();

/** `src` as a data URI when it is a small drawing of the site's own; otherwise `src` as it is. */
export function firstPaintSrc(src: string | null): string | null {
  if (!src || !SITE_DRAWING.test(src)) return src;
  const known = inlined.get(src);
  if (known !== undefined) return known;
  let result = src;
  try {
    const svg = readFileSync(path.join(PUBLIC_DIRECTORY, src), 'utf8');
    // svgDataUri quotes attributes with ', so a drawing that holds one stays a file.
    if (Buffer.byteLength(svg) <= INLINE_PICTURE_LIMIT && !svg.includes("'")) result = svgDataUri(svg);
  } catch {
    // No such file: the browser asks for it and the broken-picture fallback shows.
  }
  inlined.set(src, result);
  return result;
}
