import 'server-only';
import { revalidatePath } from 'next/cache';

/**
 * Drops the cached pages of a path in every language. Pages live under
 * `[locale]` (English ones are rendered as `/en/…` behind the proxy's rewrite),
 * and revalidatePath matches the route's files, not the address a visitor sees.
 */
export function revalidatePages(path: string, type: 'page' | 'layout' = 'page'): void {
  revalidatePath(`/[locale]${path === '/' ? '' : path}`, type);
}
