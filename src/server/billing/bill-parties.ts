import { gstStateName } from '@/lib/gst/states';
import type { BillingSettings } from '@/lib/schemas/billing-settings';
import type { CompanySettings } from '@/lib/schemas/site-settings';

/** Who sold, as a bill keeps it: later changes to the settings never touch an issued bill. */
export type BillSupplier = {
  legalName: string;
  tradeName: string;
  address: string[];
  stateCode: string;
  stateName: string;
  gstin: string;
  pan: string | null;
  phone: string | null;
  email: string | null;
  upi: BillingSettings['upi'];
  bankAccount: BillingSettings['bankAccount'];
  signatory: string;
};

/** Who bought, as the order had them. */
export type BillBuyer = {
  name: string;
  address: string;
  phone: string;
  email: string | null;
  gstin: string | null;
  stateCode: string;
  stateName: string;
};

export function supplierOf(company: CompanySettings, billing: BillingSettings & { gstin: string }): BillSupplier {
  return {
    legalName: billing.legalName,
    tradeName: company.name,
    address: company.address,
    stateCode: billing.stateCode,
    stateName: gstStateName(billing.stateCode) ?? billing.stateCode,
    gstin: billing.gstin,
    pan: billing.pan,
    phone: company.phones[0]?.number ?? null,
    email: company.emails[0]?.address ?? null,
    upi: billing.upi,
    bankAccount: billing.bankAccount,
    signatory: billing.signatory,
  };
}

export function buyerOf(order: {
  name: string;
  address: string;
  phone: string;
  email: string | null;
  buyer_gstin: string | null;
  place_of_supply: string;
}): BillBuyer {
  return {
    name: order.name,
    address: order.address,
    phone: order.phone,
    email: order.email,
    gstin: order.buyer_gstin,
    stateCode: order.place_of_supply,
    stateName: gstStateName(order.place_of_supply) ?? order.place_of_supply,
  };
}
