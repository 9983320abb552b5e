import 'server-only';
import { randomUUID } from 'node:crypto';
import { cookies } from 'next/headers';
import { parseToast, TOAST_COOKIE, TOAST_COOKIE_PATH, type Toast } from '@/lib/toast';
import { getConfig } from '../config';

/**
 * Keeps a toast for the page an action redirects to. Short-lived: the toaster
 * deletes it as soon as it is shown, and without JavaScript it lapses by itself.
 */
export async function flashToast(kind: Toast['kind'], message: string): Promise<void> {
  const toast: Toast = { id: randomUUID(), kind, message };
  (await cookies()).set(TOAST_COOKIE, JSON.stringify(toast), {
    path: TOAST_COOKIE_PATH,
    maxAge: 15,
    sameSite: 'strict',
    // Read and deleted by the page's script; it holds only the message.
    httpOnly: false,
    secure: getConfig().baseUrl.startsWith('https:'),
  });
}

/** The toast an action left for this page, if any. */
export async function readFlashedToast(): Promise<Toast | null> {
  return parseToast((await cookies()).get(TOAST_COOKIE)?.value);
}
