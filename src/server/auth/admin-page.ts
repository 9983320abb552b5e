import 'server-only';
import { headers } from 'next/headers';
import { forbidden, redirect, unauthorized } from 'next/navigation';
import { ADMIN_PAGES, type AdminPage, type Permission } from '@/lib/permissions';
import { isAppError } from '../errors/app-error';
import { ADMIN_PATH_HEADER } from './admin-path-header';
import { requirePermission, type Viewer } from './viewer';

/**
 * The check of every /admin page and of the admin layout (pages check too:
 * a client navigation can render a page without re-running its layout).
 * A visitor goes to log in and comes back to the page asked for; a signed-in
 * person without the permission gets the 403 page ("Access Denied…"); an admin who still has to
 * enrol two-step sign-in gets the 401 page that leads there; one whose
 * password must be changed goes to the page where they change it.
 */
export async function requirePermissionPage(permission?: Permission): Promise<Viewer> {
  try {
    return await requirePermission(permission);
  } catch (error) {
    if (isAppError(error, 'UNAUTHENTICATED')) {
      redirect(`/login?redirectTo=${encodeURIComponent(await requestedAdminPath())}`);
    }
    if (isAppError(error, 'TWO_FACTOR_REQUIRED')) unauthorized();
    // The security page says why and holds the form to choose a new password.
    if (isAppError(error, 'PASSWORD_CHANGE_REQUIRED')) redirect('/account/security');
    if (isAppError(error)) forbidden();
    throw error;
  }
}

/** The check of an admin page: the permission the table (ADMIN_PAGES) gives it. */
export function requireAdminPage(page: AdminPage): Promise<Viewer> {
  return requirePermissionPage(ADMIN_PAGES[page]);
}

/** The admin address asked for (path and query), as the proxy passed it on; /admin when unknown. */
async function requestedAdminPath(): Promise<string> {
  const path = (await headers()).get(ADMIN_PATH_HEADER) ?? '';
  return /^\/admin(?:[/?]|$)/.test(path) && path.length <= 500 ? path : '/admin';
}
