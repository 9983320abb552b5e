import { describe, expect, it } from 'vitest';
import { settingsFormValues } from '@/app/[locale]/admin/settings/settings-values';
import { phoneNumberOf, settingsFormSchema } from '@/lib/schemas/settings-form';
import { demoCompanyTranslations } from '@/server/db/seed/demo-translations';
import { defaultBilling } from '@/server/settings/default-billing';
import { defaultCompany } from '@/server/settings/default-company';

const stored = {
  company: defaultCompany,
  translations: { as: demoCompanyTranslations.as, hi: demoCompanyTranslations.hi },
  billing: defaultBilling,
};
const form = (changes: Record<string, string> = {}) => ({ ...settingsFormValues(stored), ...changes });
const errorsOf = (changes: Record<string, string>) => {
  const result = settingsFormSchema.safeParse(form(changes));
  if (result.success) throw new Error('the form was taken');
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('[SETTINGS] the Settings form', () => {
  it('reads the form it shows, unchanged, into the same settings', () => {
    expect(settingsFormSchema.parse(form())).toEqual({
      company: stored.company,
      billing: stored.billing,
      translations: stored.translations,
    });
  });

  it('reads lists a line each, numbers as people write them, codes in any case', () => {
    const parsed = settingsFormSchema.parse(
      form({
        phones: 'Office: 0361-234 5678\n\n  Sales: 98640 00009  ',
        gstin: ' 18aaeca1234f1z5 ',
        pan: '',
        bankIfsc: 'sbin0000221',
      }),
    );
    expect(parsed.company.phones).toEqual([
      { label: 'Office', number: '+913612345678' },
      { label: 'Sales', number: '+919864000009' },
    ]);
    expect(parsed.billing.gstin).toBe('18AAECA1234F1Z5');
    expect(parsed.billing.pan).toBe('AAECA1234F');
    expect(parsed.billing.bankAccount?.ifsc).toBe('SBIN0000221');
  });

  it('says which line of a list is wrong, and how to write it', () => {
    expect(errorsOf({ phones: 'Office: +91 98640 00001\nSales 98640' })).toEqual({
      phones: 'Line 2 is not right. Write it as: Office: +91 98640 00001',
    });
    expect(errorsOf({ emails: '' })).toEqual({ emails: 'Enter at least one e-mail address' });
  });

  it('ties the billing facts together: the GSTIN to the state and the PAN, all of the bank or none, two prefixes', () => {
    expect(errorsOf({ stateCode: '19' })).toEqual({
      gstin: "The GSTIN's first two digits must be the code of the state chosen above",
    });
    expect(errorsOf({ gstin: '18AAECA1234F1Z6' })).toEqual({
      gstin: 'This is not a valid GSTIN: check its 15 characters',
    });
    expect(errorsOf({ pan: 'AAECB1234F' })).toEqual({
      pan: 'The PAN must be the one inside the GSTIN (its 3rd to 12th characters)',
    });
    expect(errorsOf({ bankIfsc: '' })).toEqual({ bankHolder: 'Enter all four bank details, or none' });
    expect(errorsOf({ creditNotePrefix: 'aq' })).toEqual({
      creditNotePrefix: 'Bills and credit notes need prefixes of their own',
    });
    expect(errorsOf({ invoicePrefix: 'AQ/1' })).toEqual({ invoicePrefix: 'Use 1 to 4 letters or digits' });
  });

  it('takes a business that is not registered, and one with no UPI ID or bank yet', () => {
    const parsed = settingsFormSchema.parse(
      form({
        gstin: '',
        pan: '',
        upiId: '',
        upiPayeeName: '',
        bankHolder: '',
        bankAccountNumber: '',
        bankIfsc: '',
        bankName: '',
      }),
    );
    expect(parsed.billing).toMatchObject({ gstin: null, pan: null, upi: null, bankAccount: null });
  });

  it('keeps a language only where something was written in it', () => {
    const cleared = Object.fromEntries(
      Object.keys(form())
        .filter((key) => key.endsWith('_hi'))
        .map((key) => [key, '']),
    );
    const parsed = settingsFormSchema.parse(form({ ...cleared, name_hi: 'एक्वाकल्चर ग्रुप' }));
    expect(parsed.translations.hi).toEqual({ name: 'एक्वाकल्चर ग्रुप' });
    expect(parsed.translations.as).toEqual(stored.translations.as);
  });

  it('reads phone numbers: mobiles, landlines with their STD code, international ones', () => {
    expect(phoneNumberOf('+91 98640 00001')).toBe('+919864000001');
    expect(phoneNumberOf('09864000001')).toBe('+919864000001');
    expect(phoneNumberOf('0361 2345678')).toBe('+913612345678');
    expect(phoneNumberOf('+44 20 7946 0958')).toBe('+442079460958');
    expect(phoneNumberOf('12345')).toBeNull();
  });
});
