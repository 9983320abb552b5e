'use client';

import { useEffect } from 'react';
import { useSitePath } from '@/components/layout/use-site-path';

/** Matches scroll-padding-top in globals.css (the fixed header). */
const HEADER_OFFSET_PX = 80;

const isInPlace = (target: Element) => Math.abs(target.getBoundingClientRect().top - HEADER_OFFSET_PX) <= 8;

/** The follow-up of the latest scroll only: an older one must not pull the page back to its target. */
let pendingCheck: AbortController | undefined;

function scrollToHash() {
  pendingCheck?.abort();
  const id = decodeURIComponent(window.location.hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  if (!target || isInPlace(target)) return;
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  // A smooth scroll can be cut short by the page settling around it; finish the move if it was.
  const check = new AbortController();
  pendingCheck = check;
  window.addEventListener(
    'scrollend',
    () => {
      if (!isInPlace(target)) target.scrollIntoView({ behavior: 'auto', block: 'start' });
    },
    { once: true, signal: check.signal },
  );
}

/**
 * Spec §2.4: when the URL has a hash, the page scrolls smoothly to that element,
 * once the page has loaded and whenever the hash changes.
 */
export function ScrollToHash() {
  const pathname = useSitePath();
  // biome-ignore lint/correctness/useExhaustiveDependencies: each page arrival checks its hash
  useEffect(() => {
    if (document.readyState === 'complete') scrollToHash();
    else window.addEventListener('load', scrollToHash, { once: true });
    window.addEventListener('hashchange', scrollToHash);
    return () => {
      window.removeEventListener('load', scrollToHash);
      window.removeEventListener('hashchange', scrollToHash);
    };
  }, [pathname]);
  return null;
}
