/** Domains whose mailboxes ignore dots in the name (Gmail's), and the one they all deliver to. */
const DOTLESS_DOMAINS: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The mailbox an e-mail address delivers to, as every limit keyed on an address
 * counts it: lower case, without a `+tag` (`name+1@host` reaches the same inbox
 * as `name@host`, so it must not buy a fresh limit), and for Gmail without dots
 * and with googlemail.com as gmail.com. Only for limit keys: the address itself
 * is stored and written to as typed.
 */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless) {
    local = local.replaceAll('.', '');
    domain = dotless;
  }
  return `${local}@${domain}`;
}
