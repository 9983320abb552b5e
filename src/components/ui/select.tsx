import type { SelectHTMLAttributes } from 'react';

/**
 * 16 px text: a phone's browser zooms into a smaller control when it gets the focus.
 * Never wider than its box: a long option (a sub-category's name) must not push a phone's page sideways.
 */
export const selectClass =
  'min-h-11 max-w-full rounded-md border border-slate-400 bg-white px-3 text-base disabled:opacity-60';

export type SelectOption = { value: string | number; label: string };

/** A native select (it works before JavaScript and with a phone's own picker); `allLabel` adds the empty "All …" choice first. */
export function Select({
  options,
  allLabel,
  className,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { options: readonly SelectOption[]; allLabel?: string }) {
  return (
    <select className={`${selectClass} ${className ?? ''}`.trim()} {...props}>
      {allLabel !== undefined ? <option value="">{allLabel}</option> : null}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
