/**
 * The query parameters of a list as the URL carries them: the screen's own
 * (tab, section) and the filters that are set. `filtered` says whether any
 * filter is; `back` adds the page, for the forms that return to this very page.
 */
export function listParams(fixed: Record<string, string>, filters: Record<string, string | number | undefined>) {
  const params: Record<string, string> = { ...fixed };
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params[name] = String(value);
  }
  const filtered = Object.keys(params).length > Object.keys(fixed).length;
  const withPage = (page: number) => new URLSearchParams(page > 1 ? { ...params, page: String(page) } : params);
  return { params, filtered, withPage };
}
