import type { ReactNode } from 'react';

/** Each page's accent (spec §2.2 colours: /about violet, /services teal, /contact cream). */
const tones = {
  violet: { band: 'from-violet-100', eyebrow: 'text-violet-900' },
  teal: { band: 'from-teal-100', eyebrow: 'text-teal-900' },
  amber: { band: 'from-amber-100', eyebrow: 'text-amber-900' },
  cyan: { band: 'from-cyan-100', eyebrow: 'text-cyan-900' },
} as const;

/** The hero band of the marketing pages: eyebrow, the page's h1, an intro, optional actions. */
export function PageHero({
  eyebrow,
  heading,
  text,
  tone,
  children,
}: {
  eyebrow: string;
  heading: string;
  text: string;
  tone: keyof typeof tones;
  children?: ReactNode;
}) {
  return (
    <section className={`bg-gradient-to-b ${tones[tone].band} to-slate-50`}>
      <div className="mx-auto max-w-6xl px-4 py-14">
        <p className={`mb-2 font-semibold uppercase tracking-wide ${tones[tone].eyebrow}`}>{eyebrow}</p>
        <h1 className="mb-4 max-w-3xl text-3xl font-bold text-cyan-950 sm:text-4xl">{heading}</h1>
        <p className="max-w-3xl text-lg text-slate-700">{text}</p>
        {children ? <div className="mt-6">{children}</div> : null}
      </div>
    </section>
  );
}
