import type { BillingSettings } from '@/lib/schemas/billing-settings';

/**
 * The seeded billing facts: in the right shape (the GSTIN's check character is
 * right, its PAN inside it) until the office enters its own in Settings.
 */
export const defaultBilling: BillingSettings = {
  legalName: 'Aquaculture Group Private Limited',
  stateCode: '18',
  gstin: '18AAECA1234F1Z5',
  pan: 'AAECA1234F',
  upi: { id: 'aquaculturegroup@sbi', payeeName: 'Aquaculture Group' },
  bankAccount: {
    holder: 'Aquaculture Group Private Limited',
    number: '38912345678',
    ifsc: 'SBIN0000221',
    bank: 'State Bank of India, Guwahati Main Branch',
  },
  invoicePrefix: 'AQ',
  creditNotePrefix: 'CN',
  signatory: 'Rituparna Deka',
};
