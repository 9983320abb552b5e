'use client';

import { useBrokenImage } from '@/components/ui/use-broken-image';

/** A post's picture; missing or broken, a drawn placeholder takes its place (spec §2.9). */
export function PostImage({ src, alt, priority = false }: { src: string | null; alt: string; priority?: boolean }) {
  const { broken: failed, ref, onError } = useBrokenImage();
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
