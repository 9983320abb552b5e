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

// The formatting helpers live in src/lib/phone.ts (no zod there, for the chat panel's chunk).
export { formatPhone, whatsappLink } from '../phone';
