'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { readOrderDraft } from './order-draft';

/** The dialog's code (form checks, Radix Dialog) loads on the first tap only. */
const OrderDialog = dynamic(() => import('./order-dialog').then((module) => module.OrderDialog));

export type OrderableProduct = { id: number; name: string; unitPricePaise: number };

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
  const [everOpened, setEverOpened] = useState(false);

  useEffect(() => {
    if (readOrderDraft(product.id)) {
      setEverOpened(true);
      setOpen(true);
    }
  }, [product.id]);

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={ariaLabel}
        onClick={() => {
          setEverOpened(true);
          setOpen(true);
        }}
        className="min-h-11 rounded-md bg-cyan-800 px-4 font-semibold text-white hover:bg-cyan-900"
      >
        {label}
      </button>
      {everOpened ? <OrderDialog product={product} open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
