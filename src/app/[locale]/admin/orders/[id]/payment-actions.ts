'use server';

import type { FormState } from '@/lib/forms/form-state';
import { english } from '@/lib/i18n/english';
import { formatPaise } from '@/lib/money';
import { checkPaymentReportSchema, recordPaymentSchema, reversePaymentSchema } from '@/lib/schemas/payments';
import { checkPaymentReport, checkPaymentReportErrors } from '@/server/payments/check-payment-report';
import { recordPayment, recordPaymentErrors } from '@/server/payments/record-payment';
import { reversePayment, reversePaymentErrors } from '@/server/payments/reverse-payment';
import { sendBalanceReminder, sendBalanceReminderErrors } from '@/server/payments/send-balance-reminder';
import { adminAction } from '../../admin-action';
import { adminErrors } from '../../admin-errors';
import { requiredId } from '../../admin-form-data';
import { tellingServices, toldNotice } from '../telling-services';

/** Why a payment cannot be taken, on every form that records one. */
const PAYMENT_REFUSALS = {
  NOT_FOUND: 'admin.orders.notFound',
  PAYMENT_NOT_EXPECTED: 'admin.payments.notExpected',
  MORE_THAN_BALANCE: { reason: 'admin.payments.moreThanBalance', field: 'amount' },
  REFERENCE_RECORDED: { reason: 'admin.payments.referenceRecorded', field: 'reference' },
  PAID_BEFORE_ORDER: { reason: 'admin.payments.dateBeforeOrder', field: 'paidOn' },
} as const;

/** Record payment (issue 35): money the office received for the order, by hand. */
export async function recordPaymentAction(_state: FormState, formData: FormData): Promise<FormState> {
  return adminAction(formData, {
    values: ['amount', 'mode', 'reference', 'paidOn', 'note'],
    schema: recordPaymentSchema,
    errors: adminErrors([recordPaymentErrors], PAYMENT_REFUSALS),
    failed: 'admin.payments.recordFailed',
    run: async ({ actor, input, services, id }) => ({
      ...(await recordPayment({ ...(await tellingServices(services)), actor, orderId: requiredId(id), input })),
      orderId: requiredId(id),
    }),
    refresh: 'orders',
    success: ({ reference, balancePaise }) =>
      english('admin.payments.recorded', { reference, balance: formatPaise(balancePaise, 'en') }),
    redirectTo: ({ orderId }) => `/admin/orders/${orderId}`,
  });
}

/** Reverse: a recorded payment taken off the balance by an entry of its own. */
export async function reversePaymentAction(_state: FormState, formData: FormData): Promise<FormState> {
  return adminAction(formData, {
    values: ['reason'],
    schema: reversePaymentSchema,
    errors: adminErrors([reversePaymentErrors], {
      NOT_FOUND: 'admin.payments.notFound',
      CONFLICT: 'admin.payments.alreadyReversed',
    }),
    failed: 'admin.payments.reverseFailed',
    run: async ({ actor, input, services: { db }, id }) => {
      await reversePayment({ db, actor, orderId: requiredId(id), input });
      return { orderId: requiredId(id) };
    },
    refresh: 'orders',
    success: 'admin.payments.reversed',
    redirectTo: ({ orderId }) => `/admin/orders/${orderId}`,
  });
}

/** A UTR the customer reported: found on the statement (recorded as a UPI payment), or not found. */
export async function checkPaymentReportAction(_state: FormState, formData: FormData): Promise<FormState> {
  return adminAction(formData, {
    values: ['amount', 'paidOn'],
    schema: checkPaymentReportSchema,
    errors: adminErrors([checkPaymentReportErrors], {
      ...PAYMENT_REFUSALS,
      NOT_FOUND: 'admin.payments.reportGone',
      REFERENCE_RECORDED: 'admin.payments.referenceRecorded',
      CONFLICT: 'admin.payments.reportAnswered',
    }),
    failed: 'admin.payments.checkFailed',
    run: async ({ actor, input, services, id }) => ({
      ...(await checkPaymentReport({ ...(await tellingServices(services)), actor, orderId: requiredId(id), input })),
      orderId: requiredId(id),
    }),
    refresh: 'orders',
    success: ({ outcome, utr }) =>
      english(outcome === 'found' ? 'admin.payments.reportConfirmedDone' : 'admin.payments.reportRejectedDone', {
        utr,
      }),
    redirectTo: ({ orderId }) => `/admin/orders/${orderId}`,
  });
}

/** Send balance reminder: only when the office chooses to. */
export async function sendBalanceReminderAction(_state: FormState, formData: FormData): Promise<FormState> {
  return adminAction(formData, {
    errors: adminErrors([sendBalanceReminderErrors], {
      NOT_FOUND: 'admin.orders.notFound',
      PAYMENT_NOT_EXPECTED: 'admin.payments.nothingToRemind',
    }),
    failed: 'admin.payments.remindFailed',
    run: async ({ actor, services, id }) => ({
      ...(await sendBalanceReminder({ ...(await tellingServices(services)), actor, orderId: requiredId(id) })),
      orderId: requiredId(id),
    }),
    refresh: 'orders',
    success: (told) => toldNotice(english('admin.payments.reminded'), told),
    redirectTo: ({ orderId }) => `/admin/orders/${orderId}`,
  });
}
