import { describe, expect, it } from 'vitest';
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
