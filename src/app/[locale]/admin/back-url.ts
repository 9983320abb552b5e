/**
 * Where an admin list action returns to: the list as it was (search, filters,
 * page, from the form's `back` field), without an open dialog. Only query
 * parameters are taken from the form; the path is always /admin.
 */
export function backToList(formData: FormData, fixed: Record<string, string>): string {
  const back = new URLSearchParams(String(formData.get('back') ?? '').slice(0, 500));
  for (const [name, value] of Object.entries(fixed)) back.set(name, value);
  for (const name of ['edit', 'order']) back.delete(name);
  return `/admin?${back}`;
}
