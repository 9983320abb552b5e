import type { OrderStage, OrderStatus } from '@/server/db/schema';

/** The colours of an order's status or stage badge, on My Orders and the tracking page alike. */
const STATUS_STYLE = {
  pending: 'bg-amber-100 text-amber-900',
  done: 'bg-emerald-100 text-emerald-900',
  rejected: 'bg-red-100 text-red-900',
  dispatched: 'bg-sky-100 text-sky-900',
  delivered: 'bg-emerald-100 text-emerald-900',
  cancelled: 'bg-slate-200 text-slate-900',
} as const satisfies Record<OrderStatus | OrderStage, string>;

/** The badge colours of an order: its stage once it has one, else its status. */
export const orderStatusStyle = (order: { status: OrderStatus; stage: OrderStage | null }): string =>
  STATUS_STYLE[order.stage ?? order.status];
