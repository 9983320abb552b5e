'use client';

import { useBrokenImage } from '@/components/ui/use-broken-image';
import { pictureSrcSet } from '@/lib/picture-widths';

/** Post pictures are stored at most 1200 px wide (save-blog-post.ts). */
const POST_WIDEST = 1200;

/** A post's picture; missing or broken, a drawn placeholder takes its place (spec §2.9). */
export function PostImage({
  src,
  alt,
  priority = false,
  sizes = '(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw',
}: {
  src: string | null;
  alt: string;
  priority?: boolean;
  /** How wide it is shown: a card by default. */
  sizes?: string;
}) {
  const { broken: failed, ref, onError } = useBrokenImage();
  const srcSet = pictureSrcSet(src, POST_WIDEST);
  if (!src || failed) {
    return (
      <div
        data-testid="post-image-placeholder"
        aria-hidden="true"
        className="aspect-[16/9] w-full bg-gradient-to-br from-cyan-100 to-teal-200"
      />
    );
  }
  return (
    // biome-ignore lint/performance/noImgElement: post pictures are stored ready-sized
    <img
      ref={ref}
      src={src}
      srcSet={srcSet}
      // Only with a choice of widths: `sizes` without `srcset` is invalid HTML.
      sizes={srcSet === undefined ? undefined : sizes}
      alt={alt}
      width={640}
      height={360}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      onError={onError}
      className="aspect-[16/9] w-full bg-slate-50 object-cover"
    />
  );
}
