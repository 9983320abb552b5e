/** Grid layouts of spec §9: three columns for services, four for reviews and why-choose-us; one at 360 px. */
const columns = {
  2: 'sm:grid-cols-2',
  3: 'md:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const;

const tones = {
  plain: { card: 'border-slate-200 bg-white', title: 'text-cyan-900', text: 'text-slate-700' },
  teal: { card: 'border-teal-200 bg-teal-50', title: 'text-teal-950', text: 'text-slate-800' },
} as const;

/** A list of name + text cards (business units, reasons, equipment). */
export function InfoCards({
  items,
  columns: count,
  tone = 'plain',
}: {
  items: readonly { name: string; text: string }[];
  columns: keyof typeof columns;
  tone?: keyof typeof tones;
}) {
  const style = tones[tone];
  return (
    <ul className={`grid gap-6 ${columns[count]}`}>
      {items.map((item) => (
        <li key={item.name} className={`rounded-lg border p-5 ${style.card}`}>
          <h3 className={`mb-2 text-lg font-semibold ${style.title}`}>{item.name}</h3>
          <p className={style.text}>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
