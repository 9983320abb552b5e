import type { Kysely } from 'kysely';
import { type GstClass, isGstClass } from '@/lib/gst/tax-facts';
import type { BillKind, Database } from '../db/schema';
import type { BillBuyer, BillSupplier } from './bill-parties';

export type BillLineView = {
  name: string;
  hsnCode: string;
  gstClass: GstClass;
  unit: string;
  quantity: number;
  unitPricePaise: number;
  totalPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
};

/** An issued bill as it was written: nothing here is read from today's catalogue or settings. */
export type BillView = {
  id: number;
  orderId: number;
  orderReference: string;
  kind: BillKind;
  number: string;
  issuedAt: Date;
  supplier: BillSupplier;
  buyer: BillBuyer;
  placeOfSupply: string;
  interState: boolean;
  locale: string;
  lines: BillLineView[];
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
};

/** The bill of an order (not its credit notes), or null when it has none. */
export async function findOrderBill(db: Kysely<Database>, orderId: number): Promise<BillView | null> {
  const bill = await db
    .selectFrom('bills')
    .innerJoin('orders', 'orders.id', 'bills.order_id')
    .selectAll('bills')
    .select('orders.reference')
    .where('bills.order_id', '=', orderId)
    .where('bills.credit_for_bill_id', 'is', null)
    .executeTakeFirst();
  if (!bill) return null;
  const lines = await db
    .selectFrom('bill_lines')
    .selectAll()
    .where('bill_id', '=', bill.id)
    .orderBy('position')
    .execute();
  return {
    id: bill.id,
    orderId: bill.order_id,
    orderReference: bill.reference,
    kind: bill.kind,
    number: bill.number,
    issuedAt: new Date(bill.issued_at),
    supplier: JSON.parse(bill.supplier) as BillSupplier,
    buyer: JSON.parse(bill.buyer) as BillBuyer,
    placeOfSupply: bill.place_of_supply,
    interState: Boolean(bill.inter_state),
    locale: bill.locale,
    lines: lines.map((line) => ({
      name: line.name,
      hsnCode: line.hsn_code,
      gstClass: isGstClass(line.gst_class) ? line.gst_class : 'nil',
      unit: line.unit,
      quantity: line.quantity,
      unitPricePaise: line.unit_price_paise,
      totalPaise: line.total_paise,
      taxablePaise: line.taxable_paise,
      cgstPaise: line.cgst_paise,
      sgstPaise: line.sgst_paise,
      igstPaise: line.igst_paise,
    })),
    taxablePaise: bill.taxable_paise,
    cgstPaise: bill.cgst_paise,
    sgstPaise: bill.sgst_paise,
    igstPaise: bill.igst_paise,
    totalPaise: bill.total_paise,
  };
}
