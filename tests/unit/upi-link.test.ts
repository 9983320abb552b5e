import { describe, expect, it } from 'vitest';
import { upiPaymentLink } from '@/lib/billing/upi-link';

describe('[BILLING] the UPI payment request', () => {
  it('names the payee, the amount in rupees and paise, the bill and a note, spaces as %20', () => {
    const link = upiPaymentLink({
      upiId: 'aquaculturegroup@sbi',
      payeeName: 'Aquaculture Group',
      amountPaise: 351_505,
      reference: 'AQ/26-27/00001',
      note: 'Order AQ-7K2P9',
    });
    expect(link).toBe(
      'upi://pay?pa=aquaculturegroup%40sbi&pn=Aquaculture%20Group&am=3515.05&cu=INR&tr=AQ%2F26-27%2F00001&tn=Order%20AQ-7K2P9',
    );
    const parsed = new URL(link);
    expect(parsed.searchParams.get('am')).toBe('3515.05');
    expect(parsed.searchParams.get('tr')).toBe('AQ/26-27/00001');
  });

  it('writes whole rupees with two decimals', () => {
    expect(
      new URL(
        upiPaymentLink({ upiId: 'a@b', payeeName: 'A', amountPaise: 10_000, reference: 'X', note: 'Y' }),
      ).searchParams.get('am'),
    ).toBe('100.00');
  });
});
