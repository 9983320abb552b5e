import { describe, expect, it } from 'vitest';
import { mailboxKey } from '@/server/security/mailbox';

describe('[LIMITS] mailboxKey: one inbox, one key', () => {
  it('folds case, +tags and, for Gmail, dots and googlemail.com', () => {
    expect(mailboxKey(' Rina.Das+orders@Example.in ')).toBe('rina.das@example.in');
    expect(mailboxKey('r.i.n.a+x@gmail.com')).toBe('rina@gmail.com');
    expect(mailboxKey('Rina@GoogleMail.com')).toBe('rina@gmail.com');
  });

  it('keeps dots where they name another mailbox, and leaves what is not an address alone', () => {
    expect(mailboxKey('rina.das@example.in')).not.toBe(mailboxKey('rinadas@example.in'));
    expect(mailboxKey('+tag@example.in')).toBe('+tag@example.in');
    expect(mailboxKey('not-an-address')).toBe('not-an-address');
  });
});
