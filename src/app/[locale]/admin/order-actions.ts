'use server';

import { redirect } from 'next/navigation';
import { type FormState, formDataObject, typedValues } from '@/lib/forms/form-state';
import { t } from '@/lib/i18n/messages';
import { ADMIN_ACTIONS } from '@/lib/permissions';
import { orderNoteSchema, orderStepSchema } from '@/lib/schemas/orders';
import { recordIdSchema } from '@/lib/schemas/people';
import { requirePermission } from '@/server/auth/viewer';
import { getDb } from '@/server/db';
import { AppError, isAppError } from '@/server/errors/app-error';
import { revalidatePages } from '@/server/i18n/revalidate-pages';
import { getLogger } from '@/server/logger';
import { advanceOrder } from '@/server/orders/advance-order';
import { decideOrder, type OrderDecision } from '@/server/orders/decide-order';
import { deleteOrder } from '@/server/orders/delete-order';
import { addOrderNote } from '@/server/orders/order-events';
import { readTextingSite } from '@/server/sms/texting-site';
import { flashToast } from '@/server/toast/flash-toast';
import { invalid } from '../action-results';
import { adminFailure, withReason } from './admin-action-results';
import { adminErrors } from './admin-errors';
import { backToList } from './back-url';

const decisionOf = (value: FormDataEntryValue | null): OrderDecision | null =>
  value === 'done' || value === 'rejected' ? value : null;

async function decisionServices() {
  return {
    db: getDb(),
    logger: getLogger(),
    site: await readTextingSite(),
  };
}

/** Confirm or Reject in the Order Details modal (spec §2.11); the customer's e-mail and text go through the outbox. */
export async function decideOrderAction(_state: FormState, formData: FormData): Promise<FormState> {
  const id = recordIdSchema.safeParse(formData.get('id'));
  const decision = decisionOf(formData.get('decision'));
  try {
    const actor = await requirePermission(ADMIN_ACTIONS.decideOrderAction);
    if (!id.success || !decision) return { status: 'error', message: t('admin.orders.notFound') };
    const reason = String(formData.get('reason') ?? '');
    const { mailError, phoneOnly } = await decideOrder({
      ...(await decisionServices()),
      actor,
      id: id.data,
      decision,
      reason,
    });
    revalidatePages('/admin');
    const done = decision === 'done';
    if (phoneOnly !== null) {
      const message = phoneOnly
        ? t(done ? 'admin.orders.confirmedByPhone' : 'admin.orders.rejectedByPhone', { phone: phoneOnly })
        : t(done ? 'admin.orders.confirmedNoContact' : 'admin.orders.rejectedNoContact');
      return { status: 'success', message };
    }
    if (mailError) {
      return {
        status: 'error',
        message: t(done ? 'admin.orders.confirmedMailFailed' : 'admin.orders.rejectedMailFailed', { text: mailError }),
      };
    }
    return { status: 'success', message: t(done ? 'admin.orders.confirmed' : 'admin.orders.rejected') };
  } catch (error) {
    return adminFailure(error, adminErrors.decideOrder, { failed: decisionFailed });
  }
}

/** Confirm or Reject every selected order, each on its own (one already decided does not stop the others). */
export async function decideOrdersAction(_state: FormState, formData: FormData): Promise<FormState> {
  const decision = decisionOf(formData.get('decision'));
  const ids = [
    ...new Set(
      formData
        .getAll('ids')
        .map((value) => recordIdSchema.safeParse(value))
        .flatMap((parsed) => (parsed.success ? [parsed.data] : [])),
    ),
  ].slice(0, 200);
  try {
    const actor = await requirePermission(ADMIN_ACTIONS.decideOrdersAction);
    if (!decision || ids.length === 0) return { status: 'error', message: t('admin.orders.bulkNone') };
    const services = await decisionServices();
    let decided = 0;
    let skipped = 0;
    let byPhone = 0;
    const mailErrors: string[] = [];
    for (const id of ids) {
      try {
        const { mailError, phoneOnly } = await decideOrder({ ...services, actor, id, decision });
        decided += 1;
        if (mailError) mailErrors.push(mailError);
        if (phoneOnly !== null) byPhone += 1;
      } catch (error) {
        if (!isAppError(error, 'CONFLICT') && !isAppError(error, 'NOT_FOUND')) throw error;
        skipped += 1;
      }
    }
    revalidatePages('/admin');
    const parts = [t('admin.orders.bulkResult', { done: decided, count: ids.length })];
    if (skipped > 0) parts.push(t('admin.orders.bulkSkipped', { count: skipped }));
    if (byPhone > 0) parts.push(t('admin.orders.bulkByPhone', { count: byPhone }));
    if (mailErrors.length > 0) {
      parts.push(t('admin.orders.bulkMailFailed', { count: mailErrors.length, text: mailErrors[0] ?? '' }));
    }
    return { status: mailErrors.length > 0 ? 'error' : 'success', message: parts.join(' ') };
  } catch (error) {
    return adminFailure(error, adminErrors.decideOrder, { failed: decisionFailed });
  }
}

export async function deleteOrderAction(_state: FormState, formData: FormData): Promise<FormState> {
  const id = recordIdSchema.safeParse(formData.get('id'));
  try {
    const actor = await requirePermission(ADMIN_ACTIONS.deleteOrderAction);
    if (!id.success) throw new AppError('NOT_FOUND');
    await deleteOrder({ db: getDb(), actor, id: id.data });
  } catch (error) {
    return adminFailure(error, adminErrors.deleteOrder, {
      failed: withReason('admin.orders.deleteFailed'),
    });
  }
  await flashToast('success', t('admin.orders.deleted'));
  redirect(backToList(formData, { tab: 'products', section: 'orders' }));
}

/** "Error updating order: …" (the details of an unexpected failure are in the log, not on the page). */
const decisionFailed = (reason: string) => t('admin.orders.updateFailed', { message: reason });

/** Dispatched, Delivered or Cancelled on a confirmed order (issue 24); the customer hears of it in their language. */
export async function advanceOrderAction(_state: FormState, formData: FormData): Promise<FormState> {
  const id = recordIdSchema.safeParse(formData.get('id'));
  const values = typedValues(formData, ['carrier', 'expectedOn', 'reason']);
  try {
    const actor = await requirePermission(ADMIN_ACTIONS.advanceOrderAction);
    if (!id.success) return { status: 'error', message: stepFailed(t('admin.orders.notFound')) };
    const parsed = orderStepSchema.safeParse(formDataObject(formData));
    if (!parsed.success) return invalid(parsed.error, values);
    const { mailError, phoneOnly } = await advanceOrder({
      ...(await decisionServices()),
      actor,
      id: id.data,
      input: parsed.data,
    });
    revalidatePages('/admin');
    // The step's form is gone from the new page (only the next steps are offered): the toast goes with the redirect.
    const saved = t(`admin.orders.life.saved.${parsed.data.step}`);
    if (phoneOnly !== null) {
      await flashToast('success', `${saved} ${t('admin.orders.life.phoneThem', { phone: phoneOnly })}`);
    } else if (mailError) {
      await flashToast('error', `${saved} ${t('admin.orders.life.notMailed', { text: mailError })}`);
    } else {
      await flashToast('success', saved);
    }
  } catch (error) {
    return adminFailure(error, adminErrors.advanceOrder, { failed: stepFailed, values });
  }
  redirect(`/admin?tab=products&section=orders&order=${id.data}`);
}

/** A staff note on an order (never shown to the customer). */
export async function addOrderNoteAction(_state: FormState, formData: FormData): Promise<FormState> {
  const id = recordIdSchema.safeParse(formData.get('id'));
  const values = typedValues(formData, ['text']);
  try {
    const actor = await requirePermission(ADMIN_ACTIONS.addOrderNoteAction);
    if (!id.success) return { status: 'error', message: noteFailed(t('admin.orders.notFound')) };
    const parsed = orderNoteSchema.safeParse(formDataObject(formData));
    if (!parsed.success) return invalid(parsed.error, values);
    await addOrderNote({ db: getDb(), actor, orderId: id.data, text: parsed.data.text });
    revalidatePages('/admin');
    return { status: 'success', message: t('admin.orders.life.noteSaved') };
  } catch (error) {
    return adminFailure(error, adminErrors.addOrderNote, { failed: noteFailed, values });
  }
}

const stepFailed = withReason('admin.orders.life.stepFailed');
const noteFailed = withReason('admin.orders.life.noteFailed');
