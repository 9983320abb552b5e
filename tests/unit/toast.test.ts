import { describe, expect, it } from 'vitest';
import { tabOf } from '@/app/[locale]/admin/search-params';
import { parseToast } from '@/lib/toast';

describe('parseToast', () => {
  it('reads back a toast left by an action', () => {
    const toast = { id: 'a1', kind: 'success', message: 'Product deleted.' };
    expect(parseToast(JSON.stringify(toast))).toEqual(toast);
  });
  it('ignores a missing, malformed or forged cookie', () => {
    expect(parseToast(undefined)).toBeNull();
    expect(parseToast('not json')).toBeNull();
    expect(parseToast('"a string"')).toBeNull();
    expect(parseToast(JSON.stringify({ id: 'a', kind: 'warning', message: 'x' }))).toBeNull();
    expect(parseToast(JSON.stringify({ id: 1, kind: 'error', message: 'x' }))).toBeNull();
  });
  it('keeps the message short', () => {
    const toast = parseToast(JSON.stringify({ id: 'a', kind: 'error', message: 'x'.repeat(2000) }));
    expect(toast?.message).toHaveLength(500);
  });
});

describe('tabOf', () => {
  it('takes a known tab, and nothing else (the page then opens the first tab the roles open)', () => {
    expect(tabOf({ tab: 'blogs' })).toBe('blogs');
    expect(tabOf({ tab: 'audit' })).toBe('audit');
    expect(tabOf({ tab: 'staff' })).toBe('staff');
    expect(tabOf({})).toBeUndefined();
    expect(tabOf({ tab: 'nonsense' })).toBeUndefined();
    expect(tabOf({ tab: 'toString' })).toBeUndefined();
    expect(tabOf({ tab: ['blogs', 'join'] })).toBeUndefined();
  });
});
