/**
 * Where an admin list action returns to: the list as it was (search, filters,
 * page, from the form's `back` field, which adminAction hands over), without an
 * open dialog. Only query parameters are taken from the form; the path is the
 * list's own.
 */
export function backToList(back: string, path: string): string {
  const query = new URLSearchParams(back.slice(0, 500));
  query.delete('edit');
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
