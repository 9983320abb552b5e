/** Fills `{name}` placeholders; unknown ones stay as they are. Safe for client components (no catalogue). */
export function fill(text: string, values?: Record<string, string | number>): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
