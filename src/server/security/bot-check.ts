/** Less than this between the form appearing and its sending is not a person typing. */
export const MIN_FILL_MS = 3000;

/** Names of the hidden fields every public form carries (see components/forms/bot-trap.tsx). */
export const HONEYPOT_FIELD = 'website';
export const STARTED_AT_FIELD = 'startedAt';

/**
 * True for a submission that a person did not type: the hidden honeypot field
 * filled in, or sent sooner after the form appeared than anyone could fill it.
 * The start time is set by the page's script; a form sent without JavaScript
 * has none and is judged by the honeypot and the rate limits alone.
 */
export function looksAutomated(formData: FormData, now: number = Date.now()): boolean {
  const honeypot = formData.get(HONEYPOT_FIELD);
  if (typeof honeypot === 'string' ? honeypot !== '' : honeypot !== null) return true;
  const startedAt = Number(formData.get(STARTED_AT_FIELD) ?? Number.NaN);
  return Number.isFinite(startedAt) && now - startedAt < MIN_FILL_MS;
}
