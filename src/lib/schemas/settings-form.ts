import { z } from 'zod';
import { isValidGstin, isValidPan, panOfGstin } from '../gst/gstin';
import { isGstStateCode } from '../gst/states';
import { english } from '../i18n/english';
import type { TranslatedLocale } from '../i18n/locales';
import {
  ACCOUNT_NUMBER_SHAPE,
  type BillingSettings,
  IFSC_SHAPE,
  SERIES_PREFIX_SHAPE,
  UPI_ID_SHAPE,
} from './billing-settings';
import type { CompanySettings, CompanyTranslation } from './site-settings';
import { translationsSchema } from './translation-fields';

/**
 * The Settings screen's form (owners): the company facts the pages show, the
 * facts a bill needs, and the company's words in Assamese and Hindi. Lists are
 * written a line each ("Office: +91 98640 00001"), which works on a phone and
 * without the page's script.
 */

const tooLong = (max: number) => english('admin.settings.tooLong', { max });
const text = (max: number, required: string) =>
  z.string({ message: required }).trim().min(1, required).max(max, tooLong(max));
const optionalText = (max: number) => z.string().trim().max(max, tooLong(max)).optional().default('');

/** The lines of a text area, trimmed, empty ones left out. */
export const linesOf = (value: string): string[] =>
  value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * A phone number as people write it: a mobile or a landline with its STD code
 * (+91 or 0 before it, spaces and dashes anywhere), or any number in
 * international form. Stored as +<digits>; null when it is none of these.
 */
export function phoneNumberOf(value: string): string | null {
  const digits = value.replace(/[\s\-()]/g, '');
  const indian = /^(?:\+91|0)?(\d{10})$/.exec(digits);
  if (indian) return `+91${indian[1]}`;
  return /^\+\d{8,15}$/.test(digits) ? digits : null;
}

const emailShape = z.email();
const urlShape = z.url({ protocol: /^https?$/ });
const emailOf = (value: string) => (emailShape.safeParse(value).success ? value.toLowerCase() : null);
const urlOf = (value: string) => (urlShape.safeParse(value).success ? value : null);

/** Lines of "Label: value"; each line a value `parse` reads, or an error naming the line and an example. */
function labelledLines<Value>(options: {
  parse: (value: string) => Value | null;
  example: string;
  required: string | null;
}) {
  return z
    .string()
    .optional()
    .default('')
    .transform((value, context) => {
      const entries: { label: string; value: Value }[] = [];
      for (const [index, line] of linesOf(value).entries()) {
        const colon = line.indexOf(':');
        const label = colon > 0 ? line.slice(0, colon).trim() : '';
        const parsed = colon > 0 ? options.parse(line.slice(colon + 1).trim()) : null;
        if (!label || parsed === null || label.length > 60) {
          const message = english('admin.settings.lineInvalid', { line: index + 1, example: options.example });
          context.addIssue({ code: 'custom', message });
          return z.NEVER;
        }
        entries.push({ label, value: parsed });
      }
      if (entries.length === 0 && options.required) {
        context.addIssue({ code: 'custom', message: options.required });
        return z.NEVER;
      }
      return entries;
    });
}

const requiredLines = (max: number, required: string) =>
  z
    .string({ message: required })
    .max(max, tooLong(max))
    .transform((value) => linesOf(value))
    .refine((lines) => lines.length > 0, required);

const phone = (required: string) =>
  z
    .string({ message: required })
    .trim()
    .min(1, required)
    .transform((value, context) => {
      const number = phoneNumberOf(value);
      if (number) return number;
      context.addIssue({ code: 'custom', message: english('admin.settings.phoneInvalid') });
      return z.NEVER;
    });

const email = (required: string) =>
  z
    .string({ message: required })
    .trim()
    .min(1, required)
    .pipe(z.email(english('admin.settings.emailInvalid')));

/** Empty is none; anything typed in capitals or not, checked in capitals. */
const optionalCode = (check: (value: string) => boolean, message: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => value?.toUpperCase().replace(/\s/g, '') || null)
    .refine((value) => value === null || check(value), message);

const companyFields = z.object({
  name: text(120, english('admin.settings.nameRequired')),
  blurb: text(500, english('admin.settings.blurbRequired')),
  address: requiredLines(500, english('admin.settings.addressRequired')),
  phones: labelledLines({
    parse: phoneNumberOf,
    example: 'Office: +91 98640 00001',
    required: english('admin.settings.phonesRequired'),
  }),
  whatsapp: phone(english('admin.settings.whatsappRequired')),
  emails: labelledLines({
    parse: emailOf,
    example: 'Orders: orders@example.in',
    required: english('admin.settings.emailsRequired'),
  }),
  social: labelledLines({ parse: urlOf, example: 'Facebook: https://www.facebook.com/…', required: null }),
  workingHours: text(200, english('admin.settings.workingHoursRequired')),
  areasCovered: z
    .string()
    .max(500, tooLong(500))
    .optional()
    .default('')
    .transform((value) => linesOf(value)),
  officerName: text(120, english('admin.settings.officerNameRequired')),
  officerEmail: email(english('admin.settings.officerEmailRequired')),
  officerPhone: phone(english('admin.settings.officerPhoneRequired')),
  emergencyContacts: labelledLines({
    parse: phoneNumberOf,
    example: 'Fish health emergency: +91 98640 00004',
    required: null,
  }),
});

const billingFields = z.object({
  legalName: text(200, english('admin.settings.legalNameRequired')),
  stateCode: z
    .string({ message: english('admin.settings.stateRequired') })
    .refine(isGstStateCode, english('admin.settings.stateRequired')),
  gstin: optionalCode(isValidGstin, english('admin.settings.gstinInvalid')),
  pan: optionalCode(isValidPan, english('admin.settings.panInvalid')),
  upiId: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || null)
    .refine((value) => value === null || UPI_ID_SHAPE.test(value), english('admin.settings.upiIdInvalid')),
  upiPayeeName: optionalText(100),
  bankHolder: optionalText(200),
  bankAccountNumber: optionalCode(
    (value) => ACCOUNT_NUMBER_SHAPE.test(value),
    english('admin.settings.accountInvalid'),
  ),
  bankIfsc: optionalCode((value) => IFSC_SHAPE.test(value), english('admin.settings.ifscInvalid')),
  bankName: optionalText(200),
  invoicePrefix: z
    .string()
    .trim()
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(SERIES_PREFIX_SHAPE, english('admin.settings.prefixInvalid'))),
  creditNotePrefix: z
    .string()
    .trim()
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(SERIES_PREFIX_SHAPE, english('admin.settings.prefixInvalid'))),
  signatory: text(120, english('admin.settings.signatoryRequired')),
});

/** The rules that tie billing fields together, each on the field to correct. */
function checkBilling(values: z.output<typeof billingFields>, context: z.RefinementCtx) {
  const issue = (field: string, key: Parameters<typeof english>[0]) =>
    context.addIssue({ code: 'custom', path: [field], message: english(key) });
  if (values.gstin && values.gstin.slice(0, 2) !== values.stateCode) issue('gstin', 'admin.settings.gstinState');
  if (values.gstin && values.pan && panOfGstin(values.gstin) !== values.pan) issue('pan', 'admin.settings.panNotGstin');
  if (values.upiId && !values.upiPayeeName) issue('upiPayeeName', 'admin.settings.payeeRequired');
  const bank = [values.bankHolder, values.bankAccountNumber, values.bankIfsc, values.bankName];
  if (bank.some(Boolean) && !bank.every(Boolean)) issue('bankHolder', 'admin.settings.bankIncomplete');
  if (values.invoicePrefix === values.creditNotePrefix) issue('creditNotePrefix', 'admin.settings.prefixesSame');
}

/** The words of the company in Assamese and Hindi; list fields a line each, labels in the English lists' order. */
export const SETTINGS_TRANSLATED_FIELDS = {
  name: { max: 120, label: 'name' },
  blurb: { max: 500, label: 'description' },
  address: { max: 500, label: 'address' },
  workingHours: { max: 200, label: 'working hours' },
  areasCovered: { max: 500, label: 'areas covered' },
  phoneLabels: { max: 500, label: 'phone labels' },
  emailLabels: { max: 500, label: 'e-mail labels' },
  emergencyLabels: { max: 500, label: 'emergency labels' },
} as const;

export type SettingsTranslatedField = keyof typeof SETTINGS_TRANSLATED_FIELDS;

const LIST_FIELDS = new Set<SettingsTranslatedField>([
  'address',
  'areasCovered',
  'phoneLabels',
  'emailLabels',
  'emergencyLabels',
]);

/** A language's fields as stored: only what was filled in; lists as lines. */
export function companyTranslationOf(texts: Record<SettingsTranslatedField, string>): CompanyTranslation {
  const translation: Record<string, string | string[]> = {};
  for (const [field, value] of Object.entries(texts) as [SettingsTranslatedField, string][]) {
    if (!value.trim()) continue;
    translation[field] = LIST_FIELDS.has(field) ? linesOf(value) : value.trim();
  }
  return translation as CompanyTranslation;
}

export const settingsFormSchema = z
  .intersection(
    z.intersection(companyFields, billingFields.superRefine(checkBilling)),
    translationsSchema(SETTINGS_TRANSLATED_FIELDS),
  )
  .transform((values) => {
    const company: CompanySettings = {
      name: values.name,
      blurb: values.blurb,
      address: values.address,
      phones: values.phones.map(({ label, value }) => ({ label, number: value })),
      whatsapp: values.whatsapp,
      emails: values.emails.map(({ label, value }) => ({ label, address: value })),
      social: values.social.map(({ label, value }) => ({ name: label, url: value })),
      workingHours: values.workingHours,
      areasCovered: values.areasCovered,
      grievanceOfficer: {
        name: values.officerName,
        email: values.officerEmail.toLowerCase(),
        phone: values.officerPhone,
      },
      emergencyContacts: values.emergencyContacts.map(({ label, value }) => ({ label, number: value })),
    };
    const billing: BillingSettings = {
      legalName: values.legalName,
      stateCode: values.stateCode,
      gstin: values.gstin,
      pan: values.pan ?? (values.gstin ? panOfGstin(values.gstin) : null),
      upi: values.upiId ? { id: values.upiId, payeeName: values.upiPayeeName } : null,
      bankAccount:
        values.bankHolder && values.bankAccountNumber && values.bankIfsc && values.bankName
          ? {
              holder: values.bankHolder,
              number: values.bankAccountNumber,
              ifsc: values.bankIfsc,
              bank: values.bankName,
            }
          : null,
      invoicePrefix: values.invoicePrefix,
      creditNotePrefix: values.creditNotePrefix,
      signatory: values.signatory,
    };
    const translations = Object.fromEntries(
      Object.entries(values.translations).map(([locale, texts]) => [
        locale,
        texts ? companyTranslationOf(texts) : null,
      ]),
    ) as Record<TranslatedLocale, CompanyTranslation | null>;
    return { company, billing, translations };
  });

export type SettingsInput = z.output<typeof settingsFormSchema>;
