import { addOrderNoteAction, advanceOrderAction } from '@/app/[locale]/admin/orders/[id]/actions';
import { english } from '@/lib/i18n/english';
import { nextOrderSteps } from '@/lib/schemas/orders';
import type { OrderStage, OrderStatus } from '@/server/db/schema';
import type { OrderEvent } from '@/server/orders/order-events';
import { formatAdminDate } from '../list/admin-time';
import { OrderNoteForm, OrderStepForm } from './order-life-forms';

/**
 * The order's life after confirmation in Order Details (issue 24): its steps
 * with who took them and when, the forms for the next ones, and the staff's
 * notes. The page reads the events; this is only the view.
 */
export function OrderLife({
  order,
  events,
}: {
  order: { id: number; status: OrderStatus; stage: OrderStage | null };
  events: OrderEvent[];
}) {
  const steps = events.filter((event) => event.kind !== 'note');
  const notes = events.filter((event) => event.kind === 'note');
  const next = nextOrderSteps(order.status, order.stage);
  return (
    <>
      <section aria-labelledby="order-life-heading" className="mt-4 flex flex-col gap-2">
        <h3 id="order-life-heading" className="font-semibold">
          {english('admin.orders.life.heading')}
        </h3>
        {steps.length === 0 ? (
          <p className="text-sm text-slate-700">
            {order.status === 'done' ? english('admin.orders.life.none') : english('admin.orders.life.onlyConfirmed')}
          </p>
        ) : (
          <ol className="flex flex-col gap-1 text-sm" data-testid="order-life">
            {steps.map((event) => (
              <li key={event.id}>
                {english('admin.orders.life.by', {
                  what: english(`admin.orders.life.kinds.${event.kind}`),
                  email: event.actorEmail,
                  date: formatAdminDate(event.at),
                })}
                {[event.carrier, event.expectedOn, event.text].filter(Boolean).map((detail) => ` — ${detail}`)}
              </li>
            ))}
          </ol>
        )}
        {next.map((step) => (
          <OrderStepForm key={step} action={advanceOrderAction} orderId={order.id} step={step} />
        ))}
      </section>
      <section aria-labelledby="order-notes-heading" className="mt-4 flex flex-col gap-2">
        <h3 id="order-notes-heading" className="font-semibold">
          {english('admin.orders.life.notes')}
        </h3>
        {notes.length > 0 ? (
          <ul className="flex flex-col gap-2 text-sm" data-testid="order-notes">
            {notes.map((note) => (
              <li key={note.id} className="rounded-md bg-slate-50 p-2">
                <p className="whitespace-pre-wrap break-words">{note.text}</p>
                <p className="text-slate-600">
                  {note.actorEmail}, {formatAdminDate(note.at)}
                </p>
              </li>
            ))}
          </ul>
        ) : null}
        <OrderNoteForm action={addOrderNoteAction} orderId={order.id} />
      </section>
    </>
  );
}
