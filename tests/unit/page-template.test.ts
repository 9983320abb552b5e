import { describe, expect, it } from 'vitest';
import { orderSchema } from '@/lib/schemas/orders';
import { fillTemplate, formStartValues, isTemplate, PLACEHOLDERS, visitorValues } from '@/server/http/page-template';
import { runWithRequestContext } from '@/server/http/request-context';
import { formStartedAt } from '@/server/security/form-start-token';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';

/** A page as the order page is written: the values in the form and again in the framework's payload. */
const template = (values = PLACEHOLDERS) =>
  Buffer.from(
    `<script nonce="${values.nonce}">x</script><form><input name="idempotencyKey" value="${values.idempotencyKey}">` +
      `<input name="formStartToken" value="${values.formStartToken}"></form>` +
      `<script nonce="${values.nonce}">self.__next_f.push([1,"{\\"token\\":\\"${values.formStartToken}\\",\\"key\\":\\"${values.idempotencyKey}\\"}"])</script>`,
  );

describe('page template', () => {
  it('fills every placeholder with the visitor’s values, leaving the template as it was', () => {
    const page = template();
    const visitor = visitorValues(SECRET);
    expect(isTemplate(page)).toBe(true);
    const filled = fillTemplate(page, visitor).toString('latin1');
    expect(filled).toBe(template(visitor).toString('latin1'));
    for (const placeholder of Object.values(PLACEHOLDERS)) expect(filled).not.toContain(placeholder);
    expect(page.toString('latin1')).toBe(template().toString('latin1'));
    // The kept template is filled again for the next visitor: the first one's values are nowhere in it.
    const next = visitorValues(SECRET);
    expect(fillTemplate(page, next).toString('latin1')).toBe(template(next).toString('latin1'));
  });

  it('fills placeholders that stand side by side, and in a page of Assamese and Hindi text', () => {
    const text = `অসম हिन्दी ${PLACEHOLDERS.nonce}${PLACEHOLDERS.nonce}"${PLACEHOLDERS.formStartToken}${PLACEHOLDERS.idempotencyKey}" মাছ`;
    const visitor = visitorValues(SECRET);
    const filled = fillTemplate(Buffer.from(text, 'utf8'), visitor).toString('utf8');
    expect(filled).toBe(
      `অসম हिन्दी ${visitor.nonce}${visitor.nonce}"${visitor.formStartToken}${visitor.idempotencyKey}" মাছ`,
    );
  });

  it('gives each visitor values of their own, of the placeholders’ lengths, that the server takes', () => {
    const [one, two] = [visitorValues(SECRET), visitorValues(SECRET)];
    expect(one.nonce).not.toBe(two.nonce);
    expect(one.idempotencyKey).not.toBe(two.idempotencyKey);
    for (const field of ['nonce', 'formStartToken', 'idempotencyKey'] as const) {
      expect(one[field]).toHaveLength(PLACEHOLDERS[field].length);
    }
    expect(formStartedAt(one.formStartToken, SECRET)).not.toBeNull();
  });

  it('uses placeholders the server never takes, so a page that escaped filling cannot merge two orders', () => {
    expect(formStartedAt(PLACEHOLDERS.formStartToken, SECRET)).toBeNull();
    const order = {
      name: 'Bikash Das',
      phone: '9876543210',
      email: '',
      address: 'Village Road, Jorhat',
      notes: '',
      productId: '1',
      quantity: '2',
    };
    expect(orderSchema.safeParse({ ...order, idempotencyKey: visitorValues(SECRET).idempotencyKey }).success).toBe(
      true,
    );
    expect(orderSchema.safeParse({ ...order, idempotencyKey: PLACEHOLDERS.idempotencyKey }).success).toBe(false);
    // A real nonce is base64 of 16 bytes; the placeholder is outside that alphabet.
    expect(visitorValues(SECRET).nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(PLACEHOLDERS.nonce).not.toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });

  it('is no template without its form (a page not found holds only the nonce)', () => {
    expect(isTemplate(Buffer.from(`<script nonce="${PLACEHOLDERS.nonce}">x</script>`))).toBe(false);
  });

  it('writes the placeholders only in a template’s render', () => {
    const outside = formStartValues(SECRET);
    expect(formStartedAt(outside.formStartToken, SECRET)).not.toBeNull();
    const inside = runWithRequestContext({ requestId: 'r', databaseUnavailable: false, renderTemplate: true }, () =>
      formStartValues(SECRET),
    );
    expect(inside).toEqual(PLACEHOLDERS);
  });
});
