import type { ReactNode } from 'react';

/**
 * The box a wide table scrolls sideways in on a phone. It takes keyboard focus
 * (and is a named region), so it can be scrolled without a mouse even when its
 * rows hold no link or button. It is `relative`, so what its rows hide for
 * screen readers only (positioned, `sr-only`) is clipped with them instead of
 * widening the page past a phone's screen.
 */
export function TableScroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-cyan-700"
    >
      {children}
    </section>
  );
}
