import { describe, expect, it } from 'vitest';
import { decodeList, encodeList, splitCommaList } from '@/lib/lists';
import { slugify } from '@/lib/slugs';

describe('slugify (spec §5)', () => {
  it('follows the rule', () => {
    expect(slugify('Testing Kits')).toBe('testing-kits');
    expect(slugify('  RAS -- Equipment!! ')).toBe('ras-equipment');
    expect(slugify('Fish Seed & Feed: 2024 guide')).toBe('fish-seed-feed-2024-guide');
    expect(slugify('---')).toBe('');
    expect(slugify('<script>alert(1)</script>')).toBe('scriptalert1script');
  });
  it('keeps letters of other scripts', () => {
    expect(slugify('মাছ চাষ')).toBe('মাছ-চাষ');
  });
});

describe('lists', () => {
  it('round-trips through JSON text', () => {
    expect(decodeList(encodeList(['a', 'b, c']))).toEqual(['a', 'b, c']);
  });
  it('reads broken or foreign text as an empty list', () => {
    expect(decodeList('not json')).toEqual([]);
    expect(decodeList('{"a":1}')).toEqual([]);
    expect(decodeList(null)).toEqual([]);
    expect(decodeList('[1,"x"]')).toEqual(['x']);
  });
  it('splits comma lists, trimming and dropping empty and repeated items', () => {
    expect(splitCommaList(' aerated, , UV sterilised ,aerated,')).toEqual(['aerated', 'UV sterilised']);
  });
});
