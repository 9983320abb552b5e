/**
 * better-auth needs an e-mail address on every account; an account made with a
 * mobile number gets a random one under `.invalid` (a domain that can never
 * exist, RFC 2606), so no message is ever sent to it. It names no number: nobody
 * can guess it, take it first, or learn from it whose number has an account.
 * Everything that shows or mails the account's address asks realEmail() first,
 * and nobody may type an address of that domain (isPlaceholderEmail).
 */
const PLACEHOLDER_DOMAIN = '@phone.invalid';

export function placeholderEmail(): string {
  return `phone-${crypto.randomUUID()}${PLACEHOLDER_DOMAIN}`;
}

export function isPlaceholderEmail(email: string): boolean {
  return email.trim().toLowerCase().endsWith(PLACEHOLDER_DOMAIN);
}

export function realEmail(email: string): string | null {
  return isPlaceholderEmail(email) ? null : email;
}
