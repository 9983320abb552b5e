import { describe, expect, it } from 'vitest';
import { isLocale, localePath, preferredLocale, publicPath, splitLocale } from '@/lib/i18n/locales';

describe('[I18N] locale paths', () => {
  it('puts Assamese and Hindi under a prefix and leaves English at the spec paths', () => {
    expect(localePath('en', '/about')).toBe('/about');
    expect(localePath('as', '/about')).toBe('/as/about');
    expect(localePath('hi', '/')).toBe('/hi');
    expect(localePath('hi', '/blog?q=feed')).toBe('/hi/blog?q=feed');
  });

  it('reads the language of an address', () => {
    expect(splitLocale('/as/about')).toEqual({ locale: 'as', path: '/about' });
    expect(splitLocale('/hi')).toEqual({ locale: 'hi', path: '/' });
    expect(splitLocale('/hi?x=1')).toEqual({ locale: 'hi', path: '/?x=1' });
    expect(splitLocale('/about')).toEqual({ locale: 'en', path: '/about' });
    // Not a language: "as" only as a whole segment; /en is no prefix of the public addresses.
    expect(splitLocale('/assam-fish')).toEqual({ locale: 'en', path: '/assam-fish' });
    expect(splitLocale('/fr/about')).toEqual({ locale: 'en', path: '/fr/about' });
  });

  it('shows English pages, rendered as /en/…, at their public address', () => {
    expect(publicPath('/en/about')).toBe('/about');
    expect(publicPath('/en')).toBe('/');
    expect(publicPath('/as/about')).toBe('/as/about');
    expect(publicPath('/english-breakfast')).toBe('/english-breakfast');
  });

  it('knows its languages', () => {
    expect(['en', 'as', 'hi', 'bn', ''].map(isLocale)).toEqual([true, true, true, false, false]);
  });
});

describe('[I18N] the language a browser asks for', () => {
  it('takes the first of ours by quality, and nothing when it names none', () => {
    expect(preferredLocale('as-IN,as;q=0.9,en;q=0.8')).toBe('as');
    expect(preferredLocale('en-IN,en;q=0.9,hi;q=0.8')).toBe('en');
    expect(preferredLocale('bn-IN,hi;q=0.7,en;q=0.5')).toBe('hi');
    expect(preferredLocale('en;q=0.2, hi;q=0.9')).toBe('hi');
    expect(preferredLocale('fr-FR,de;q=0.5')).toBeNull();
    expect(preferredLocale('hi;q=0')).toBeNull();
    expect(preferredLocale(undefined)).toBeNull();
  });
});
