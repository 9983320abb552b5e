import { describe, expect, it } from 'vitest';
import { footerTheme } from '@/components/layout/footer-frame';
import { companySettingsSchema, formatPhone, whatsappLink } from '@/lib/schemas/site-settings';
import { defaultCompany } from '@/server/settings/default-company';

describe('company settings', () => {
  it('seeds values that pass their own schema', () => {
    expect(companySettingsSchema.safeParse(defaultCompany).success).toBe(true);
  });
  it('builds click-to-chat links and readable numbers', () => {
    expect(whatsappLink('+919864000002')).toBe('https://wa.me/919864000002');
    expect(whatsappLink('+919864000002', 'Order AQ-7K3F9')).toBe('https://wa.me/919864000002?text=Order%20AQ-7K3F9');
    expect(formatPhone('+919864000002')).toBe('+91 98640 00002');
    expect(formatPhone('+4420794600')).toBe('+4420794600');
  });
});

describe('footerTheme (spec §2.2)', () => {
  it('colours the footer by page', () => {
    expect(footerTheme('/')).toContain('bg-sky-50');
    expect(footerTheme('/about')).toContain('bg-violet-50');
    expect(footerTheme('/services')).toContain('bg-teal-50');
    expect(footerTheme('/contact')).toContain('bg-amber-50');
  });
  it('is light on the listed pages and dark elsewhere', () => {
    for (const page of ['/', '/join-us', '/blog', '/contact', '/services', '/about']) {
      expect(footerTheme(page)).toMatch(/^footer-light /);
    }
    for (const page of ['/login', '/products/fish-seed', '/admin', '/blog/some-post']) {
      expect(footerTheme(page)).toMatch(/^footer-dark /);
    }
  });
});
