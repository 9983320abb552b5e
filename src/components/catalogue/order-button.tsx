'use client';

import dynamic from 'next/dynamic';
import { type MouseEvent, useState } from 'react';
import { useLocale } from '@/components/layout/use-site-path';
import { formatPaise } from '@/lib/money';
import type { OrderableProduct } from './order-form';

/** The dialog's code (form checks, Radix Dialog) loads on the first tap only. */
const OrderDialog = dynamic(() => import('./order-dialog').then((module) => module.OrderDialog));

/**
 * "Order Now": a link to the product's order page, which works as a plain form
 * without JavaScript (and before the script has loaded); once the script runs,
 * the same link opens the order dialog in place.
 */
export function OrderButton({
  product,
  orderHref,
  label,
  ariaLabel,
  heading,
}: {
  product: OrderableProduct;
  orderHref: string;
  label: string;
  ariaLabel: string;
  /** The dialog's title, "Order {name}". */
  heading: string;
}) {
  const [open, setOpen] = useState(false);
  const locale = useLocale();
  // Counts openings: each one mounts a fresh dialog (spec §2.8: it opens blank, quantity 1).
  const [openings, setOpenings] = useState(0);

  function show(event: MouseEvent<HTMLAnchorElement>) {
    // A new tab or window (Ctrl, middle click) gets the order page.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    setOpenings((count) => count + 1);
    setOpen(true);
  }

  return (
    <>
      <a
        href={orderHref}
        aria-label={ariaLabel}
        onClick={show}
        className="inline-flex min-h-11 items-center rounded-md bg-cyan-800 px-4 font-semibold text-white hover:bg-cyan-900"
      >
        {label}
      </a>
      {openings > 0 ? (
        <OrderDialog
          key={openings}
          subject={{ kind: 'product', product }}
          heading={heading}
          summary={<p className="mb-3 text-slate-700">{formatPaise(product.unitPricePaise, locale)}</p>}
          open={open}
          onOpenChange={setOpen}
        />
      ) : null}
    </>
  );
}
