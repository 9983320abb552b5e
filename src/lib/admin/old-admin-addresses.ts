/**
 * Until issue 34 every back office screen was a `?tab=` (and `&section=`) of
 * /admin. Those addresses (bookmarks, old e-mails, the spec's own table) move
 * for good to each screen's own address, keeping the list's filters.
 */
const SCREEN_OF_TAB: Record<string, string> = {
  contact: '/admin/submissions/contact',
  join: '/admin/submissions/join',
  tenant: '/admin/submissions/tenant',
  products: '/admin/products',
  blogs: '/admin/blog',
  testimonials: '/admin/testimonials',
  chat: '/admin/chat',
  messages: '/admin/messages',
  audit: '/admin/audit',
  staff: '/admin/staff',
};

/** The new address of an old `/admin?tab=…` address, or null when the query names no screen. */
export function newAdminAddress(search: URLSearchParams): string | null {
  const tab = search.get('tab');
  const screen = tab !== null && Object.hasOwn(SCREEN_OF_TAB, tab) ? SCREEN_OF_TAB[tab] : undefined;
  if (screen === undefined) return null;
  const rest = new URLSearchParams(search);
  const section = rest.get('section');
  const order = rest.get('order');
  for (const name of ['tab', 'section', 'order']) rest.delete(name);
  let path = screen;
  if (tab === 'products' && section === 'categories') path = '/admin/categories';
  if (tab === 'products' && section === 'orders') {
    path = order !== null && /^[1-9]\d{0,9}$/.test(order) ? `/admin/orders/${order}` : '/admin/orders';
  }
  const query = rest.toString();
  return query ? `${path}?${query}` : path;
}
