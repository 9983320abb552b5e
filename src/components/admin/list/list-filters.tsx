import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { Select, type SelectOption } from '@/components/ui/select';

/**
 * A list's search and filters: a GET form to its screen's path, so the list is
 * in the URL (shareable, Back works, no JavaScript needed); Clear appears once a
 * filter is set.
 */
export function ListFilters({
  path,
  submitText,
  clearText,
  filtered,
  children,
}: {
  path: string;
  submitText: string;
  clearText: string;
  filtered: boolean;
  children: ReactNode;
}) {
  return (
    <search>
      <form method="get" action={path} className="flex flex-wrap items-end gap-2">
        {children}
        <Button type="submit">{submitText}</Button>
        {filtered ? (
          <Link href={path} className="inline-flex min-h-11 items-center px-2 underline">
            {clearText}
          </Link>
        ) : null}
      </form>
    </search>
  );
}

const labelClass = 'flex max-w-full flex-col gap-1 text-sm font-medium';

export function SearchFilter({
  label,
  defaultValue,
  name = 'q',
  width = 'w-64',
}: {
  label: string;
  defaultValue: string | undefined;
  name?: string;
  width?: string;
}) {
  return (
    <label className={labelClass}>
      {label}
      <input
        type="search"
        name={name}
        defaultValue={defaultValue}
        maxLength={100}
        className={`min-h-11 ${width} max-w-full rounded-md border border-slate-400 px-3 text-base`}
      />
    </label>
  );
}

export function SelectFilter({
  label,
  name,
  value,
  allLabel,
  options,
}: {
  label: string;
  name: string;
  value: string | number | undefined;
  allLabel: string;
  options: readonly SelectOption[];
}) {
  return (
    <label htmlFor={`filter-${name}`} className={labelClass}>
      {label}
      <Select
        id={`filter-${name}`}
        name={name}
        defaultValue={value === undefined ? '' : String(value)}
        allLabel={allLabel}
        options={options}
      />
    </label>
  );
}
