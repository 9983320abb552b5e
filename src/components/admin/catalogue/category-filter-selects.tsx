'use client';

import { useState } from 'react';
import type { CategoryChoice } from './product-form';

/**
 * The Products list's parent and sub-category filters (spec §2.11): the
 * sub-category choices follow the parent picked (and the sub-category is
 * cleared when the parent changes, as in the product form); the sub-category
 * select is disabled when no sub-category matches. Without JavaScript the
 * choices follow the parent in the URL.
 */
export function CategoryFilterSelects({
  choices,
  categoryId,
  subCategoryId,
  labels,
}: {
  choices: CategoryChoice[];
  categoryId: number | undefined;
  subCategoryId: number | undefined;
  labels: { parent: string; allParents: string; sub: string; allSubs: string };
}) {
  const [parent, setParent] = useState(categoryId ? String(categoryId) : '');
  const [sub, setSub] = useState(subCategoryId ? String(subCategoryId) : '');
  const subs = parent
    ? (choices.find((choice) => String(choice.id) === parent)?.subCategories ?? [])
    : choices.flatMap((choice) => choice.subCategories);
  const select = 'min-h-11 rounded-md border border-slate-400 bg-white px-3 disabled:opacity-60';
  return (
    <>
      <label className="flex flex-col gap-1 text-sm font-medium">
        {labels.parent}
        <select
          name="category"
          value={parent}
          onChange={(event) => {
            setParent(event.target.value);
            setSub('');
          }}
          className={select}
        >
          <option value="">{labels.allParents}</option>
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.name}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium">
        {labels.sub}
        <select
          name="sub"
          value={sub}
          onChange={(event) => setSub(event.target.value)}
          disabled={subs.length === 0}
          className={select}
        >
          <option value="">{labels.allSubs}</option>
          {subs.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.name}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}
