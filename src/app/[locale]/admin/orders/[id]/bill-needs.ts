import 'server-only';

/** What the office is told when an order's bill cannot be made yet: on Issue bill, and on the dispatch that issues it. */
export const BILL_NEEDS = {
  BILLING_NOT_SET_UP: 'admin.billing.notSetUp',
  PLACE_OF_SUPPLY_MISSING: 'admin.billing.placeMissing',
  TAX_FACTS_MISSING: 'admin.billing.taxFactsMissing',
} as const;
