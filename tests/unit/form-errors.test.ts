import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ORDER_ERROR_SCOPES } from '@/components/catalogue/order-texts';
import { FORM_ERROR_KEYS } from '@/lib/i18n/form-errors';
import { messageText, msg } from '@/lib/i18n/message-token';
import { translate } from '@/lib/i18n/messages';
import { formErrorTexts } from '@/server/i18n/pick-texts';

const schemas = ['fields', 'orders', 'submissions', 'auth', 'privacy'].map((name) =>
  readFileSync(path.resolve(import.meta.dirname, '..', '..', 'src', 'lib', 'schemas', `${name}.ts`), 'utf8'),
);

describe('[I18N] the public forms speak the page language in the browser too', () => {
  it('sends the text of every message a public schema can give', () => {
    const used = new Set(schemas.flatMap((source) => [...source.matchAll(/msg\('([\w.]+)'/g)].map((m) => m[1])));
    expect(used.size).toBeGreaterThan(20);
    expect([...used].filter((key) => !(FORM_ERROR_KEYS as readonly string[]).includes(key ?? ''))).toEqual([]);
  });

  it('sends with the order forms (on every product page and list) the messages their schemas give, and only those', () => {
    const orderSchemas = ['fields', 'orders'].map((name) =>
      readFileSync(path.resolve(import.meta.dirname, '..', '..', 'src', 'lib', 'schemas', `${name}.ts`), 'utf8'),
    );
    const used = [
      ...new Set(orderSchemas.flatMap((source) => [...source.matchAll(/msg\('([\w.]+)'/g)].map((m) => m[1] ?? ''))),
    ];
    const sent = Object.keys(formErrorTexts('en', ORDER_ERROR_SCOPES));
    expect(used.filter((key) => !sent.includes(key))).toEqual([]);
    expect(sent.length).toBeLessThan(FORM_ERROR_KEYS.length / 2);
  });

  it('turns a message token into the text, filled, and leaves plain English as it is', () => {
    const lookUp = (key: string) => (key === 'forms.tooLong' ? 'Please keep this under {max} characters' : undefined);
    expect(messageText(msg('forms.tooLong', { max: 120 }), lookUp)).toBe('Please keep this under 120 characters');
    expect(messageText('Please enter a price.', lookUp)).toBe('Please enter a price.');
    expect(messageText(msg('forms.required'), (key) => translate('hi', key as 'forms.required'))).not.toBe(
      'forms.required',
    );
  });
});
