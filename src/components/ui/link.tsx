'use client';

import NextLink from 'next/link';
import { type ComponentProps, startTransition, useEffect, useState } from 'react';

/**
 * The site's links: Next.js's Link, whose prefetching (each link in view fetches
 * its page's data in the background) follows the connection. Below 4G, or with
 * the phone's data saver on, nothing is fetched before the visitor taps: those
 * fetches shared the slow link with the page itself and spent a farmer's data
 * on pages never opened (issue 36). The server renders no prefetching at all,
 * so a link prefetches only once the browser has said it may.
 */
type Connection = EventTarget & { saveData?: boolean; effectiveType?: string };

const connection = () => (navigator as Navigator & { connection?: Connection }).connection;

/**
 * Whether prefetching may spend this connection: only on what the browser rates
 * 4G, and not with Save-Data. WebPageTest's "2G" (800 ms round trips, 280 kbps)
 * is rated "3g" by the Network Information API, as is most mobile data in the
 * villages; a browser without the API (Safari, Firefox) keeps prefetching.
 */
export function connectionAllowsPrefetch(current: { saveData?: boolean; effectiveType?: string } | undefined): boolean {
  if (!current) return true;
  return !current.saveData && (current.effectiveType === undefined || current.effectiveType === '4g');
}

const allowed = () => connectionAllowsPrefetch(connection());

/**
 * Prefetching is turned on after hydration as a transition: React renders the
 * page's links again in slices between other work. (`useSyncExternalStore` with a
 * server snapshot of "no" re-rendered them all in one blocking task right after
 * hydration, on every page on a good connection: Lighthouse's blocking time.)
 */
export function Link({ prefetch, ...props }: ComponentProps<typeof NextLink>) {
  const [mayPrefetch, setMayPrefetch] = useState(false);
  useEffect(() => {
    const update = () => startTransition(() => setMayPrefetch(allowed()));
    update();
    const current = connection();
    current?.addEventListener('change', update);
    return () => current?.removeEventListener('change', update);
  }, []);
  return <NextLink {...props} prefetch={mayPrefetch ? prefetch : false} />;
}
