import 'server-only';
import { revalidatePath, updateTag } from 'next/cache';
import { BLOG_TAG } from '@/server/blog';
import { CATALOGUE_TAG } from '@/server/catalogue';
import { revalidatePages } from '@/server/i18n/revalidate-pages';
import { TEAM_TAG, TESTIMONIALS_TAG } from '@/server/people';
import { SITE_SETTINGS_TAG } from '@/server/settings';

/**
 * What each kind of back-office change makes stale. Reads are tagged and the
 * public pages prerendered: the tag expires the cached rows, the paths drop the
 * pages built from them, so the very next visit renders afresh (with the tag
 * alone a page was, now and then, served once more stale).
 */
const REFRESH = {
  blog: () => {
    updateTag(BLOG_TAG);
    revalidatePages('/blog', 'layout');
    revalidatePath('/sitemap.xml');
  },
  catalogue: () => {
    updateTag(CATALOGUE_TAG);
    revalidatePages('/products', 'layout');
    revalidatePages('/testing-kits');
  },
  testimonials: () => {
    updateTag(TESTIMONIALS_TAG);
    revalidatePages('/about');
  },
  team: () => {
    updateTag(TEAM_TAG);
    revalidatePages('/about');
    revalidatePages('/services');
  },
  // The company's facts are in every page's footer.
  settings: () => {
    updateTag(SITE_SETTINGS_TAG);
    revalidatePages('/', 'layout');
  },
  // Orders and the outbox are read by the back office only.
  orders: () => revalidatePages('/admin', 'layout'),
  messages: () => revalidatePages('/admin', 'layout'),
} as const satisfies Record<string, () => void>;

export type RefreshKind = keyof typeof REFRESH;

export function refreshAfter(kind: RefreshKind): void {
  REFRESH[kind]();
}
