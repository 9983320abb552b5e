import { describe, expect, it } from 'vitest';
import { newOrderEmail, orderDecisionEmail, orderReceivedEmail } from '@/server/orders/order-emails';
import { newOrderReference } from '@/server/orders/order-reference';

const order = {
  reference: 'AQ-7K3F9',
  customerName: 'Rina <b>Das</b>',
  email: 'rina@example.in',
  phone: '+919435011111',
  address: 'Tezpur',
  productName: 'Digital DO Meter',
  quantity: 2,
  unitPricePaise: 1_234_500,
  totalPaise: 2_469_000,
  notes: '',
};
const site = { siteName: 'Aquaculture Group', baseUrl: 'https://example.in' };

describe('order e-mails', () => {
  it('tell the customer the reference, the product, the quantity and the total, with HTML escaped', () => {
    const mail = orderReceivedEmail(order, site);
    expect(mail.to).toBe('rina@example.in');
    expect(mail.subject).toBe('Order received: AQ-7K3F9');
    expect(mail.text).toContain('Digital DO Meter × 2 at ₹12,345.00 = ₹24,690.00');
    expect(mail.html).toContain('Rina &lt;b&gt;Das&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Das</b>');
    expect(mail.text).toContain('https://example.in/account/orders');
  });

  it('announce a new order to the office with the customer contact', () => {
    const mail = newOrderEmail(order, site, 'office@example.in');
    expect(mail.to).toBe('office@example.in');
    expect(mail.text).toContain('+919435011111');
  });

  it('share one layout for the confirmation and the rejection, with the reason typed by the admin', () => {
    const confirmed = orderDecisionEmail(order, 'done', site);
    const rejected = orderDecisionEmail(order, 'rejected', site, 'Out of stock until March');
    expect(confirmed.subject).toBe('Order confirmed: AQ-7K3F9');
    expect(rejected.subject).toBe('Order not accepted: AQ-7K3F9');
    expect(rejected.text).toContain('Reason: Out of stock until March');
    expect(confirmed.html.slice(0, 200)).toBe(rejected.html.slice(0, 200));
  });
});

describe('order references', () => {
  it('are short, unambiguous when read aloud, and not sequential', () => {
    const references = Array.from({ length: 2000 }, newOrderReference);
    for (const reference of references) expect(reference).toMatch(/^AQ-[2-9A-HJKMNP-Z]{5}$/);
    expect(new Set(references).size).toBeGreaterThan(1990);
  });
});
