'use client';

import { useEffect, useState } from 'react';
import { useLocale } from '@/components/layout/use-site-path';
import { INTL_TAGS } from '@/lib/i18n/locales';

/**
 * Counts this visit once the page has loaded (the page itself stays cached) and
 * shows the count the server answers with. A failure leaves the count shown.
 */
export function ViewCounter({
  slug,
  initial,
  labels,
}: {
  slug: string;
  initial: number;
  labels: { one: string; many: string };
}) {
  const [views, setViews] = useState(initial);
  const locale = useLocale();
  useEffect(() => {
    const controller = new AbortController();
    fetch(`/api/blog/${encodeURIComponent(slug)}/view`, { method: 'POST', signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { views?: number } | null) => {
        if (typeof body?.views === 'number') setViews(body.views);
      })
      .catch(() => {
        // Counting is best effort.
      });
    return () => controller.abort();
  }, [slug]);
  return (
    <span data-testid="view-count">
      {views.toLocaleString(INTL_TAGS[locale])} {views === 1 ? labels.one : labels.many}
    </span>
  );
}
