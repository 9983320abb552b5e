'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { clearFormDraft, readFormDraft } from '@/components/forms/form-draft';

/** The dialog's code (form checks, Radix Dialog) loads on the first tap only. */
const OrderDialog = dynamic(() => import('./order-dialog').then((module) => module.OrderDialog));

export type OrderableProduct = { id: number; name: string; unitPricePaise: number };

/** A signed-out visitor's order draft is kept per product. */
export const orderDraftName = (productId: number) => `order-${productId}`;

/** "Order Now"; opens the order dialog, and reopens it with the draft after a sign-up round trip. */
export function OrderButton({
  product,
  label,
  ariaLabel,
}: {
  product: OrderableProduct;
  label: string;
  ariaLabel: string;
}) {
  const [open, setOpen] = useState(false);
  // Counts openings: each one mounts a fresh dialog (spec §2.8: it opens blank, quantity 1).
  const [openings, setOpenings] = useState(0);

  function show() {
    setOpenings((count) => count + 1);
    setOpen(true);
  }

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) clearFormDraft(orderDraftName(product.id));
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: only on arrival, back from signing up
  useEffect(() => {
    if (readFormDraft(orderDraftName(product.id))) show();
  }, [product.id]);

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={ariaLabel}
        onClick={show}
        className="min-h-11 rounded-md bg-cyan-800 px-4 font-semibold text-white hover:bg-cyan-900"
      >
        {label}
      </button>
      {openings > 0 ? <OrderDialog key={openings} product={product} open={open} onOpenChange={onOpenChange} /> : null}
    </>
  );
}
