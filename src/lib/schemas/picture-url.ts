import { z } from 'zod';
import { english } from '../i18n/english';

const MAX_LENGTH = 500;

/**
 * A picture's address typed in an admin form (a product's, a post's): https or
 * http, or a path of this site (the seeded pictures live under /images). Empty
 * is none (null).
 */
export const pictureUrl = z
  .string()
  .trim()
  .max(MAX_LENGTH, english('admin.pictureUrlTooLong', { max: MAX_LENGTH }))
  .optional()
  .transform((value) => value || null)
  .refine((value) => {
    if (value === null) return true;
    if (/^\/(?!\/)[\w\-./%]+$/.test(value)) return true;
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, english('admin.pictureUrlInvalid'));
