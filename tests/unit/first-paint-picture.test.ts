import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { firstPaintSrc, INLINE_PICTURE_LIMIT } from '@/server/media/first-paint-picture';

const drawings = ['products', 'blog'].flatMap((folder) =>
  readdirSync(path.join('public', 'images', folder)).map((file) => `/images/${folder}/${file}`),
);

describe('firstPaintSrc', () => {
  it("puts the site's own drawings in the page, as pictures that still render", async () => {
    expect(drawings.length).toBeGreaterThan(8);
    for (const src of drawings) {
      const file = readFileSync(path.join('public', src));
      expect(file.length).toBeLessThanOrEqual(INLINE_PICTURE_LIMIT);
      const uri = firstPaintSrc(src) ?? '';
      expect(uri).toMatch(/^data:image\/svg\+xml,[^\s"<>#{}|\\^`]+$/);
      const svg = decodeURIComponent(uri.replace('data:image/svg+xml,', ''));
      const metadata = await sharp(Buffer.from(svg)).metadata();
      expect(metadata.format).toBe('svg');
      expect(metadata.width).toBeGreaterThan(0);
    }
  });

  it('leaves uploaded photos, other sites, missing files and odd paths to their own request', () => {
    for (const src of [
      '/api/files/public/0b7c8f0e-5d2a-4a57-9d0e-1f0d8a3e6c11.webp',
      'https://example.com/images/products/fish-seed.svg',
      '/images/products/no-such-drawing.svg',
      '/images/../package.json',
      '/images/products/fish-seed.svg?x=1',
      '/images/hero/poster-640.webp',
    ]) {
      expect(firstPaintSrc(src)).toBe(src);
    }
    expect(firstPaintSrc(null)).toBeNull();
  });
});
