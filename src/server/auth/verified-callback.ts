/** Where a verification link lands: the login page, which then honours the visitor's redirectTo. */
export function verifiedCallback(redirectTo: string): string {
  return `/login?verified=1&redirectTo=${encodeURIComponent(redirectTo)}`;
}
