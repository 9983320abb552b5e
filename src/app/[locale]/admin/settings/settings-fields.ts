import { translatedFields } from '@/lib/i18n/translated-field-names';
import { SETTINGS_TRANSLATED_FIELDS } from '@/lib/schemas/settings-form';

/** Every field of the Settings form, so a refused form gets back all that was typed. */
export const SETTINGS_FIELDS = [
  'name',
  'blurb',
  'address',
  'phones',
  'whatsapp',
  'emails',
  'social',
  'workingHours',
  'areasCovered',
  'officerName',
  'officerEmail',
  'officerPhone',
  'emergencyContacts',
  'legalName',
  'stateCode',
  'gstin',
  'pan',
  'upiId',
  'upiPayeeName',
  'bankHolder',
  'bankAccountNumber',
  'bankIfsc',
  'bankName',
  'invoicePrefix',
  'creditNotePrefix',
  'signatory',
  ...translatedFields(Object.keys(SETTINGS_TRANSLATED_FIELDS)),
];
