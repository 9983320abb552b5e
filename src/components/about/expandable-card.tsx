'use client';

import { useId, useState } from 'react';

/**
 * A service card whose text is clamped to four lines until "Read More" (spec
 * §2.4, §2.5). Each card keeps its own state, so several can be open at once.
 * `toggleAfter` hides the toggle for short texts (Services: over 100 characters).
 */
export function ExpandableCard({
  title,
  text,
  labels,
  toggleAfter = 0,
}: {
  title: string;
  text: string;
  labels: { readMore: string; showLess: string };
  toggleAfter?: number;
}) {
  const [open, setOpen] = useState(false);
  const textId = useId();
  const expandable = text.length > toggleAfter;
  return (
    <article className="flex flex-col rounded-lg border border-slate-200 bg-white p-5">
      <h3 className="mb-2 text-lg font-semibold text-cyan-950">{title}</h3>
      <p id={textId} className={`text-slate-700 ${expandable && !open ? 'line-clamp-4' : ''}`}>
        {text}
      </p>
      {expandable ? (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={textId}
          onClick={() => setOpen(!open)}
          className="mt-3 self-start py-2 font-semibold text-cyan-800 underline"
        >
          {open ? labels.showLess : labels.readMore}
        </button>
      ) : null}
    </article>
  );
}
