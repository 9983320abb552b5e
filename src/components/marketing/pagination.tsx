import { Link } from '@/components/ui/link';
import { type Locale, localePath } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/messages';

/** Crawlable page links (?page=N, keeping `params` such as a search); page 1 has no page parameter. */
export function Pagination({
  locale,
  basePath,
  page,
  pageCount,
  params = {},
  label,
  pageParam = 'page',
}: {
  locale: Locale;
  /** The English path of the list; the links go to its address in `locale`. */
  basePath: string;
  page: number;
  pageCount: number;
  params?: Record<string, string>;
  label?: string;
  /** The query parameter that holds the page (a screen with two lists gives the second its own). */
  pageParam?: string;
}) {
  if (pageCount <= 1) return null;
  const t = translator(locale);
  const href = (target: number) => {
    const search = new URLSearchParams(params);
    if (target > 1) search.set(pageParam, String(target));
    const query = search.toString();
    const path = localePath(locale, basePath);
    return query ? `${path}?${query}` : path;
  };
  const link = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border px-3 font-semibold';
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1).filter(
    (target) => target === 1 || target === pageCount || Math.abs(target - page) <= 2,
  );
  return (
    <nav aria-label={label ?? t('products.pagination')} className="mt-8 flex flex-wrap items-center gap-2">
      {page > 1 ? (
        <Link href={href(page - 1)} rel="prev" className={`${link} border-slate-300`}>
          {t('products.previous')}
        </Link>
      ) : null}
      {pages.map((target, index) => (
        <span key={target} className="flex items-center gap-2">
          {index > 0 && target - (pages[index - 1] ?? target) > 1 ? <span aria-hidden="true">…</span> : null}
          <Link
            href={href(target)}
            aria-current={target === page ? 'page' : undefined}
            className={`${link} ${target === page ? 'border-cyan-800 bg-cyan-800 text-white' : 'border-slate-300'}`}
          >
            {target}
          </Link>
        </span>
      ))}
      {page < pageCount ? (
        <Link href={href(page + 1)} rel="next" className={`${link} border-slate-300`}>
          {t('products.next')}
        </Link>
      ) : null}
    </nav>
  );
}
