import { describe, expect, it } from 'vitest';
import {
  ADMIN_TABS,
  adminViewPermission,
  can,
  canGrant,
  PERMISSIONS,
  STAFF_ROLES,
  visibleAdminTabs,
} from '@/lib/permissions';
import { adminAccessRefusal } from '@/server/auth/admin-access';

describe('[ADMIN][ROLES] the permission table', () => {
  it('gives the owner everything, the order desk orders and submissions, the editor the catalogue, blog and content', () => {
    const granted = Object.fromEntries(
      STAFF_ROLES.map((role) => [role, PERMISSIONS.filter((permission) => can([role], permission))]),
    );
    expect(granted).toEqual({
      owner: [...PERMISSIONS],
      'order-desk': ['orders', 'submissions'],
      editor: ['catalogue', 'blog', 'content'],
    });
    // Several roles add up; none gives nothing.
    expect(PERMISSIONS.filter((permission) => can(['order-desk', 'editor'], permission))).toEqual([
      'orders',
      'submissions',
      'catalogue',
      'blog',
      'content',
    ]);
    expect(PERMISSIONS.filter((permission) => can([], permission))).toEqual([]);
  });

  it('shows each role its tabs, the order desk the products tab for its orders section', () => {
    expect(visibleAdminTabs(['owner'])).toEqual(Object.keys(ADMIN_TABS));
    expect(visibleAdminTabs(['order-desk'])).toEqual(['contact', 'join', 'tenant', 'products', 'messages']);
    expect(visibleAdminTabs(['editor'])).toEqual(['products', 'blogs', 'testimonials', 'chat']);
    expect(adminViewPermission('products', 'orders')).toBe('orders');
    expect(adminViewPermission('products', 'categories')).toBe('catalogue');
    expect(adminViewPermission('products', undefined)).toBe('catalogue');
  });

  it('lets an owner give any role, anyone else only one they hold', () => {
    expect(STAFF_ROLES.every((role) => canGrant(['owner'], role))).toBe(true);
    expect(canGrant(['editor'], 'editor')).toBe(true);
    expect(canGrant(['editor'], 'owner')).toBe(false);
    expect(canGrant(['order-desk'], 'editor')).toBe(false);
  });

  it('refuses a part of the back office the roles do not open, after the checks every staff member passes', () => {
    const editor = { roles: ['editor' as const], twoFactorEnabled: true };
    expect(adminAccessRefusal(editor, true)).toBeNull();
    expect(adminAccessRefusal(editor, true, 'catalogue')).toBeNull();
    expect(adminAccessRefusal(editor, true, 'orders')).toBe('FORBIDDEN');
    expect(adminAccessRefusal({ ...editor, twoFactorEnabled: false }, true, 'orders')).toBe('TWO_FACTOR_REQUIRED');
  });
});
