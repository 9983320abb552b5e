import { z } from 'zod';
import { UPLOAD_MAX_BYTES } from '../forms/upload-limit';
import { english } from '../i18n/english';
import { pictureField } from './fields';

/** Shared by the back office's testimonial and team forms (browser) and their actions (server). */

const required = (message: string, max: number) =>
  z.string({ message }).trim().min(1, message).max(max, english('admin.people.tooLong', { max }));

const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, english('admin.people.tooLong', { max }))
    .optional()
    .transform((value) => value || null);

/** Spec §2.4: the card colour of a testimonial that has none. */
export const DEFAULT_TESTIMONIAL_COLOUR = '#fce7f3';

/** "on" when the admin ticked "Remove the picture". */
const removePicture = z
  .string()
  .optional()
  .transform((value) => value === 'on');

export const testimonialSchema = z.object({
  name: required(english('admin.people.nameRequired'), 120),
  role: optional(120),
  quote: required(english('admin.testimonials.quoteRequired'), 1000),
  bgColor: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || null)
    .pipe(
      z
        .string()
        .regex(/^#[0-9a-fA-F]{6}$/, english('admin.testimonials.colourInvalid'))
        .transform((value) => value.toLowerCase())
        .nullable(),
    ),
  removePicture,
});
export type TestimonialInput = z.infer<typeof testimonialSchema>;
/** What the testimonial form sends: the testimonial and its picture. */
export const testimonialFormSchema = testimonialSchema.extend(pictureField.shape);

export const teamMemberSchema = z.object({
  name: required(english('admin.people.nameRequired'), 120),
  role: required(english('admin.people.roleRequired'), 120),
  linkedinUrl: z
    .string()
    .trim()
    .max(500, english('admin.people.tooLong', { max: 500 }))
    .optional()
    .transform((value) => value || null)
    .pipe(z.url({ protocol: /^https?$/, message: english('admin.team.linkedinInvalid') }).nullable()),
  removePicture,
});
export type TeamMemberInput = z.infer<typeof teamMemberSchema>;
/** What the team member form sends: the member and their photo. */
export const teamMemberFormSchema = teamMemberSchema.extend(pictureField.shape);

/**
 * The browser's check of a chosen picture of a person, before it is uploaded: an
 * image within the upload limit (spec §5); the server checks the content again.
 */
export function checkPictureFile(formData: FormData, field = 'picture'): Record<string, string> {
  const file = formData.get(field);
  if (!(file instanceof File) || file.size === 0) return {};
  if (file.size > UPLOAD_MAX_BYTES) return { [field]: english('admin.people.fileTooLarge') };
  if (!file.type.startsWith('image/')) return { [field]: english('admin.people.notAnImage') };
  return {};
}
