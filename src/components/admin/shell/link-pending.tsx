'use client';

import { useLinkStatus } from 'next/link';

/**
 * Put inside a <Link>: a spinner while the screen it opens is prepared on the
 * server, so a click on a slow connection visibly does something.
 */
export function LinkPending({ label }: { label: string }) {
  const { pending } = useLinkStatus();
  if (!pending) return null;
  return (
    <span role="status" className="ml-2 inline-flex items-center">
      <span
        aria-hidden="true"
        className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
