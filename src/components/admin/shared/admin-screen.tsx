import type { ReactNode } from 'react';

/** One screen of the back office: its heading (what the page's landmark is named by), a line on what it is for, then the screen. */
export function AdminScreen({
  id,
  heading,
  intro,
  children,
}: {
  id: string;
  heading: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-5">
      <div>
        <h2 id={id} className="text-xl font-bold">
          {heading}
        </h2>
        {intro ? <p className="mt-1 max-w-3xl text-slate-700">{intro}</p> : null}
      </div>
      {children}
    </section>
  );
}
