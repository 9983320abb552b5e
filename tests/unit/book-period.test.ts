import { describe, expect, it } from 'vitest';
import { periodInstants, periodOf, portalDate, rupeesText } from '@/lib/books/period';
import { portalPlace } from '@/lib/books/sales-register';

describe('the books’ periods and formats', () => {
  const now = new Date('2026-11-27T20:00:00Z'); // 28 Nov, 01:30 in India

  it('reads a period from the address, this month (India time) when it is missing or wrong, never backwards', () => {
    expect(periodOf({}, now)).toEqual({ from: '2026-11-01', to: '2026-11-28' });
    expect(periodOf({ from: '2026-04-01', to: '2027-03-31' }, now)).toEqual({ from: '2026-04-01', to: '2027-03-31' });
    expect(periodOf({ from: '2026-02-30', to: 'x' }, now)).toEqual({ from: '2026-11-01', to: '2026-11-28' });
    expect(periodOf({ from: '2026-11-30', to: '2026-11-01' }, now)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
  });

  it('runs from midnight India time on its first day to midnight after its last', () => {
    expect(periodInstants({ from: '2026-04-01', to: '2026-04-30' })).toEqual({
      start: '2026-03-31T18:30:00.000Z',
      end: '2026-04-30T18:30:00.000Z',
    });
  });

  it('writes dates, amounts and places as the GST portal’s offline tool reads them', () => {
    expect(portalDate(new Date('2026-03-31T19:00:00Z'))).toBe('01-Apr-2026');
    expect(rupeesText(123_450)).toBe('1234.50');
    expect(rupeesText(-42_005)).toBe('-420.05');
    expect(rupeesText(7)).toBe('0.07');
    expect(portalPlace('18')).toBe('18-Assam');
    expect(portalPlace('01')).toBe('01-Jammu & Kashmir');
  });
});
