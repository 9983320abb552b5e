'use server';

import type { FormState } from '@/lib/forms/form-state';
import { english } from '@/lib/i18n/english';
import type { MessageKey } from '@/lib/i18n/messages';
import { orderNoteSchema, orderStepSchema } from '@/lib/schemas/orders';
import { advanceOrder, advanceOrderErrors } from '@/server/orders/advance-order';
import { addOrderNote, addOrderNoteErrors } from '@/server/orders/order-events';
import { adminAction, refuse } from '../../admin-action';
import { failureText } from '../../admin-action-results';
import { adminErrors } from '../../admin-errors';
import { tellingServices, toldNotice } from '../telling-services';
import { BILL_NEEDS } from './bill-needs';

const STEP_FAILED = 'admin.orders.life.stepFailed';
const NOTE_FAILED = 'admin.orders.life.noteFailed';

/** The order a step or note form is for; a forged id is refused before the form's fields are read. */
const orderIdOf = (id: number | undefined, failed: MessageKey): number =>
  id ?? refuse({ status: 'error', message: failureText(failed, english('admin.orders.notFound')) });

/** Dispatched, Delivered or Cancelled on a confirmed order (issue 24); the customer hears of it in their language. */
export async function advanceOrderAction(_state: FormState, formData: FormData): Promise<FormState> {
  return adminAction(formData, {
    values: ['carrier', 'expectedOn', 'reason'],
    check: ({ id }) => orderIdOf(id, STEP_FAILED),
    schema: orderStepSchema,
    errors: adminErrors([advanceOrderErrors], {
      NOT_FOUND: 'admin.orders.notFound',
      CONFLICT: 'admin.orders.life.stepConflict',
      ...BILL_NEEDS,
    }),
    failed: STEP_FAILED,
    run: async ({ actor, input, services, id }) => {
      const orderId = orderIdOf(id, STEP_FAILED);
      const told = await advanceOrder({ ...(await tellingServices(services)), actor, id: orderId, input });
      return { ...told, id: orderId, step: input.step };
    },
    refresh: 'orders',
    // The step's form is gone from the new page (only the next steps are offered): the notice goes with the redirect.
    success: (told) => toldNotice(english(`admin.orders.life.saved.${told.step}`), told),
    redirectTo: ({ id }) => `/admin/orders/${id}`,
  });
}

/** A staff note on an order (never shown to the customer). */
export async function addOrderNoteAction(_state: FormState, formData: FormData): Promise<FormState> {
  return adminAction(formData, {
    values: ['text'],
    check: ({ id }) => orderIdOf(id, NOTE_FAILED),
    schema: orderNoteSchema,
    errors: adminErrors([addOrderNoteErrors], { NOT_FOUND: 'admin.orders.notFound' }),
    failed: NOTE_FAILED,
    run: ({ actor, services: { db }, input, id }) =>
      addOrderNote({ db, actor, orderId: orderIdOf(id, NOTE_FAILED), text: input.text }),
    refresh: 'orders',
    success: 'admin.orders.life.noteSaved',
  });
}
