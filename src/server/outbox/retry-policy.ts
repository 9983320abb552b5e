/**
 * When a message that could not be sent is tried again: after about a minute,
 * then twice as long each time up to four hours, with a tenth either way so
 * messages that failed together do not all come back at the same second. A
 * message still unsent 24 hours after it was written is failed, and staff see it.
 */
export const RETRY_POLICY = {
  firstDelayMs: 60 * 1000,
  longestDelayMs: 4 * 60 * 60 * 1000,
  giveUpAfterMs: 24 * 60 * 60 * 1000,
};

/** The next attempt after `attempts` failed ones, or null: give up. The last attempt falls on the 24th hour. */
export function nextAttemptAt({
  attempts,
  createdAt,
  now,
  random = Math.random,
}: {
  attempts: number;
  createdAt: Date;
  now: Date;
  random?: () => number;
}): Date | null {
  const deadline = createdAt.getTime() + RETRY_POLICY.giveUpAfterMs;
  if (now.getTime() >= deadline) return null;
  const exponent = Math.min(Math.max(attempts - 1, 0), 20);
  const delay = Math.min(RETRY_POLICY.firstDelayMs * 2 ** exponent, RETRY_POLICY.longestDelayMs);
  const jittered = delay * (0.9 + 0.2 * random());
  return new Date(Math.min(now.getTime() + jittered, deadline));
}
