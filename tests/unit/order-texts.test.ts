import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/locales';
import { signInCodeText } from '@/server/auth/phone-codes';
import { orderDecisionText, orderReceivedText, orderStepText, TEXT_MAX_CHARACTERS } from '@/server/orders/order-texts';
import { moneyText } from '@/server/payments/money-messages';

/** A long real-world origin (30 characters) and a token as placeOrder makes them. */
const BASE_URL = 'https://www.aquaculture-ne.com';
const order = (locale: (typeof LOCALES)[number]) => ({
  id: 7,
  reference: 'AQ-7KX9P',
  phone: '+919864012345',
  locale,
  channel: 'sms' as const,
  trackingToken: 'Zm9vYmFyYmF6cXV4',
});

describe('order texts (SMS and WhatsApp)', () => {
  it.each(LOCALES)('fit in two SMS parts in %s, with the reference and the tracking link', (locale) => {
    const texts = [
      orderReceivedText(order(locale), BASE_URL),
      orderDecisionText(order(locale), 'done', BASE_URL, undefined),
      orderDecisionText(order(locale), 'rejected', BASE_URL, undefined),
      orderDecisionText(order(locale), 'rejected', BASE_URL, 'x'.repeat(500)),
      orderStepText(order(locale), 'dispatched', BASE_URL),
      orderStepText(order(locale), 'delivered', BASE_URL),
      orderStepText(order(locale), 'cancelled', BASE_URL),
      // The money's news (issue 35), with the longest amounts and bill numbers there are.
      ...[99_99_999_99, 99_99_999_98, 0].map((balancePaise) =>
        moneyText(
          order(locale),
          {
            kind: 'bill-issued',
            billNumber: 'AQ/26-27/99999',
            totalPaise: 99_99_999_99,
            balancePaise,
            issuedOn: '2026-11-27',
          },
          BASE_URL,
        ),
      ),
      moneyText(
        order(locale),
        {
          kind: 'payment-received',
          amountPaise: 99_99_999_99,
          mode: 'bank_transfer',
          paidOn: '2026-11-27',
          balancePaise: 99_99_999_99,
        },
        BASE_URL,
      ),
      moneyText(
        order(locale),
        { kind: 'balance-due', billNumber: 'AQ/26-27/99999', balancePaise: 99_99_999_99 },
        BASE_URL,
      ),
    ];
    const prefix = locale === 'en' ? '' : `/${locale}`;
    for (const message of texts) {
      expect(message.text.length, message.text).toBeLessThanOrEqual(TEXT_MAX_CHARACTERS);
      expect(message.text).toContain('AQ-7KX9P');
      expect(message.text).toContain(`${BASE_URL}${prefix}/t/Zm9vYmFyYmF6cXV4`);
      expect(message).toMatchObject({ to: '+919864012345', locale, about: { table: 'orders', id: 7 } });
    }
  });

  it('shortens a long reason with an ellipsis, keeps a short one whole, and names its template variables', () => {
    const long = orderDecisionText(order('hi'), 'rejected', BASE_URL, 'मछली के बीज अभी नहीं हैं '.repeat(10));
    expect(long.kind).toBe('order-rejected-reason');
    expect(long.variables?.reason?.endsWith('…')).toBe(true);
    const short = orderDecisionText(order('en'), 'rejected', BASE_URL, 'Out of stock');
    expect(short.text).toBe(
      `Order AQ-7KX9P could not be accepted: Out of stock. Details: ${BASE_URL}/t/Zm9vYmFyYmF6cXV4`,
    );
    expect(short.variables).toEqual({
      reference: 'AQ-7KX9P',
      link: `${BASE_URL}/t/Zm9vYmFyYmF6cXV4`,
      reason: 'Out of stock',
    });
    expect(orderReceivedText({ ...order('as'), channel: 'whatsapp' }, BASE_URL).channel).toBe('whatsapp');
  });

  it.each(LOCALES)('sign-in codes fit in two SMS parts in %s and end with the WebOTP line', (locale) => {
    const message = signInCodeText({
      to: '+919864012345',
      code: '482913',
      locale,
      baseUrl: BASE_URL,
      siteName: 'Aquaculture Group',
    });
    expect(message.text.length, message.text).toBeLessThanOrEqual(TEXT_MAX_CHARACTERS);
    expect(message.text.startsWith('482913') || message.text.includes('482913')).toBe(true);
    expect(message.text.split('\n').at(-1)).toBe('@www.aquaculture-ne.com #482913');
    expect(message).toMatchObject({ channel: 'sms', kind: 'sign-in-code', variables: { code: '482913' } });
  });
});
