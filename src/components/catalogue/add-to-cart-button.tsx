'use client';

import { cartStore } from './cart-store';

export function AddToCartButton({
  product,
  label,
  ariaLabel,
}: {
  product: { id: number; name: string; unitPricePaise: number };
  label: string;
  ariaLabel: string;
}) {
  return (
    <button
      type="button"
      aria-label={ariaLabel}
      onClick={() => cartStore.add(product)}
      className="min-h-11 rounded-md border border-cyan-800 px-4 font-semibold text-cyan-900 hover:bg-cyan-50"
    >
      {label}
    </button>
  );
}
