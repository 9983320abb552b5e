import type { ReactNode } from 'react';

/** A titled section of a marketing page; `id` is its anchor, the heading names the region. */
export function PageSection({
  id,
  heading,
  width = 'wide',
  children,
}: {
  id: string;
  heading: string;
  width?: 'wide' | 'narrow';
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={`mx-auto px-4 py-10 ${width === 'wide' ? 'max-w-6xl' : 'max-w-3xl'}`}
    >
      <h2 id={`${id}-heading`} className="mb-6 text-2xl font-bold text-cyan-950">
        {heading}
      </h2>
      {children}
    </section>
  );
}
