import { z } from 'zod';
import { isStaffRole } from '@/lib/permissions';
import { emailAddress, formList, indianPhone, plainText } from './fields';

/** The staff screen's "Add staff": an account's e-mail address or mobile number. */
export const staffContactSchema = z.union([emailAddress, indianPhone]);

/**
 * A staff form: a row's roles (`userId`), or "Add staff" (`contact`, checked
 * with staffContactSchema once a role is ticked). The ticked roles: unknown
 * values are dropped (the boxes are the only source).
 */
export const staffRolesFormSchema = z.object({
  roles: formList.transform((values) => values.filter(isStaffRole)),
  userId: plainText,
  contact: plainText,
});
