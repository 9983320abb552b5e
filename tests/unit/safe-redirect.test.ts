import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from '@/lib/safe-redirect';

describe('safeRedirectPath', () => {
  it('keeps paths of this site', () => {
    expect(safeRedirectPath('/products/fish-seed?page=2#top')).toBe('/products/fish-seed?page=2#top');
    expect(safeRedirectPath('/admin')).toBe('/admin');
  });
  it('refuses everything that could leave the site', () => {
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      '/\t/evil.example',
      'evil',
      '',
      undefined,
      42,
      `/${'a'.repeat(3000)}`,
    ]) {
      expect(safeRedirectPath(bad)).toBe('/');
    }
  });
});
