'use client';

/**
 * What a signed-out visitor typed into an order dialog survives the trip through
 * sign-up and log-in: kept in this browser only, for one product, for a day.
 */
export type OrderDraft = { productId: number; values: Record<string, string>; savedAt: number };

const KEY = 'order-draft';
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

export function saveOrderDraft(productId: number, values: Record<string, string>) {
  window.localStorage.setItem(KEY, JSON.stringify({ productId, values, savedAt: Date.now() }));
}

export function readOrderDraft(productId: number): OrderDraft | null {
  try {
    const draft = JSON.parse(window.localStorage.getItem(KEY) ?? 'null') as OrderDraft | null;
    if (!draft || draft.productId !== productId || Date.now() - draft.savedAt > MAX_AGE_MS) return null;
    return draft;
  } catch {
    return null;
  }
}

export function clearOrderDraft() {
  window.localStorage.removeItem(KEY);
}
