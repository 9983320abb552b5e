'use client';

import { useState } from 'react';
import { selectClass } from '@/components/ui/select';
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
  return (
    <>
      <label className="flex max-w-full flex-col gap-1 text-sm font-medium">
        {labels.parent}
        <select
          name="category"
          value={parent}
          onChange={(event) => {
            setParent(event.target.value);
            setSub('');
          }}
          className={selectClass}
        >
          <option value="">{labels.allParents}</option>
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.name}
            </option>
          ))}
        </select>
      </label>
      <label className="flex max-w-full flex-col gap-1 text-sm font-medium">
        {labels.sub}
        <select
          name="sub"
          value={sub}
          onChange={(event) => setSub(event.target.value)}
          disabled={subs.length === 0}
          className={selectClass}
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
