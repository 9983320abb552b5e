'use client';

import { useBrokenImage } from '@/components/ui/use-broken-image';
import { pictureSrcSet } from '@/lib/picture-widths';

/** Products are stored at most 960 px wide (save-product). */
const PRODUCT_WIDEST = 960;

/** A product picture; a missing or broken one shows the spec's placeholder text instead. */
export function ProductImage({
  src,
  alt,
  fallback,
  large = false,
  priority = large,
}: {
  src: string | null;
  alt: string;
  fallback: string;
  large?: boolean;
  priority?: boolean;
}) {
  const { broken: failed, ref, onError } = useBrokenImage();
  const box = large ? 'aspect-square w-full max-w-md' : 'aspect-[4/3] w-full';
  const srcSet = pictureSrcSet(src, PRODUCT_WIDEST);
  if (!src || failed) {
    return (
      <div className={`${box} flex items-center justify-center rounded-md bg-slate-100 text-sm text-slate-600`}>
        {fallback}
      </div>
    );
  }
  return (
    // biome-ignore lint/performance/noImgElement: catalogue pictures are stored ready-sized (SVG or resized WebP)
    <img
      ref={ref}
      src={src}
      srcSet={srcSet}
      // Which of the widths to take (a card is one, two or three to a row; the product page's picture
      // is at most 28 rem); a picture in one size has no choice to make, and `sizes` alone is invalid HTML.
      sizes={
        srcSet === undefined
          ? undefined
          : large
            ? '(min-width: 768px) 28rem, 100vw'
            : '(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw'
      }
      alt={alt}
      width={large ? 640 : 400}
      height={large ? 640 : 300}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      onError={onError}
      className={`${box} rounded-md bg-slate-50 object-contain`}
    />
  );
}
