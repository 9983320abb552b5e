'use client';

import { useSyncExternalStore } from 'react';
import { fill } from '@/lib/i18n/fill';
import { formatPaise } from '@/lib/money';
import { cartCount, cartStore } from './cart-store';

export type CartLabels = {
  heading: string;
  count: string;
  countOne: string;
  empty: string;
  remove: string;
  removeNamed: string;
  clear: string;
  total: string;
};

/** The cart indicator (total count) with the items, Remove per item and Clear. */
export function CartSummary({ labels }: { labels: CartLabels }) {
  const items = useSyncExternalStore(cartStore.subscribe, cartStore.getSnapshot, cartStore.getServerSnapshot);
  const count = cartCount(items);
  const total = items.reduce((sum, item) => sum + item.unitPricePaise * item.quantity, 0);
  return (
    <section aria-labelledby="cart-heading" className="mb-6 rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="cart-heading" className="text-lg font-semibold">
          {labels.heading}
        </h2>
        <p role="status" aria-live="polite" className="rounded-full bg-cyan-800 px-3 py-1 text-sm font-bold text-white">
          {count === 1 ? labels.countOne : fill(labels.count, { count })}
        </p>
      </div>
      {items.length === 0 ? (
        <p className="mt-2 text-slate-700">{labels.empty}</p>
      ) : (
        <>
          <ul className="mt-3 flex flex-col gap-2">
            {items.map((item) => (
              <li
                key={item.id}
                className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-2"
              >
                <span>
                  {item.name} × {item.quantity}
                </span>
                <span className="flex items-center gap-3">
                  <span>{formatPaise(item.unitPricePaise * item.quantity)}</span>
                  <button
                    type="button"
                    aria-label={fill(labels.removeNamed, { name: item.name })}
                    onClick={() => cartStore.remove(item.id)}
                    className="min-h-11 rounded-md px-3 text-sm font-semibold text-red-800 underline"
                  >
                    {labels.remove}
                  </button>
                </span>
              </li>
            ))}
          </ul>
          <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
            <p className="font-semibold">
              {labels.total}: {formatPaise(total)}
            </p>
            <button
              type="button"
              onClick={() => cartStore.clear()}
              className="min-h-11 rounded-md border border-slate-400 px-3 text-sm font-semibold"
            >
              {labels.clear}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
