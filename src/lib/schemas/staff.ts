import { z } from 'zod';
import { isStaffRole } from '@/lib/permissions';
import { emailAddress, indianPhone } from './fields';

/** The staff screen's "Add staff": an account's e-mail address or mobile number. */
export const staffContactSchema = z.union([emailAddress, indianPhone]);

/** The roles ticked in a staff form (unknown values are dropped: the boxes are the only source). */
export function rolesFrom(formData: FormData) {
  return formData.getAll('roles').filter(isStaffRole);
}
