import { z } from 'zod';

/** The company facts every page shows; one JSON row `company` in site_settings. */
const phone = z.object({ label: z.string().min(1), number: z.string().regex(/^\+\d{8,15}$/) });

export const companySettingsSchema = z.object({
  name: z.string().min(1),
  blurb: z.string().min(1),
  address: z.array(z.string().min(1)).min(1),
  phones: z.array(phone).min(1),
  /** The number that answers WhatsApp (international format, digits only after +). */
  whatsapp: z.string().regex(/^\+\d{8,15}$/),
  emails: z.array(z.object({ label: z.string().min(1), address: z.email() })).min(1),
  social: z.array(z.object({ name: z.string().min(1), url: z.url() })),
  workingHours: z.string().min(1),
  areasCovered: z.array(z.string().min(1)),
  grievanceOfficer: z.object({ name: z.string().min(1), email: z.email(), phone: z.string().regex(/^\+\d{8,15}$/) }),
  emergencyContacts: z.array(phone),
});

export type CompanySettings = z.infer<typeof companySettingsSchema>;

/**
 * The company facts in Assamese or Hindi (site_setting_translations, issue 17):
 * only the words; numbers, addresses of e-mail and links stay those of the
 * English row. Labels are matched to the English lists by position. Each field
 * is optional: a missing one shows the English.
 */
export const companyTranslationSchema = z
  .object({
    name: z.string().min(1),
    blurb: z.string().min(1),
    address: z.array(z.string().min(1)).min(1),
    workingHours: z.string().min(1),
    areasCovered: z.array(z.string().min(1)).min(1),
    phoneLabels: z.array(z.string()),
    emailLabels: z.array(z.string()),
    emergencyLabels: z.array(z.string()),
  })
  .partial();
export type CompanyTranslation = z.infer<typeof companyTranslationSchema>;

/** The English facts with a translation's words over them. */
export function translateCompany(company: CompanySettings, translation: CompanyTranslation): CompanySettings {
  const label = (labels: string[] | undefined, index: number, english: string) => labels?.[index]?.trim() || english;
  return {
    ...company,
    name: translation.name ?? company.name,
    blurb: translation.blurb ?? company.blurb,
    address: translation.address ?? company.address,
    workingHours: translation.workingHours ?? company.workingHours,
    areasCovered: translation.areasCovered ?? company.areasCovered,
    phones: company.phones.map((phone, index) => ({
      ...phone,
      label: label(translation.phoneLabels, index, phone.label),
    })),
    emails: company.emails.map((email, index) => ({
      ...email,
      label: label(translation.emailLabels, index, email.label),
    })),
    emergencyContacts: company.emergencyContacts.map((contact, index) => ({
      ...contact,
      label: label(translation.emergencyLabels, index, contact.label),
    })),
  };
}

// The formatting helpers live in src/lib/phone.ts (no zod there, for the chat panel's chunk).
export { formatPhone, whatsappLink } from '../phone';
