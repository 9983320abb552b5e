'use server';

import type { FormState } from '@/lib/forms/form-state';
import { english } from '@/lib/i18n/english';
import { orderDecisionSchema, orderDecisionsSchema } from '@/lib/schemas/orders';
import { isAppError } from '@/server/errors/app-error';
import { decideOrder, decideOrderErrors } from '@/server/orders/decide-order';
import { deleteOrder, deleteOrderErrors } from '@/server/orders/delete-order';
import { adminAction, type Notice, refuse } from '../admin-action';
import { adminErrors } from '../admin-errors';
import { requiredId } from '../admin-form-data';
import { backToList } from '../back-url';
import { tellingServices } from './telling-services';

/** A decision, alone or in bulk. */
const DECIDE_ERRORS = adminErrors([decideOrderErrors], {
  NOT_FOUND: 'admin.orders.notFound',
  CONFLICT: 'admin.orders.alreadyDecided',
});

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
    errors: adminErrors([deleteOrderErrors], {
      NOT_FOUND: 'admin.orders.notFound',
      CONFLICT: 'admin.orders.billedCannotDelete',
    }),
    failed: 'admin.orders.deleteFailed',
    run: ({ actor, services: { db }, id }) => deleteOrder({ db, actor, id: requiredId(id) }),
    success: 'admin.orders.deleted',
    redirectTo: (_, { back }) => backToList(back, '/admin/orders'),
  });
}
