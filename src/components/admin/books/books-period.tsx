import type { BookPeriod } from '@/lib/books/period';
import { BOOK_REPORTS } from '@/server/books/books-csv';
import { say } from './books-columns';

/** Which days the books show (a plain GET form), and the downloads for those days. */
export function BooksPeriodChoice({ period }: { period: BookPeriod }) {
  const query = `from=${period.from}&to=${period.to}`;
  return (
    <>
      <search>
        <form method="get" action="/admin/books" className="flex flex-wrap items-end gap-3">
          {(['from', 'to'] as const).map((end) => (
            <label key={end} className="flex flex-col gap-1 text-sm font-medium">
              {say(end)}
              <input
                type="date"
                name={end}
                defaultValue={period[end]}
                className="min-h-11 rounded-md border border-slate-400 px-3"
              />
            </label>
          ))}
          <button type="submit" className="min-h-11 rounded-md bg-cyan-800 px-4 font-semibold text-white">
            {say('show')}
          </button>
        </form>
      </search>
      <section aria-labelledby="books-downloads" className="flex flex-col gap-2">
        <h3 id="books-downloads" className="font-semibold">
          {say('downloads')}
        </h3>
        <p className="text-sm text-slate-700">{say('downloadsHint')}</p>
        <ul className="flex flex-wrap gap-x-4 gap-y-2">
          {BOOK_REPORTS.map((report) => (
            <li key={report}>
              <a className="underline" href={`/admin/books/export/${report}?${query}`} download>
                {say(`reports.${report}`)}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
