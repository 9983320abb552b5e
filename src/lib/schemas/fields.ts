import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../forms/field-lengths';
import { msg } from '../i18n/message-token';

/** Field rules shared by the public forms (order, contact, job application, tenant down). */

export const requiredText = (max: number, message: string = msg('forms.required')) =>
  z.string({ message }).trim().min(1, message).max(max, msg('forms.tooLong', { max }));

export const optionalText = (max: number) =>
  z.string().trim().max(max, msg('forms.tooLong', { max })).optional().default('');

/** A field a form may send several times (ticked boxes): always a list, empty when none was sent. */
export const formList = z
  .unknown()
  .optional()
  .transform((value): unknown[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]));

/** A file chosen in a form, or null when none was (browsers send an empty one; text in its place is no file either). */
export const chosenFile = z
  .unknown()
  .optional()
  .transform((value) => (typeof File !== 'undefined' && value instanceof File && value.size > 0 ? value : null));

/** The picture an admin form may carry (a person, a product, a post); its size and content are checked on upload. */
export const pictureField = z.object({ picture: chosenFile });

/** Text read as it comes (a reason, a hidden field): anything but text, or nothing, is empty. */
export const plainText = z.string().catch('');

/** A valid address, stored in lower case. */
export const emailAddress = z
  .string({ message: msg('forms.emailInvalid') })
  .trim()
  .max(EMAIL_MAX_LENGTH, msg('forms.tooLong', { max: EMAIL_MAX_LENGTH }))
  .pipe(z.email(msg('forms.emailInvalid')))
  .transform((value) => value.toLowerCase());

const validEmail = z.email();

/**
 * Empty means none (stored as null); anything typed must be a valid address,
 * with the same message as a required one (a union would only say "Invalid input").
 */
export const optionalEmailAddress = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH, msg('forms.tooLong', { max: EMAIL_MAX_LENGTH }))
  .optional()
  .refine((value) => !value || validEmail.safeParse(value).success, msg('forms.emailInvalid'))
  .transform((value) => (value ? value.toLowerCase() : null));

/** +91 optional, then a 10-digit mobile number starting 6–9; spaces and dashes ignored. Stored as +91XXXXXXXXXX. */
export const indianPhone = z
  .string({ message: msg('forms.phoneInvalid') })
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^(\+91|0)?[6-9]\d{9}$/, msg('forms.phoneInvalid')))
  .transform((value) => `+91${value.slice(-10)}`);
