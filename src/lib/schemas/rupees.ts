import { z } from 'zod';
import { parseRupeesToPaise } from '../money';

/** An amount typed in rupees ("1,234.50"), as integer paise; anything else is refused with `message`. */
export const rupees = (message: string) =>
  z.string({ message }).transform((value, context) => {
    const paise = parseRupeesToPaise(value);
    if (paise === null) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return paise;
  });

/** The same, where empty means none (null). */
export const optionalRupees = (message: string) =>
  z
    .string()
    .optional()
    .transform((value, context) => {
      if (!value?.trim()) return null;
      const paise = parseRupeesToPaise(value);
      if (paise === null) {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return paise;
    });
