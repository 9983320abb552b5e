/** A short outcome message of the back office ("Product deleted.", "Error deleting: …"). */
export type Toast = { id: string; kind: 'success' | 'error'; message: string };

/**
 * The one-time cookie that carries a toast across a redirect (an action that
 * saves, then sends the admin back to the list). The layout reads it; the
 * toaster deletes it once shown. Scoped to /admin, so public pages never see it.
 */
export const TOAST_COOKIE = 'admin-toast';
export const TOAST_COOKIE_PATH = '/admin';

/** A toast read back from the cookie, or null when it is missing or malformed. */
export function parseToast(value: string | undefined): Toast | null {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { id, kind, message } = parsed as Record<string, unknown>;
    if (typeof id !== 'string' || typeof message !== 'string') return null;
    if (kind !== 'success' && kind !== 'error') return null;
    return { id: id.slice(0, 64), kind, message: message.slice(0, 500) };
  } catch {
    return null;
  }
}
