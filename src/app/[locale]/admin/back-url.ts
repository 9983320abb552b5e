/**
 * Where an admin list action returns to: the list as it was (search, filters,
 * page, from the form's `back` field), without an open dialog. Only query
 * parameters are taken from the form; the path is the list's own.
 */
export function backToList(formData: FormData, path: string): string {
  const back = new URLSearchParams(String(formData.get('back') ?? '').slice(0, 500));
  back.delete('edit');
  const query = back.toString();
  return query ? `${path}?${query}` : path;
}
