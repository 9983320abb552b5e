'use server';

import type { FormState } from '@/lib/forms/form-state';
import { english } from '@/lib/i18n/english';
import type { MessageKey } from '@/lib/i18n/messages';
import { orderDecisionSchema, orderDecisionsSchema, orderNoteSchema, orderStepSchema } from '@/lib/schemas/orders';
import { isAppError } from '@/server/errors/app-error';
import { advanceOrder, advanceOrderErrors } from '@/server/orders/advance-order';
import { decideOrder, decideOrderErrors, type OrderDecision } from '@/server/orders/decide-order';
import { deleteOrder, deleteOrderErrors } from '@/server/orders/delete-order';
import { addOrderNote, addOrderNoteErrors } from '@/server/orders/order-events';
import { readTextingSite } from '@/server/sms/texting-site';
import { type AdminServices, adminAction, type Notice, refuse } from './admin-action';
import { failureText } from './admin-action-results';
import { adminErrors } from './admin-errors';
import { requiredId } from './admin-form-data';
import { backToList } from './back-url';

/** A decision, alone or in bulk. */
const DECIDE_ERRORS = adminErrors([decideOrderErrors], {
  NOT_FOUND: 'admin.orders.notFound',
  CONFLICT: 'admin.orders.alreadyDecided',
});
const STEP_FAILED = 'admin.orders.life.stepFailed';
const NOTE_FAILED = 'admin.orders.life.noteFailed';

/** A decision or step is told to the customer: the use-case also needs the site's texting settings. */
async function tellingServices({ db, logger }: AdminServices) {
  return { db, logger, site: await readTextingSite('en') };
}

/** The order a step or note form is for; a forged id is refused before the form's fields are read. */
const orderIdOf = (id: number | undefined, failed: MessageKey): number =>
  id ?? refuse({ status: 'error', message: failureText(failed, english('admin.orders.notFound')) });

/** Confirm or Reject in the Order Details modal (spec §2.11); the customer's e-mail and text go through the outbox. */
export async function decideOrderAction(_state: FormState, formData: FormData): Promise<FormState> {
  return adminAction(formData, {
    schema: orderDecisionSchema,
    errors: DECIDE_ERRORS,
    failed: 'admin.orders.updateFailed',
    run: async ({ actor, id, services, input: { decision, reason } }) => {
      if (id === undefined || !decision) refuse({ status: 'error', message: english('admin.orders.notFound') });
      const told = await decideOrder({ ...(await tellingServices(services)), actor, id, decision, reason });
      return { ...told, done: decision === 'done' };
    },
    refresh: 'orders',
    success: ({ done, mailError, phoneOnly }): string | Notice => {
      if (phoneOnly !== null) {
        return phoneOnly
          ? english(done ? 'admin.orders.confirmedByPhone' : 'admin.orders.rejectedByPhone', { phone: phoneOnly })
          : english(done ? 'admin.orders.confirmedNoContact' : 'admin.orders.rejectedNoContact');
      }
      if (mailError) {
        const text = english(done ? 'admin.orders.confirmedMailFailed' : 'admin.orders.rejectedMailFailed', {
          text: mailError,
        });
        return { kind: 'error', text };
      }
      return english(done ? 'admin.orders.confirmed' : 'admin.orders.rejected');
    },
  });
}

/** Confirm or Reject every selected order, each on its own (one already decided does not stop the others). */
export async function decideOrdersAction(_state: FormState, formData: FormData): Promise<FormState> {
  return adminAction(formData, {
    schema: orderDecisionsSchema,
    errors: DECIDE_ERRORS,
    failed: 'admin.orders.updateFailed',
    run: async ({ actor, services, input: { decision, ids } }) => {
      if (!decision || ids.length === 0) refuse({ status: 'error', message: english('admin.orders.bulkNone') });
      const telling = await tellingServices(services);
      const tally = { count: ids.length, decided: 0, skipped: 0, byPhone: 0, mailErrors: [] as string[] };
      for (const id of ids) {
        try {
          const { mailError, phoneOnly } = await decideOrder({ ...telling, actor, id, decision });
          tally.decided += 1;
          if (mailError) tally.mailErrors.push(mailError);
          if (phoneOnly !== null) tally.byPhone += 1;
        } catch (error) {
          if (!isAppError(error, 'CONFLICT') && !isAppError(error, 'NOT_FOUND')) throw error;
          tally.skipped += 1;
        }
      }
      return tally;
    },
    refresh: 'orders',
    success: ({ count, decided, skipped, byPhone, mailErrors }): Notice => {
      const parts = [english('admin.orders.bulkResult', { done: decided, count })];
      if (skipped > 0) parts.push(english('admin.orders.bulkSkipped', { count: skipped }));
      if (byPhone > 0) parts.push(english('admin.orders.bulkByPhone', { count: byPhone }));
      if (mailErrors.length > 0) {
        parts.push(english('admin.orders.bulkMailFailed', { count: mailErrors.length, text: mailErrors[0] ?? '' }));
      }
      return { kind: mailErrors.length > 0 ? 'error' : 'success', text: parts.join(' ') };
    },
  });
}

export async function deleteOrderAction(_state: FormState, formData: FormData): Promise<FormState> {
  return adminAction(formData, {
    errors: adminErrors([deleteOrderErrors], { NOT_FOUND: 'admin.orders.notFound' }),
    failed: 'admin.orders.deleteFailed',
    run: ({ actor, services: { db }, id }) => deleteOrder({ db, actor, id: requiredId(id) }),
    success: 'admin.orders.deleted',
    redirectTo: (_, { back }) => backToList(back, '/admin/orders'),
  });
}

/** Dispatched, Delivered or Cancelled on a confirmed order (issue 24); the customer hears of it in their language. */
export async function advanceOrderAction(_state: FormState, formData: FormData): Promise<FormState> {
  return adminAction(formData, {
    values: ['carrier', 'expectedOn', 'reason'],
    check: ({ id }) => orderIdOf(id, STEP_FAILED),
    schema: orderStepSchema,
    errors: adminErrors([advanceOrderErrors], {
      NOT_FOUND: 'admin.orders.notFound',
      CONFLICT: 'admin.orders.life.stepConflict',
    }),
    failed: STEP_FAILED,
    run: async ({ actor, input, services, id }) => {
      const orderId = orderIdOf(id, STEP_FAILED);
      const told = await advanceOrder({ ...(await tellingServices(services)), actor, id: orderId, input });
      return { ...told, id: orderId, step: input.step };
    },
    refresh: 'orders',
    // The step's form is gone from the new page (only the next steps are offered): the notice goes with the redirect.
    success: ({ step, mailError, phoneOnly }): string | Notice => {
      const saved = english(`admin.orders.life.saved.${step}`);
      if (phoneOnly !== null) return `${saved} ${english('admin.orders.life.phoneThem', { phone: phoneOnly })}`;
      if (mailError)
        return { kind: 'error', text: `${saved} ${english('admin.orders.life.notMailed', { text: mailError })}` };
      return saved;
    },
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
