/** Lists (features, tags) are stored as JSON text on both engines. */

export function encodeList(items: readonly string[]): string {
  return JSON.stringify(items);
}

export function decodeList(text: string | null | undefined): string[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** Spec §5: split on commas, trim, drop empty items; duplicates removed (tags rule). */
export function splitCommaList(text: string): string[] {
  const seen = new Set<string>();
  for (const item of text.split(',')) {
    const trimmed = item.trim();
    if (trimmed) seen.add(trimmed);
  }
  return [...seen];
}
