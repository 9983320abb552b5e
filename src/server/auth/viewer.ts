import 'server-only';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import type { Permission, StaffRole } from '@/lib/permissions';
import { getConfig } from '../config';
import { getDb } from '../db';
import { AppError, declareErrors } from '../errors/app-error';
import { getAuth } from '.';
import { adminAccessRefusal } from './admin-access';

export type Viewer = {
  userId: string;
  /** The account's address; a placeholder for an account made with a mobile number (ask realEmail() before showing or mailing it). */
  email: string;
  /** +91XXXXXXXXXX once a code sent to it proved it is the account's, else null. */
  phoneNumber: string | null;
  name: string;
  image: string | null;
  /** Staff: holds at least one role (the header's Admin Panel link). */
  isAdmin: boolean;
  /** The staff roles held (src/lib/permissions.ts); none for a customer. */
  roles: StaffRole[];
  twoFactorEnabled: boolean;
  /** An admin whose password no longer meets the admin rule (found at sign-in) must change it first. */
  passwordChangeRequired: boolean;
};

/**
 * The session of this request, read once per request. The cookies come from
 * Next.js's cookie store, not the raw header: after an action that replaced
 * the session (a password change ends every session and starts a new one),
 * the page rendered in the same response must see the new cookie.
 */
export const getSession = cache(async () => {
  const requestHeaders = new Headers(await headers());
  requestHeaders.set('cookie', (await cookies()).toString());
  return getAuth().api.getSession({ headers: requestHeaders });
});

/**
 * The one answer to "who is asking, and what may they do". Every admin page,
 * action and route goes through requirePermission() (actions without a
 * permission: their use-case checks it); nothing trusts the client.
 */
export const getViewer = cache(async (): Promise<Viewer | null> => {
  const session = await getSession();
  if (!session) return null;
  const { user } = session;
  const staff = await getDb()
    .selectFrom('staff_members')
    .innerJoin('staff_roles', 'staff_roles.user_id', 'staff_members.user_id')
    .select(['staff_members.password_change_required_at', 'staff_roles.role'])
    .where('staff_members.user_id', '=', user.id)
    .orderBy('staff_roles.role')
    .execute();
  return {
    userId: user.id,
    email: user.email,
    phoneNumber: verifiedPhone(user),
    name: user.name,
    image: user.image ?? null,
    isAdmin: staff.length > 0,
    roles: staff.map((row) => row.role),
    twoFactorEnabled: Boolean((user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled),
    passwordChangeRequired: Boolean(staff[0]?.password_change_required_at),
  };
});

export const requireUserErrors = declareErrors('UNAUTHENTICATED');

export async function requireUser(): Promise<Viewer> {
  const viewer = await getViewer();
  if (!viewer) throw new AppError('UNAUTHENTICATED');
  return viewer;
}

export const requirePermissionErrors = declareErrors(
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'PASSWORD_CHANGE_REQUIRED',
  'TWO_FACTOR_REQUIRED',
);

/**
 * The viewer, when they may use this part of the back office (src/lib/permissions.ts);
 * without a permission, when they are staff at all (the back office's layout and
 * front page, which show each person their own parts).
 */
export async function requirePermission(permission?: Permission): Promise<Viewer> {
  const viewer = await getViewer();
  const refusal = adminAccessRefusal(viewer, getConfig().adminRequire2fa, permission);
  if (refusal || !viewer) throw new AppError(refusal ?? 'UNAUTHENTICATED');
  return viewer;
}

function verifiedPhone(user: object): string | null {
  const { phoneNumber, phoneNumberVerified } = user as {
    phoneNumber?: string | null;
    phoneNumberVerified?: boolean | null;
  };
  return phoneNumber && phoneNumberVerified ? phoneNumber : null;
}
