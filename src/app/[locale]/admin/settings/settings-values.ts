import { TRANSLATED_LOCALES } from '@/lib/i18n/locales';
import { translationField } from '@/lib/i18n/translated-field-names';
import { formatPhone } from '@/lib/phone';
import type { StoredSettings } from '@/server/settings/find-settings';

const lines = (values: readonly string[] | undefined) => (values ?? []).join('\n');
const labelled = (entries: readonly { label: string; value: string }[]) =>
  entries.map((entry) => `${entry.label}: ${entry.value}`).join('\n');

/**
 * The stored settings as the form's fields show them (lists a line each,
 * numbers as people read them): what the form sends back unchanged is read
 * into the same settings.
 */
export function settingsFormValues({ company, translations, billing }: StoredSettings): Record<string, string> {
  const values: Record<string, string> = {
    name: company.name,
    blurb: company.blurb,
    address: lines(company.address),
    phones: labelled(company.phones.map((phone) => ({ label: phone.label, value: formatPhone(phone.number) }))),
    whatsapp: formatPhone(company.whatsapp),
    emails: labelled(company.emails.map((email) => ({ label: email.label, value: email.address }))),
    social: labelled(company.social.map((link) => ({ label: link.name, value: link.url }))),
    workingHours: company.workingHours,
    areasCovered: lines(company.areasCovered),
    officerName: company.grievanceOfficer.name,
    officerEmail: company.grievanceOfficer.email,
    officerPhone: formatPhone(company.grievanceOfficer.phone),
    emergencyContacts: labelled(
      company.emergencyContacts.map((contact) => ({ label: contact.label, value: formatPhone(contact.number) })),
    ),
    legalName: billing?.legalName ?? '',
    stateCode: billing?.stateCode ?? '',
    gstin: billing?.gstin ?? '',
    pan: billing?.pan ?? '',
    upiId: billing?.upi?.id ?? '',
    upiPayeeName: billing?.upi?.payeeName ?? '',
    bankHolder: billing?.bankAccount?.holder ?? '',
    bankAccountNumber: billing?.bankAccount?.number ?? '',
    bankIfsc: billing?.bankAccount?.ifsc ?? '',
    bankName: billing?.bankAccount?.bank ?? '',
    invoicePrefix: billing?.invoicePrefix ?? 'INV',
    creditNotePrefix: billing?.creditNotePrefix ?? 'CN',
    signatory: billing?.signatory ?? '',
  };
  for (const locale of TRANSLATED_LOCALES) {
    const words = translations[locale];
    const field = (name: string, value: string) => {
      values[translationField(name, locale)] = value;
    };
    field('name', words.name ?? '');
    field('blurb', words.blurb ?? '');
    field('address', lines(words.address));
    field('workingHours', words.workingHours ?? '');
    field('areasCovered', lines(words.areasCovered));
    field('phoneLabels', lines(words.phoneLabels));
    field('emailLabels', lines(words.emailLabels));
    field('emergencyLabels', lines(words.emergencyLabels));
  }
  return values;
}
