import type { ReactNode } from 'react';

export type BadgeTone = 'amber' | 'emerald' | 'red' | 'sky' | 'slate';

const tones: Record<BadgeTone, string> = {
  amber: 'bg-amber-100 text-amber-900',
  emerald: 'bg-emerald-100 text-emerald-900',
  red: 'bg-red-100 text-red-900',
  sky: 'bg-sky-100 text-sky-900',
  slate: 'bg-slate-200 text-slate-900',
};

/**
 * A status in a pill. The words carry the meaning; the colour and the
 * optional drawn icon only repeat it (an emoji showed as a box on phones
 * without an emoji font).
 */
export function Badge({
  tone,
  icon,
  title,
  children,
}: {
  tone: BadgeTone;
  /** An SVG path on a 16×16 grid, stroked. */
  icon?: string;
  title?: string;
  children: ReactNode;
}) {
  return (
    <span
      title={title}
      className={`inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${tones[tone]}`}
    >
      {icon ? (
        <svg viewBox="0 0 16 16" aria-hidden="true" className="size-3.5 fill-none stroke-current stroke-2">
          <path d={icon} strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      ) : null}
      {children}
    </span>
  );
}
