import { HERO_POSTER, type PosterFormat, posterPath } from '@/lib/hero-media';
import { heroScene } from '@/lib/hero-scene';
import { svgDataUri } from '@/lib/svg-data-uri';

const srcSet = (format: PosterFormat) =>
  HERO_POSTER.widths.map((width) => `${posterPath(width, format)} ${width}w`).join(', ');

/**
 * On phones the poster is the portrait drawing itself, inline in the page as SVG
 * (about 2 kB compressed): crisp at any pixel density and painted with the first
 * frame, with no request to wait for. Wider screens get the landscape drawing as
 * AVIF or WebP in the width they need. Decorative (the headline carries the
 * meaning); either way it is the page's largest paint.
 */
const phonePoster = svgDataUri(heroScene(720, 1280, 0));

export function HeroPicture() {
  return (
    <picture>
      <source media="(min-width: 768px)" type="image/avif" srcSet={srcSet('avif')} sizes="100vw" />
      <source media="(min-width: 768px)" type="image/webp" srcSet={srcSet('webp')} sizes="100vw" />
      <img
        src={phonePoster}
        alt=""
        width={720}
        height={1280}
        fetchPriority="high"
        decoding="sync"
        className="absolute inset-0 h-full w-full object-cover"
      />
    </picture>
  );
}
