'use client';

/**
 * What a signed-out visitor typed survives the trip through sign-up and log-in:
 * kept in this browser only, per form, for a day. Files are never kept.
 */
type Draft = { values: Record<string, string>; savedAt: number };

const MAX_AGE_MS = 24 * 60 * 60 * 1000;
const keyOf = (form: string) => `draft:${form}`;

export function saveFormDraft(form: string, values: Record<string, string>) {
  try {
    window.localStorage.setItem(keyOf(form), JSON.stringify({ values, savedAt: Date.now() } satisfies Draft));
  } catch {
    // Private mode or a full storage: the visitor types again, nothing breaks.
  }
}

export function readFormDraft(form: string): Record<string, string> | null {
  try {
    const draft = JSON.parse(window.localStorage.getItem(keyOf(form)) ?? 'null') as Draft | null;
    if (!draft || Date.now() - draft.savedAt > MAX_AGE_MS) return null;
    return draft.values;
  } catch {
    return null;
  }
}

export function clearFormDraft(form: string) {
  try {
    window.localStorage.removeItem(keyOf(form));
  } catch {
    // Nothing to clear.
  }
}
