import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from '@/lib/safe-redirect';

describe('safeRedirectPath', () => {
  it('keeps paths of this site', () => {
    expect(safeRedirectPath('/products/fish-seed?page=2#top')).toBe('/products/fish-seed?page=2#top');
    expect(safeRedirectPath('/admin')).toBe('/admin');
    // An encoded slash in the query is data, not a path separator.
    expect(safeRedirectPath('/login?redirectTo=%2Faccount%2Forders')).toBe('/login?redirectTo=%2Faccount%2Forders');
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
  it('refuses paths whose dot segments collapse into //host', () => {
    for (const bad of [
      '/.//evil.com',
      '/./\\evil.com',
      '/..//evil.com',
      '/a/..//evil.com',
      '/a/b/../..//evil.com',
      '/%2e//evil.com',
      '/%2E//evil.com',
      '/%2e%2e//evil.com',
      '/x/%2E%2e//evil.com',
      '/././/evil.com?next=1',
      '/.//evil.com#top',
    ]) {
      expect(safeRedirectPath(bad), bad).toBe('/');
      expect(safeRedirectPath(bad, '/account'), bad).toBe('/account');
    }
  });
  it('refuses encoded separators in the path, which a later decoding could turn into //host', () => {
    for (const bad of ['/%2f/evil.com', '/%2F%2Fevil.com', '/.%2f/evil.com', '/%5c/evil.com', '/%5C%5Cevil.com']) {
      expect(safeRedirectPath(bad), bad).toBe('/');
    }
  });
  it('returns the normalised path when the dot segments stay on the site', () => {
    expect(safeRedirectPath('/./products')).toBe('/products');
    expect(safeRedirectPath('/blog/../products?page=2')).toBe('/products?page=2');
    expect(safeRedirectPath('/%2e/about')).toBe('/about');
    // More `..` than segments stays at the root.
    expect(safeRedirectPath('/../../contact')).toBe('/contact');
  });
});
