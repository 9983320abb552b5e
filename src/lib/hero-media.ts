/**
 * The home hero's media, made by `npm run media` (scripts/make-media.ts) and
 * served from /images/hero. One list for the script, the page and the tests.
 */
export const HERO_POSTER = { heightPerWidth: 9 / 16, widths: [640, 960, 1280, 1920] } as const;

export type PosterFormat = 'avif' | 'webp';

export const HERO_VIDEO = { webm: '/images/hero/hero.webm', mp4: '/images/hero/hero.mp4' } as const;

export const posterPath = (width: number, format: PosterFormat) => `/images/hero/poster-${width}.${format}`;
