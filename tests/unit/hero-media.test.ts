import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HERO_POSTER, HERO_VIDEO, posterPath } from '@/lib/hero-media';
import { heroScene } from '@/lib/hero-scene';
import { svgDataUri } from '@/lib/svg-data-uri';

const publicFile = (url: string) => path.resolve(import.meta.dirname, '..', '..', 'public', `.${url}`);

describe('the home hero media made by npm run media', () => {
  it('has a WebM and an MP4 loop, each under 1.5 MB', () => {
    for (const url of [HERO_VIDEO.webm, HERO_VIDEO.mp4]) {
      const size = statSync(publicFile(url)).size;
      expect(size).toBeGreaterThan(10_000);
      expect(size).toBeLessThan(1.5 * 1024 * 1024);
    }
  });

  it('has every landscape poster width the page asks for, in AVIF and WebP, at the width its name says', async () => {
    for (const width of HERO_POSTER.widths) {
      for (const format of ['avif', 'webp'] as const) {
        const file = publicFile(posterPath(width, format));
        expect(existsSync(file), file).toBe(true);
        const metadata = await sharp(file).metadata();
        expect(metadata.width).toBe(width);
        expect(metadata.height).toBe(Math.round(width * HERO_POSTER.heightPerWidth));
        expect(metadata.format).toBe(format === 'avif' ? 'heif' : 'webp');
      }
    }
  });

  it('draws a loop whose last frame leads back to the first, and an inline phone poster that renders', async () => {
    expect(heroScene(320, 180, 1)).toBe(heroScene(320, 180, 0));
    expect(heroScene(320, 180, 0.5)).not.toBe(heroScene(320, 180, 0));
    const uri = svgDataUri(heroScene(720, 1280, 0));
    expect(uri.length).toBeLessThan(12_000);
    // A valid URL for the img's src (issue 21): no spaces or other characters a URL may not hold.
    expect(uri).toMatch(/^data:image\/svg\+xml,[^\s"<>#{}|\\^`]+$/);
    const svg = decodeURIComponent(uri.replace('data:image/svg+xml,', ''));
    const metadata = await sharp(Buffer.from(svg)).metadata();
    expect([metadata.width, metadata.height]).toEqual([720, 1280]);
  });
});
