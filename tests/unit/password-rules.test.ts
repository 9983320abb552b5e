import { describe, expect, it } from 'vitest';
import { loadCommonPasswords, passwordProblem } from '@/server/auth/password-rules';

describe('password rules', () => {
  it('ships a list of a few thousand common passwords, compared in lower case', () => {
    const list = loadCommonPasswords();
    expect(list.size).toBeGreaterThan(3000);
    expect(list.has('password')).toBe(true);
    expect([...list].every((entry) => entry === entry.toLowerCase() && entry.trim() === entry && entry !== '')).toBe(
      true,
    );
    expect([...list].some((entry) => entry.startsWith('#'))).toBe(false);
  });

  it('keeps the spec 6 characters for visitors and asks 12 of admins; never a common one', () => {
    expect(passwordProblem('rohu7', 'visitor')).toBe('TOO_SHORT');
    expect(passwordProblem('rohu7x', 'visitor')).toBeNull();
    expect(passwordProblem('rohu7x', 'admin')).toBe('TOO_SHORT_FOR_ADMIN');
    expect(passwordProblem('rohu-and-ka', 'admin')).toBe('TOO_SHORT_FOR_ADMIN');
    expect(passwordProblem('rohu-and-kat', 'admin')).toBeNull();
    expect(passwordProblem('Password1', 'visitor')).toBe('TOO_COMMON');
    expect(passwordProblem('QWERTY123456', 'admin')).toBe('TOO_COMMON');
    expect(passwordProblem('x'.repeat(129), 'visitor')).toBe('TOO_LONG');
  });
});
