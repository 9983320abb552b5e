import { describe, expect, it } from 'vitest';
import { newAdminAddress } from '@/lib/admin/old-admin-addresses';

const moved = (query: string) => newAdminAddress(new URLSearchParams(query));

describe('[ADMIN] the old /admin?tab= addresses', () => {
  it("move to each screen's own address, keeping the list's filters", () => {
    expect(moved('tab=contact')).toBe('/admin/submissions/contact');
    expect(moved('tab=join&status=new&q=rohu&page=2')).toBe('/admin/submissions/join?status=new&q=rohu&page=2');
    expect(moved('tab=tenant')).toBe('/admin/submissions/tenant');
    expect(moved('tab=products')).toBe('/admin/products');
    expect(moved('tab=products&section=products&q=kit&edit=4')).toBe('/admin/products?q=kit&edit=4');
    expect(moved('tab=products&section=categories')).toBe('/admin/categories');
    expect(moved('tab=products&section=orders&status=pending')).toBe('/admin/orders?status=pending');
    expect(moved('tab=products&section=orders&order=12&q=a')).toBe('/admin/orders/12?q=a');
    expect(moved('tab=products&section=orders&order=..%2Fx')).toBe('/admin/orders');
    expect(moved('tab=blogs&status=draft')).toBe('/admin/blog?status=draft');
    expect(moved('tab=testimonials')).toBe('/admin/testimonials');
    expect(moved('tab=chat&ask=when')).toBe('/admin/chat?ask=when');
    for (const tab of ['messages', 'audit', 'staff']) expect(moved(`tab=${tab}`)).toBe(`/admin/${tab}`);
  });

  it('leave an address that names no screen to /admin itself', () => {
    expect(moved('')).toBeNull();
    expect(moved('tab=nonsense')).toBeNull();
    expect(moved('tab=toString')).toBeNull();
  });
});
