import { HERO_POSTERS, type PosterFormat, type PosterShape, posterPath } from '@/lib/hero-media';

const srcSet = (shape: PosterShape, format: PosterFormat) =>
  HERO_POSTERS[shape].widths.map((width) => `${posterPath(shape, width, format)} ${width}w`).join(', ');

/**
 * The hero's poster: a portrait drawing for phones and a landscape one for wider
 * screens, AVIF with WebP for older browsers. Decorative (the headline carries
 * the meaning), loaded first because it is the largest thing on the screen.
 * A plain <picture>, not next/image: the sources are made once, ahead of time.
 */
export function HeroPicture() {
  return (
    <picture>
      <source media="(max-width: 767px)" type="image/avif" srcSet={srcSet('portrait', 'avif')} sizes="100vw" />
      <source media="(max-width: 767px)" type="image/webp" srcSet={srcSet('portrait', 'webp')} sizes="100vw" />
      <source type="image/avif" srcSet={srcSet('landscape', 'avif')} sizes="100vw" />
      <source type="image/webp" srcSet={srcSet('landscape', 'webp')} sizes="100vw" />
      <img
        src={posterPath('landscape', 1280, 'webp')}
        alt=""
        width={1280}
        height={720}
        fetchPriority="high"
        className="absolute inset-0 h-full w-full object-cover"
      />
    </picture>
  );
}
