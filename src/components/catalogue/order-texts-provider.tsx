'use client';

import { createContext, type ReactNode, useContext } from 'react';
import type { OrderFormTexts } from './order-texts';

const OrderTextsContext = createContext<OrderFormTexts | null>(null);

/**
 * The order form's texts in the page's language, once per page for all its
 * Order Now buttons and the cart (the dialog loads on the first tap and finds
 * them here: no catalogue in the browser, and no copy per product card).
 */
export function OrderTextsProvider({ texts, children }: { texts: OrderFormTexts; children: ReactNode }) {
  return <OrderTextsContext.Provider value={texts}>{children}</OrderTextsContext.Provider>;
}

export function useOrderTexts(): OrderFormTexts {
  const texts = useContext(OrderTextsContext);
  if (!texts) throw new Error('OrderTextsProvider is missing around this order button');
  return texts;
}
