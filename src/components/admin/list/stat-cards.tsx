import { formatCount } from '@/lib/text';

/** The figures above a list (how many products, posts …): a number and what it counts. */
export function StatCards({ label, cards }: { label?: string; cards: [count: number, text: string][] }) {
  return (
    <ul className="flex flex-wrap gap-3" aria-label={label}>
      {cards.map(([count, text]) => (
        <li key={text} className="min-w-36 flex-1 rounded-lg border border-slate-200 bg-white p-3">
          <span className="block text-2xl font-bold">{formatCount(count, 'en')}</span>
          {text}
        </li>
      ))}
    </ul>
  );
}
