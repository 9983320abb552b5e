'use client';

import { useEffect, useRef, useState } from 'react';

type NetworkInformation = { saveData?: boolean };

/**
 * The home hero's looping background video. It ships with preload="none" and
 * starts only on wide screens, for visitors who did not ask their browser to
 * save data (Save-Data) or to reduce motion; everyone else keeps the poster
 * picture underneath, which is the page's LCP image either way.
 */
export function HeroVideo({ webm, mp4 }: { webm: string; mp4: string }) {
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const element = video.current;
    const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
    const wide = window.matchMedia('(min-width: 768px)').matches;
    const calm = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (!element || !wide || calm || connection?.saveData) return;
    element.preload = 'auto';
    element.play().catch(() => {
      // Autoplay refused (power saving, policy): the poster stays, which is fine.
    });
  }, []);

  return (
    <video
      ref={video}
      muted
      loop
      playsInline
      preload="none"
      aria-hidden="true"
      tabIndex={-1}
      onPlaying={() => setPlaying(true)}
      className={`absolute inset-0 h-full w-full object-cover transition-opacity duration-700 ${playing ? 'opacity-100' : 'opacity-0'}`}
    >
      <source src={webm} type="video/webm" />
      <source src={mp4} type="video/mp4" />
    </video>
  );
}
