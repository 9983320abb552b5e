'use server';

import type { FormState } from '@/lib/forms/form-state';
import { english } from '@/lib/i18n/english';
import { orderTaxDetailsSchema } from '@/lib/schemas/billing';
import { issueBill, issueBillErrors } from '@/server/billing/issue-bill';
import { setOrderTaxDetails, setOrderTaxDetailsErrors } from '@/server/billing/set-order-tax-details';
import { adminAction } from '../../admin-action';
import { adminErrors } from '../../admin-errors';
import { requiredId } from '../../admin-form-data';
import { tellingServices } from '../telling-services';
import { BILL_NEEDS } from './bill-needs';

/** Where the order is supplied and the buyer's GSTIN, before its bill (issue 35). */
export async function setOrderTaxDetailsAction(_state: FormState, formData: FormData): Promise<FormState> {
  return adminAction(formData, {
    values: ['placeOfSupply', 'buyerGstin'],
    schema: orderTaxDetailsSchema,
    errors: adminErrors([setOrderTaxDetailsErrors], {
      NOT_FOUND: 'admin.orders.notFound',
      CONFLICT: 'admin.billing.alreadyBilled',
    }),
    failed: 'admin.billing.taxDetailsFailed',
    run: async ({ actor, services: { db }, id, input }) => {
      await setOrderTaxDetails({ db, actor, id: requiredId(id), input });
      return { orderId: requiredId(id) };
    },
    refresh: 'orders',
    success: 'admin.billing.taxDetailsSaved',
    redirectTo: ({ orderId }) => `/admin/orders/${orderId}`,
  });
}

/** Issue bill: the order's tax invoice or bill of supply, numbered now. */
export async function issueBillAction(_state: FormState, formData: FormData): Promise<FormState> {
  return adminAction(formData, {
    errors: adminErrors([issueBillErrors], {
      NOT_FOUND: 'admin.orders.notFound',
      CONFLICT: 'admin.billing.cannotBill',
      ...BILL_NEEDS,
    }),
    failed: 'admin.billing.issueFailed',
    run: async ({ actor, services, id }) => ({
      ...(await issueBill({ ...(await tellingServices(services)), actor, orderId: requiredId(id) })),
      orderId: requiredId(id),
    }),
    refresh: 'orders',
    success: ({ number }) => english('admin.billing.issued', { number }),
    redirectTo: ({ orderId }) => `/admin/orders/${orderId}`,
  });
}
