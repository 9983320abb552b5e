import type { Kysely, Transaction } from 'kysely';
import type { Logger } from 'pino';
import { todayInIndia } from '@/lib/dates';
import { isGstClass } from '@/lib/gst/tax-facts';
import { recordAudit } from '../audit/record-audit';
import { assertPermission, type StaffActor } from '../auth/admin-access';
import type { Database } from '../db/schema';
import { AppError, declareErrors } from '../errors/app-error';
import { holdOrder } from '../orders/hold-order';
import { wakeDeliveryWorker } from '../outbox/delivery-worker';
import { tellAboutMoney } from '../payments/money-messages';
import { balanceOfRow, orderBalances } from '../payments/order-balances';
import { getBillingSettings } from '../settings/find-settings';
import { getCompanySettings } from '../settings/get-company-settings';
import type { TextingSite } from '../sms/text-limits';
import { type BillableItem, billLinesOf } from './bill-lines';
import { buyerOf, supplierOf } from './bill-parties';
import { nextBillNumber } from './next-bill-number';

/** What a bill needs that the office may not have entered yet: on Issue bill, and on the dispatch that issues it. */
export const billNeedsErrors = declareErrors('BILLING_NOT_SET_UP', 'PLACE_OF_SUPPLY_MISSING', 'TAX_FACTS_MISSING');

export const issueBillErrors = declareErrors(
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  ...billNeedsErrors,
);

/**
 * Issues the bill of a confirmed order (the order desk; issue 35): a tax
 * invoice, a bill of supply or an invoice-cum-bill of supply as its lines
 * require, numbered in the bill series of the financial year, with its own copy
 * of the supplier (the settings now), the buyer (the order), each line's HSN
 * code, GST treatment, unit and tax, and the totals, which equal the order's.
 * Refused, with nothing written, for an order that is not confirmed, was
 * cancelled or already has its bill (CONFLICT), before the business's GSTIN is
 * set (BILLING_NOT_SET_UP), without a place of supply, or with a product that
 * has no tax details (named in `details.products`).
 */
export async function issueBill(options: {
  db: Kysely<Database>;
  logger: Logger;
  site: TextingSite;
  actor: StaffActor | null;
  orderId: number;
  issuedAt?: Date;
}): Promise<{ id: number; number: string }> {
  const { actor } = options;
  assertPermission(actor, 'orders');
  const bill = await options.db.transaction().execute((trx) => issueBillIn(trx, { ...options, actor }));
  wakeDeliveryWorker();
  return bill;
}

/**
 * The same, in the caller's transaction: a dispatch (or a delivery straight
 * from confirmation) issues the order's bill with its step, and neither is
 * written without the other.
 */
export async function issueBillIn(
  trx: Transaction<Database>,
  options: { logger: Logger; site: TextingSite; actor: StaffActor; orderId: number; issuedAt?: Date },
): Promise<{ id: number; number: string }> {
  const { actor } = options;
  const issuedAt = options.issuedAt ?? new Date();
  const billing = await getBillingSettings(trx, options.logger);
  if (!billing?.gstin) throw new AppError('BILLING_NOT_SET_UP');
  const supplier = supplierOf(await getCompanySettings(trx, options.logger, 'en'), {
    ...billing,
    gstin: billing.gstin,
  });
  // Writing the order first holds its row until this transaction ends: a second bill for it waits, then sees this one.
  const order = await holdOrder(trx, options.orderId, issuedAt);
  if (order.status !== 'done' || order.stage === 'cancelled') throw new AppError('CONFLICT');
  const billed = await trx
    .selectFrom('bills')
    .select('id')
    .where('order_id', '=', order.id)
    .where('credit_for_bill_id', 'is', null)
    .executeTakeFirst();
  if (billed) throw new AppError('CONFLICT');
  if (!order.place_of_supply) throw new AppError('PLACE_OF_SUPPLY_MISSING');

  const items = await trx
    .selectFrom('order_items')
    .leftJoin('products', 'products.id', 'order_items.product_id')
    .select([
      'order_items.product_id',
      'order_items.product_name',
      'order_items.quantity',
      'order_items.unit_price_paise',
      'order_items.total_paise',
      'products.hsn_code',
      'products.gst_class',
      'products.unit',
    ])
    .where('order_items.order_id', '=', order.id)
    .orderBy('order_items.position')
    .execute();
  const missing = items.filter((item) => !item.hsn_code || !item.gst_class || !isGstClass(item.gst_class));
  if (missing.length > 0) {
    const products = missing.map((item) => item.product_name).join(', ');
    throw new AppError('TAX_FACTS_MISSING', `no tax details: ${products}`, { details: { products } });
  }
  const billable: BillableItem[] = items.map((item) => ({
    productId: item.product_id,
    name: item.product_name,
    quantity: item.quantity,
    unitPricePaise: item.unit_price_paise,
    totalPaise: item.total_paise,
    hsnCode: item.hsn_code ?? '',
    gstClass: isGstClass(item.gst_class ?? '') ? (item.gst_class as BillableItem['gstClass']) : 'nil',
    unit: item.unit ?? 'NOS',
  }));
  const interState = order.place_of_supply !== supplier.stateCode;
  const { lines, totals, kind } = billLinesOf(billable, interState);
  // The bill says what the farmer agreed to pay: a difference is a fault, never a bill.
  if (totals.totalPaise !== order.total_paise) {
    throw new Error(
      `order ${order.reference}: its lines come to ${totals.totalPaise} paise, its total is ${order.total_paise}`,
    );
  }

  // An advance paid before the bill counts: the customer is told what is left. Read
  // before the number, whose series stays locked until this transaction ends.
  const { paidPaise } = balanceOfRow(await orderBalances(trx).where('o.id', '=', order.id).executeTakeFirstOrThrow());

  const { number, financialYear } = await nextBillNumber(trx, {
    series: 'bill',
    prefix: billing.invoicePrefix,
    issuedAt,
  });
  const bill = await trx
    .insertInto('bills')
    .values({
      order_id: order.id,
      kind,
      number,
      financial_year: financialYear,
      credit_for_bill_id: null,
      issued_at: issuedAt.toISOString(),
      issued_by_email: actor.email,
      supplier: JSON.stringify(supplier),
      buyer: JSON.stringify(buyerOf({ ...order, place_of_supply: order.place_of_supply })),
      place_of_supply: order.place_of_supply,
      inter_state: interState ? 1 : 0,
      locale: order.locale,
      taxable_paise: totals.taxablePaise,
      cgst_paise: totals.cgstPaise,
      sgst_paise: totals.sgstPaise,
      igst_paise: totals.igstPaise,
      total_paise: totals.totalPaise,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('bill_lines')
    .values(
      lines.map((line, position) => ({
        bill_id: bill.id,
        position,
        product_id: line.productId,
        name: line.name,
        hsn_code: line.hsnCode,
        gst_class: line.gstClass,
        unit: line.unit,
        quantity: line.quantity,
        unit_price_paise: line.unitPricePaise,
        total_paise: line.totalPaise,
        taxable_paise: line.taxablePaise,
        cgst_paise: line.cgstPaise,
        sgst_paise: line.sgstPaise,
        igst_paise: line.igstPaise,
      })),
    )
    .execute();
  await recordAudit(trx, {
    actor,
    action: 'issue',
    entity: 'bills',
    entityId: bill.id,
    after: { number, kind, order: order.reference, total_paise: totals.totalPaise },
  });
  await tellAboutMoney(trx, {
    logger: options.logger,
    site: options.site,
    order,
    news: {
      kind: 'bill-issued',
      billNumber: number,
      totalPaise: totals.totalPaise,
      balancePaise: totals.totalPaise - paidPaise,
      issuedOn: todayInIndia(issuedAt),
    },
  });
  return { id: bill.id, number };
}
