import { describe, expect, it } from 'vitest';
import {
  ADMIN_TABS,
  adminPageOf,
  adminTabOf,
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

  it('shows each role its tabs, each linking to the first of its screens the role opens', () => {
    const tabs = (role: (typeof STAFF_ROLES)[number]) =>
      visibleAdminTabs([role]).map(({ tab, href }) => `${tab} ${href}`);
    expect(visibleAdminTabs(['owner']).map(({ tab }) => tab)).toEqual(Object.keys(ADMIN_TABS));
    expect(tabs('order-desk')).toEqual([
      'contact /admin/submissions/contact',
      'join /admin/submissions/join',
      'tenant /admin/submissions/tenant',
      'products /admin/orders',
      'messages /admin/messages',
    ]);
    expect(tabs('editor')).toEqual([
      'products /admin/products',
      'blogs /admin/blog',
      'testimonials /admin/testimonials',
      'team /admin/team',
      'chat /admin/chat',
    ]);
  });

  it('finds the table entry and the tab of an address', () => {
    expect(adminPageOf('/admin/orders/12')).toBe('/admin/orders/[id]');
    expect(adminPageOf('/admin/submissions/join')).toBe('/admin/submissions/[kind]');
    expect(adminPageOf('/admin/orders/12/more')).toBeUndefined();
    expect(adminPageOf('/admin/nothing')).toBeUndefined();
    expect(adminTabOf('/admin/orders/12')).toBe('products');
    expect(adminTabOf('/admin/categories')).toBe('products');
    expect(adminTabOf('/admin/blog')).toBe('blogs');
    expect(adminTabOf('/admin/add-blog')).toBeUndefined();
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
