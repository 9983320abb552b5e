/**
 * A list's address: its screen's path (`/admin/orders`) and the filters that
 * are set, as query parameters. `filtered` says whether any filter is;
 * `withPage` adds the page, for the forms that return to this very page, and
 * `href` is the whole address.
 */
export function listParams(path: string, filters: Record<string, string | number | undefined>) {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params[name] = String(value);
  }
  const filtered = Object.keys(params).length > 0;
  const withPage = (page: number) => new URLSearchParams(page > 1 ? { ...params, page: String(page) } : params);
  const href = (page = 1) => {
    const query = withPage(page).toString();
    return query ? `${path}?${query}` : path;
  };
  return { path, params, filtered, withPage, href };
}
