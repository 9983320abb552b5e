/**
 * better-auth needs an e-mail address on every account; an account made with a
 * mobile number gets one under `.invalid` (a domain that can never exist, RFC
 * 2606), so no message is ever sent to it. Everything that shows or mails the
 * account's address asks realEmail() first.
 */
const PLACEHOLDER_DOMAIN = '@phone.invalid';

export function placeholderEmail(phoneNumber: string): string {
  return `${phoneNumber.replace(/\D/g, '')}${PLACEHOLDER_DOMAIN}`;
}

export function realEmail(email: string): string | null {
  return email.toLowerCase().endsWith(PLACEHOLDER_DOMAIN) ? null : email;
}
