/**
 * The request header through which the proxy tells admin pages which address
 * was asked for (a layout cannot read its own URL), so a visitor sent to log
 * in comes back to that page. Set by the proxy on every /admin request; a
 * value sent by the client is always replaced.
 */
export const ADMIN_PATH_HEADER = 'x-admin-path';
