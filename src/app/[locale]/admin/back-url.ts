/**
 * Where an admin list action returns to: the list as it was (search, filters,
 * page, from the form's `back` field, which adminAction hands over), without an
 * open dialog. Only query parameters are taken from the form; the path is
 * always /admin.
 */
export function backToList(back: string, fixed: Record<string, string>): string {
  const query = new URLSearchParams(back.slice(0, 500));
  for (const [name, value] of Object.entries(fixed)) query.set(name, value);
  for (const name of ['edit', 'order']) query.delete(name);
  return `/admin?${query}`;
}
