import { describe, expect, it } from 'vitest';
import { decodeCacheEntry, encodeCacheEntry } from '@/server/cache/cache-entry-codec.mjs';

describe('cache entries as text for Redis', () => {
  it('keeps a page entry whole: its RSC payload, its segments and its headers', () => {
    const entry = {
      lastModified: 1_795_000_000_000,
      cacheControl: { revalidate: 3600, expire: 31_536_000 },
      value: {
        kind: 'APP_PAGE',
        html: '<!DOCTYPE html><p>₹4,321.00</p>',
        rscData: Buffer.from([0, 1, 2, 255, 254]),
        headers: { 'x-next-cache-tags': 'catalogue,_N_T_/en/products' },
        status: 200,
        postponed: undefined,
        segmentData: new Map([
          ['/_tree', Buffer.from('tree')],
          ['/_full', Buffer.from('full ₹')],
        ]),
      },
    };
    const decoded = decodeCacheEntry(encodeCacheEntry(entry)) as typeof entry;
    expect(Buffer.isBuffer(decoded.value.rscData)).toBe(true);
    expect(decoded.value.rscData.equals(entry.value.rscData)).toBe(true);
    expect(decoded.value.segmentData).toBeInstanceOf(Map);
    expect(decoded.value.segmentData.get('/_full')?.toString()).toBe('full ₹');
    expect(decoded.value.html).toBe(entry.value.html);
    expect(decoded.value.headers).toEqual(entry.value.headers);
    expect(decoded.lastModified).toBe(entry.lastModified);
  });

  it('keeps data entries (unstable_cache) as they are, and does not mistake data for a Buffer', () => {
    const entry = {
      lastModified: 5,
      value: { kind: 'FETCH', data: { body: '[{"$buffer":"x","name":"rohu"}]', status: 200 }, tags: ['catalogue'] },
      record: { $buffer: 'not alone', other: 1 },
    };
    expect(decodeCacheEntry(encodeCacheEntry(entry))).toEqual(entry);
  });
});
