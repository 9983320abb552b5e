/**
 * The path of a request as the logs may keep it: without the query (reset and
 * verification tokens travel there: `/reset-password?token=…`,
 * `/api/auth/verify-email?token=…`) and with the token of a reset link's path
 * (`/api/auth/reset-password/<token>`) replaced. Whoever reads the logs must
 * not be able to take over an account with what they read.
 */
export function loggablePath(url: string | undefined): string {
  const path = (url ?? '/').split('?')[0] ?? '/';
  return path.replace(/^(\/api\/auth\/reset-password\/)[^/]+/i, '$1[redacted]');
}
