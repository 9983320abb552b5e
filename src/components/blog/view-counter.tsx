'use client';

import { useEffect, useState } from 'react';

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
      {views.toLocaleString('en-IN')} {views === 1 ? labels.one : labels.many}
    </span>
  );
}
