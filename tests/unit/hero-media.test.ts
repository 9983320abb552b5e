import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { HERO_POSTERS, HERO_VIDEO, type PosterShape, posterPath } from '@/lib/hero-media';

const publicFile = (url: string) => path.resolve(import.meta.dirname, '..', '..', 'public', `.${url}`);

describe('the home hero media made by npm run media', () => {
  it('has a WebM and an MP4 loop, each under 1.5 MB', () => {
    for (const url of [HERO_VIDEO.webm, HERO_VIDEO.mp4]) {
      const size = statSync(publicFile(url)).size;
      expect(size).toBeGreaterThan(10_000);
      expect(size).toBeLessThan(1.5 * 1024 * 1024);
    }
  });

  it('has every poster width the page asks for, in AVIF and WebP, at the width its name says', async () => {
    for (const shape of Object.keys(HERO_POSTERS) as PosterShape[]) {
      for (const width of HERO_POSTERS[shape].widths) {
        for (const format of ['avif', 'webp'] as const) {
          const file = publicFile(posterPath(shape, width, format));
          expect(existsSync(file), file).toBe(true);
          const metadata = await sharp(file).metadata();
          expect(metadata.width).toBe(width);
          expect(metadata.format).toBe(format === 'avif' ? 'heif' : 'webp');
          expect(shape === 'portrait' ? metadata.height > width : metadata.height < width).toBe(true);
        }
      }
    }
  });
});
