'use client';

import dynamic from 'next/dynamic';
import { useCallback, useState, useSyncExternalStore } from 'react';
import { useLocale } from '@/components/layout/use-site-path';
import { fill } from '@/lib/i18n/fill';
import { formatPaise } from '@/lib/money';
import { type CartItem, cartCount, cartStore } from './cart-store';

/** The dialog's code (form checks, Radix Dialog) loads on the first tap only. */
const OrderDialog = dynamic(() => import('./order-dialog').then((module) => module.OrderDialog));

export type CartLabels = {
  heading: string;
  count: string;
  countOne: string;
  empty: string;
  remove: string;
  removeNamed: string;
  clear: string;
  total: string;
  send: string;
  dialogTitle: string;
  /** "{count} products, total {total}" */
  summary: string;
};

/**
 * The cart indicator (total count) with the items, Remove per item, Clear, and
 * "Send order request": every item in one order request under one reference;
 * the cart empties once the office has it.
 */
export function CartSummary({ labels }: { labels: CartLabels }) {
  const items = useSyncExternalStore(cartStore.subscribe, cartStore.getSnapshot, cartStore.getServerSnapshot);
  const locale = useLocale();
  const count = cartCount(items);
  const total = items.reduce((sum, item) => sum + item.unitPricePaise * item.quantity, 0);
  // What was sent: the dialog keeps showing it (and its confirmation) after the cart is emptied.
  const [sending, setSending] = useState<{ items: CartItem[]; opening: number } | null>(null);
  const [open, setOpen] = useState(false);
  const emptyCart = useCallback(() => cartStore.clear(), []);
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
                  <span>{formatPaise(item.unitPricePaise * item.quantity, locale)}</span>
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
              {labels.total}: {formatPaise(total, locale)}
            </p>
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                onClick={() => cartStore.clear()}
                className="min-h-11 rounded-md border border-slate-400 px-3 text-sm font-semibold"
              >
                {labels.clear}
              </button>
              <button
                type="button"
                aria-haspopup="dialog"
                onClick={() => {
                  setSending((previous) => ({ items, opening: (previous?.opening ?? 0) + 1 }));
                  setOpen(true);
                }}
                className="min-h-11 rounded-md bg-cyan-800 px-4 text-sm font-semibold text-white hover:bg-cyan-900"
              >
                {labels.send}
              </button>
            </div>
          </div>
        </>
      )}
      {sending ? (
        <OrderDialog
          key={sending.opening}
          subject={{ kind: 'cart', items: sending.items }}
          heading={labels.dialogTitle}
          summary={
            <div className="mb-3 text-slate-700">
              <ul className="text-sm">
                {sending.items.map((item) => (
                  <li key={item.id}>
                    {item.name} × {item.quantity}
                  </li>
                ))}
              </ul>
              <p className="font-semibold">
                {fill(labels.summary, {
                  count: cartCount(sending.items),
                  total: formatPaise(
                    sending.items.reduce((sum, item) => sum + item.unitPricePaise * item.quantity, 0),
                    locale,
                  ),
                })}
              </p>
            </div>
          }
          open={open}
          onOpenChange={setOpen}
          onConfirmed={emptyCart}
        />
      ) : null}
    </section>
  );
}
