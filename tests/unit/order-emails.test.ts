import { describe, expect, it } from 'vitest';
import { newOrderEmail, orderDecisionEmail, orderReceivedEmail } from '@/server/orders/order-emails';
import { newOrderReference } from '@/server/orders/order-reference';

const order = {
  reference: 'AQ-7K3F9',
  customerName: 'Rina <b>Das</b>',
  email: 'rina@example.in',
  phone: '+919435011111',
  address: 'Tezpur',
  items: [
    { productId: 4, productName: 'Digital DO Meter', quantity: 2, unitPricePaise: 1_234_500, totalPaise: 2_469_000 },
  ],
  totalPaise: 2_469_000,
  notes: '',
  guest: false,
  toAccountAddress: true,
  locale: 'en' as const,
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
    const mail = newOrderEmail(order, site, { to: ['office@example.in'], fallback: false });
    expect(mail.to).toBe('office@example.in');
    expect(mail.text).toContain('+919435011111');
    expect(mail.subject).toBe('New order AQ-7K3F9: Digital DO Meter × 2');
  });

  it('list every product of a cart order and its total, and mark a guest without e-mail for a phone call', () => {
    const cart = {
      ...order,
      email: null,
      guest: true,
      toAccountAddress: false,
      items: [
        ...order.items,
        { productId: 9, productName: 'Air Stone', quantity: 5, unitPricePaise: 15_000, totalPaise: 75_000 },
      ],
      totalPaise: 2_544_000,
    };
    const office = newOrderEmail(cart, site, { to: ['office@example.in'], fallback: false });
    expect(office.subject).toBe('New order AQ-7K3F9: Digital DO Meter × 2 and 1 more');
    expect(office.text).toContain('Air Stone × 5 at ₹150.00 = ₹750.00');
    expect(office.text).toContain('Total: ₹25,440.00');
    expect(office.text).toContain('no e-mail (told by SMS or WhatsApp) (guest, no account)');
    // A guest with an e-mail is pointed to the contact page: there is no account to look at.
    const receipt = orderReceivedEmail({ ...cart, email: 'guest@example.in' }, site);
    expect(receipt.text).toContain('https://example.in/contact');
    expect(receipt.text).not.toContain('/account/orders');
  });

  it('share one layout for the confirmation and the rejection, with the reason typed by the admin', () => {
    const confirmed = orderDecisionEmail(order, 'done', site);
    const rejected = orderDecisionEmail(order, 'rejected', site, 'Out of stock until March');
    expect(confirmed.subject).toBe('Order confirmed: AQ-7K3F9');
    expect(rejected.subject).toBe('Order not accepted: AQ-7K3F9');
    expect(rejected.text).toContain('Reason: Out of stock until March');
    expect(confirmed.html.slice(0, 200)).toBe(rejected.html.slice(0, 200));
    expect(confirmed.text).toContain('Dear Rina <b>Das</b>,');
  });

  it("name nobody in a decision to an address that is not the account's own: a guest's typed name is not repeated", () => {
    const typed = { ...order, guest: true, toAccountAddress: false, customerName: 'Your bank: call 98640 99999' };
    for (const decision of ['done', 'rejected'] as const) {
      const mail = orderDecisionEmail(typed, decision, site);
      expect(mail.text).toContain('Hello,');
      expect(mail.text).not.toContain('Your bank');
      expect(mail.text).not.toContain('98640');
      expect(mail.text).not.toContain(typed.address);
    }
  });
});

describe('order references', () => {
  it('are short, unambiguous when read aloud, and not sequential', () => {
    const references = Array.from({ length: 2000 }, newOrderReference);
    for (const reference of references) expect(reference).toMatch(/^AQ-[2-9A-HJKMNP-Z]{5}$/);
    expect(new Set(references).size).toBeGreaterThan(1990);
  });
});
