/**
 * The home hero's media, made by `npm run media` (scripts/make-media.ts) and
 * served from /images/hero. One list for the script, the page and the tests.
 */
export const HERO_POSTER = { heightPerWidth: 9 / 16, widths: [640, 960, 1280, 1920] } as const;

export type PosterFormat = 'avif' | 'webp';

export const HERO_VIDEO = { webm: '/images/hero/hero.webm', mp4: '/images/hero/hero.mp4' } as const;

export const posterPath = (width: number, format: PosterFormat) => `/images/hero/poster-${width}.${format}`;

/**
 * An SVG as a data URI, escaping only what a URL may not hold (much shorter than
 * base64, and it still compresses well inside the HTML): line breaks and the
 * spaces between tags go, the spaces left (inside attribute values) become %20,
 * which a valid `src` needs.
 */
export function svgDataUri(svg: string): string {
  const compact = svg.replace(/\s+/g, ' ').replace(/>\s+</g, '><').trim().replace(/"/g, "'");
  return `data:image/svg+xml,${compact.replace(/[%#<>\s"{}|\\^`]/g, (character) => encodeURIComponent(character))}`;
}
