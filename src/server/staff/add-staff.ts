import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { StaffRole } from '@/lib/permissions';
import { assertPermission, type StaffActor } from '../auth/admin-access';
import type { DatabaseEngine } from '../db/engine';
import type { Database } from '../db/schema';
import { declareErrors, isAppError } from '../errors/app-error';
import type { TextingSite } from '../sms/text-limits';
import { findAccountByContact } from './find-staff';
import { inviteStaff, inviteStaffErrors } from './invite-staff';
import { setStaffRoles, setStaffRolesErrors } from './set-staff-roles';

export const addStaffErrors = declareErrors(...setStaffRolesErrors, ...inviteStaffErrors);

/**
 * "Add staff" on the staff screen: the account whose e-mail address or mobile
 * number is proved its own gets these roles beside those it holds; a contact
 * no account has proved is sent an invitation instead. The permission is
 * checked before the contact is looked up.
 */
export async function addStaff(options: {
  db: Kysely<Database>;
  engine: DatabaseEngine;
  logger: Logger;
  /** For an invitation by SMS: the site's texting limits. */
  site: TextingSite;
  actor: StaffActor | null;
  contact: string;
  roles: readonly StaffRole[];
}): Promise<{ invited: string | null }> {
  const { db, engine, actor, contact, roles } = options;
  assertPermission(actor, 'staff');
  const person = await findAccountByContact(db, contact).catch((error: unknown) => {
    if (isAppError(error, 'NOT_FOUND')) return null;
    throw error;
  });
  if (person) {
    await setStaffRoles({ db, engine, actor, userId: person, roles, adding: true });
    return { invited: null };
  }
  await inviteStaff({ db, logger: options.logger, site: options.site, actor, contact, roles });
  return { invited: contact };
}
