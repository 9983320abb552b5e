import { describe, expect, it } from 'vitest';
import { connectionAllowsPrefetch } from '@/components/ui/link';

describe('connectionAllowsPrefetch', () => {
  it('prefetches on 4G, and where the browser does not say (Safari, Firefox)', () => {
    expect(connectionAllowsPrefetch({ effectiveType: '4g', saveData: false })).toBe(true);
    expect(connectionAllowsPrefetch(undefined)).toBe(true);
    expect(connectionAllowsPrefetch({})).toBe(true);
  });

  it('spares slower connections and the data saver', () => {
    for (const effectiveType of ['3g', '2g', 'slow-2g']) {
      expect(connectionAllowsPrefetch({ effectiveType, saveData: false })).toBe(false);
    }
    expect(connectionAllowsPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
  });
});
