import { z } from 'zod';
import { CONTACT_FILE_ACCEPT, RESUME_FILE_ACCEPT } from '../forms/attachment-rules';
import { fieldErrorsOf, formDataObject } from '../forms/form-state';
import { UPLOAD_MAX_BYTES } from '../forms/upload-limit';
import { msg } from '../i18n/message-token';
import { INDIAN_STATES } from '../indian-states';
import { emailAddress, indianPhone, optionalEmailAddress, optionalText, requiredText } from './fields';

/** Shared by the contact, job application and tenant-down forms (browser) and their actions (server). */

export const contactSchema = z.object({
  question: requiredText(200, msg('submissions.contact.questionRequired')),
  email: emailAddress,
  description: requiredText(5000, msg('submissions.contact.descriptionRequired')),
});
export type ContactInput = z.infer<typeof contactSchema>;

export const joinUsSchema = z.object({
  fullName: requiredText(120, msg('submissions.join.fullNameRequired')),
  phone: indianPhone,
  email: optionalEmailAddress,
  state: z
    .string({ message: msg('submissions.join.stateRequired') })
    .refine((value) => INDIAN_STATES.includes(value), msg('submissions.join.stateRequired')),
  district: requiredText(100, msg('submissions.join.districtRequired')),
  area: requiredText(200, msg('submissions.join.areaRequired')),
});
export type JoinUsInput = z.infer<typeof joinUsSchema>;

/** `example.com/path` and `//example.com` become https addresses; anything with its own scheme (`http:`, `javascript:`) is kept as typed. */
export function withWebScheme(address: string): string {
  if (address.startsWith('//')) return `https:${address}`;
  // A scheme is letters then a colon not followed by a digit (`example.com:8080` is a port, not a scheme).
  return /^[a-z][a-z\d+.-]*:(?!\d)/i.test(address) ? address : `https://${address}`;
}

/**
 * The tenant's address: an http(s) address with a dotted host, https:// added
 * when the visitor typed none; anything else (javascript:, ftp:, a bare word) is refused.
 */
const siteAddress = z
  .string({ message: msg('submissions.tenant.urlInvalid') })
  .trim()
  .min(1, msg('submissions.tenant.urlInvalid'))
  .max(500, msg('forms.tooLong', { max: 500 }))
  .transform(withWebScheme)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
    } catch {
      return false;
    }
  }, msg('submissions.tenant.urlInvalid'));

export const tenantDownSchema = z.object({
  name: requiredText(120, msg('submissions.tenant.nameRequired')),
  email: emailAddress,
  phone: indianPhone,
  tenantUrl: siteAddress,
  description: optionalText(5000),
});
export type TenantDownInput = z.infer<typeof tenantDownSchema>;

/** The browser's check of a chosen file before it is sent (size, emptiness, the name's extension); errors by field. */
export function checkChosenFile(
  formData: FormData,
  field: string,
  accept: string,
  wrongType: string,
): Record<string, string> {
  const file = formData.get(field);
  if (!(file instanceof File) || (file.size === 0 && file.name === '')) return {};
  const extension = `.${file.name.split('.').pop()?.toLowerCase() ?? ''}`;
  const error =
    file.size === 0
      ? msg('forms.fileEmpty')
      : file.size > UPLOAD_MAX_BYTES
        ? msg('forms.fileTooLarge')
        : accept.split(',').includes(extension)
          ? undefined
          : wrongType;
  return error ? { [field]: error } : {};
}

/**
 * The browser's checks of each form (fields and file), loaded on the first
 * submit so that zod and the message catalogue stay out of the page's first
 * JavaScript. Errors by field name.
 */
type FormCheck = (formData: FormData) => Record<string, string>;

const checkWith =
  (schema: z.ZodType, fileCheck?: FormCheck): FormCheck =>
  (formData) => {
    const result = schema.safeParse(formDataObject(formData));
    return { ...(result.success ? {} : fieldErrorsOf(result.error)), ...fileCheck?.(formData) };
  };

export const contactCheck = checkWith(contactSchema, (formData) =>
  checkChosenFile(formData, 'file', CONTACT_FILE_ACCEPT, msg('submissions.contact.fileType')),
);
export const joinUsCheck = checkWith(joinUsSchema, (formData) =>
  checkChosenFile(formData, 'resume', RESUME_FILE_ACCEPT, msg('submissions.join.fileType')),
);
export const tenantDownCheck = checkWith(tenantDownSchema);
