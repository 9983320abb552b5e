import { formStartedAt } from './form-start-token';

/** Less than this between the form appearing and its sending is not a person typing. */
export const MIN_FILL_MS = 3000;

/** Names of the hidden fields every public form carries (see components/forms/bot-trap.tsx). */
export const HONEYPOT_FIELD = 'website';
export const STARTED_AT_FIELD = 'startedAt';

/**
 * - `honeypot`: the hidden field people never see was filled in: a bot; it gets
 *   the form's ordinary failure text and learns nothing.
 * - `too-fast`: sent sooner after the form appeared than a person could fill it;
 *   the visitor is told to check the form and send it again (the second press
 *   comes later, so a person passes).
 * - `person`: neither.
 */
export type SubmissionVerdict = 'person' | 'honeypot' | 'too-fast';

/**
 * The spam check of the public forms. The time is measured on the server's
 * clock, from the signed start token the form fetched when it appeared (a
 * phone's own clock plays no part). A form without a valid token (sent without
 * JavaScript, before the token arrived, or with one over a day old) is judged by
 * the honeypot and the rate limits alone: never refused for it, so no order is
 * lost. Signed-in visitors skip the time check: their account is verified and
 * limited on its own, and their details may be filled in for them.
 */
export function checkSubmission(
  formData: FormData,
  options: { secret: string; signedIn: boolean; now?: number },
): SubmissionVerdict {
  const honeypot = formData.get(HONEYPOT_FIELD);
  if (typeof honeypot === 'string' ? honeypot !== '' : honeypot !== null) return 'honeypot';
  if (options.signedIn) return 'person';
  const now = options.now ?? Date.now();
  const startedAt = formStartedAt(formData.get(STARTED_AT_FIELD), options.secret, now);
  if (startedAt === null) return 'person';
  return now - startedAt < MIN_FILL_MS ? 'too-fast' : 'person';
}
