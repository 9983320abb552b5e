import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { HERO_POSTER, HERO_VIDEO, posterPath } from '@/lib/hero-media';
import { heroScene } from '@/lib/hero-scene';

/**
 * `npm run media`: makes the home hero's media from the project's own drawing
 * (src/lib/hero-scene.ts), nothing downloaded:
 * - the landscape poster for wider screens in several widths, as AVIF and WebP
 *   (phones get the portrait drawing inline as SVG, see hero-picture.tsx);
 * - an 8-second seamless loop as WebM (VP9) and MP4 (H.264), with ffmpeg.
 * The outputs are committed (see docs/decisions/007-generated-media.md), so a
 * fresh machine needs neither ffmpeg nor this script.
 */
const root = path.resolve(import.meta.dirname, '..');
mkdirSync(path.join(root, 'public', 'images', 'hero'), { recursive: true });

const publicFile = (url: string) => path.join(root, 'public', url);

async function writePosters() {
  const { heightPerWidth, widths } = HERO_POSTER;
  const largest = Math.max(...widths);
  const svg = Buffer.from(heroScene(largest, Math.round(largest * heightPerWidth), 0));
  for (const width of widths) {
    const image = sharp(svg).resize(width);
    await image
      .clone()
      .avif({ quality: 50, effort: 6 })
      .toFile(publicFile(posterPath(width, 'avif')));
    await image
      .clone()
      .webp({ quality: 72 })
      .toFile(publicFile(posterPath(width, 'webp')));
  }
}

const VIDEO = { width: 1280, height: 720, fps: 24, seconds: 8 };

async function writeVideo() {
  const frames = mkdtempSync(path.join(tmpdir(), 'hero-frames-'));
  try {
    const count = VIDEO.fps * VIDEO.seconds;
    for (let frame = 0; frame < count; frame++) {
      await sharp(Buffer.from(heroScene(VIDEO.width, VIDEO.height, frame / count)))
        .png({ compressionLevel: 1 })
        .toFile(path.join(frames, `${String(frame).padStart(4, '0')}.png`));
    }
    const input = ['-y', '-framerate', String(VIDEO.fps), '-i', path.join(frames, '%04d.png'), '-an'];
    const encodings = [
      [
        ...input,
        ...['-c:v', 'libvpx-vp9', '-crf', '42', '-b:v', '0', '-row-mt', '1', '-pix_fmt', 'yuv420p'],
        publicFile(HERO_VIDEO.webm),
      ],
      [
        ...input,
        ...['-c:v', 'libx264', '-crf', '30', '-preset', 'veryslow', '-pix_fmt', 'yuv420p', '-movflags', '+faststart'],
        publicFile(HERO_VIDEO.mp4),
      ],
    ];
    for (const args of encodings) {
      const result = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', ...args], { stdio: 'inherit' });
      if (result.error) throw new Error('ffmpeg is needed for the video: apt-get install ffmpeg');
      if (result.status !== 0) throw new Error(`ffmpeg failed with exit code ${result.status}`);
    }
  } finally {
    rmSync(frames, { recursive: true, force: true });
  }
}

await writePosters();
await writeVideo();
for (const url of [HERO_VIDEO.webm, HERO_VIDEO.mp4, posterPath(1920, 'avif')]) {
  console.log(`${url}: ${(statSync(publicFile(url)).size / 1024).toFixed(0)} kB`);
}
