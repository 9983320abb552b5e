'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, useTransition } from 'react';
import { useSitePath } from '@/components/layout/use-site-path';

export type BlogFilterLabels = {
  search: string;
  searchLabel: string;
  placeholder: string;
  category: string;
  allCategories: string;
  loading: string;
};

/**
 * A plain GET form (/blog?q=…&category=…), so a filtered list can be shared and
 * works without JavaScript; with it, typing and choosing filter in place.
 */
export function BlogFilters({
  query,
  categoryId,
  categories,
  labels,
}: {
  query: string;
  categoryId: string;
  categories: { id: number; name: string }[];
  labels: BlogFilterLabels;
}) {
  const router = useRouter();
  const pathname = useSitePath();
  const [pending, startTransition] = useTransition();
  const [text, setText] = useState(query);
  const [category, setCategory] = useState(categoryId);
  const timer = useRef<number | undefined>(undefined);

  function apply(nextText: string, nextCategory: string) {
    const params = new URLSearchParams();
    if (nextText.trim()) params.set('q', nextText.trim());
    if (nextCategory) params.set('category', nextCategory);
    const search = params.toString();
    startTransition(() => router.replace(search ? `${pathname}?${search}` : pathname, { scroll: false }));
  }

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return (
    <search>
      <form
        action={pathname}
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          apply(text, category);
        }}
        className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor="blog-search" className="text-sm font-medium">
            {labels.searchLabel}
          </label>
          <input
            id="blog-search"
            name="q"
            type="search"
            value={text}
            maxLength={100}
            placeholder={labels.placeholder}
            onChange={(event) => {
              setText(event.target.value);
              window.clearTimeout(timer.current);
              const next = event.target.value;
              timer.current = window.setTimeout(() => apply(next, category), 300);
            }}
            className="min-h-11 rounded-md border border-slate-400 px-3 text-base"
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="blog-category" className="text-sm font-medium">
            {labels.category}
          </label>
          <select
            id="blog-category"
            name="category"
            value={category}
            onChange={(event) => {
              setCategory(event.target.value);
              apply(text, event.target.value);
            }}
            className="min-h-11 rounded-md border border-slate-400 px-3 text-base"
          >
            <option value="">{labels.allCategories}</option>
            {categories.map((option) => (
              <option key={option.id} value={String(option.id)}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="min-h-11 rounded-md bg-cyan-800 px-4 font-semibold text-white">
          {labels.search}
        </button>
        <p role="status" aria-live="polite" className="sr-only">
          {pending ? labels.loading : ''}
        </p>
      </form>
    </search>
  );
}
