import { describe, expect, it } from 'vitest';
import { adminAccessRefusal } from '@/server/auth/admin-access';

describe('adminAccessRefusal', () => {
  it('refuses anonymous visitors and plain users', () => {
    expect(adminAccessRefusal(null, false)).toBe('UNAUTHENTICATED');
    expect(adminAccessRefusal({ roles: [], twoFactorEnabled: true }, false)).toBe('FORBIDDEN');
  });
  it('lets admins in, and asks for two-step sign-in when ADMIN_REQUIRE_2FA is on', () => {
    expect(adminAccessRefusal({ roles: ['owner'], twoFactorEnabled: false }, false)).toBeNull();
    expect(adminAccessRefusal({ roles: ['owner'], twoFactorEnabled: false }, true)).toBe('TWO_FACTOR_REQUIRED');
    expect(adminAccessRefusal({ roles: ['owner'], twoFactorEnabled: true }, true)).toBeNull();
  });
  it('keeps an admin out until a password that no longer meets the admin rule is changed', () => {
    expect(adminAccessRefusal({ roles: ['owner'], twoFactorEnabled: true, passwordChangeRequired: true }, true)).toBe(
      'PASSWORD_CHANGE_REQUIRED',
    );
    expect(adminAccessRefusal({ roles: [], twoFactorEnabled: false, passwordChangeRequired: true }, false)).toBe(
      'FORBIDDEN',
    );
  });
});
