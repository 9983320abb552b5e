import { randomBytes, randomUUID } from 'node:crypto';
import { issueFormStartToken } from '@/server/security/form-start-token';
import { currentRequestContext } from './request-context';

/**
 * The order page is rendered once with placeholders for each visitor's values, kept, and filled in
 * (decision 029). A placeholder has its value's length (the framework's payload counts lengths),
 * and is a value the server refuses: a template that escaped filling can never merge two orders.
 */
export type VisitorValues = { nonce: string; formStartToken: string; idempotencyKey: string };

export const PLACEHOLDERS: VisitorValues = {
  // A real nonce is 16 random bytes in base64 (24 characters ending in "=="); '-' is not in that alphabet.
  nonce: 'page-template-nonce-0000',
  // Issued at 0 and signed by nobody: formStartedAt() refuses it.
  formStartToken: '0000000000000.page-template-form-start-token-000000000000',
  // '.' is outside the order schema's key alphabet ([A-Za-z0-9-]).
  idempotencyKey: 'page.template.idempotency.key.000000',
};

export function visitorValues(authSecret: string): VisitorValues {
  return {
    nonce: randomBytes(16).toString('base64'),
    formStartToken: issueFormStartToken(authSecret),
    idempotencyKey: randomUUID(),
  };
}

/** What a form writes for this visitor, or the placeholders in a template's render (scripts/serve-worker.ts). */
export function formStartValues(authSecret: string): VisitorValues {
  return currentRequestContext()?.renderTemplate ? PLACEHOLDERS : visitorValues(authSecret);
}

/** Whether a render holds a form's placeholders (a page not found, say, holds only the nonce). */
export function isTemplate(page: Buffer): boolean {
  return page.includes(PLACEHOLDERS.formStartToken) && page.includes(PLACEHOLDERS.idempotencyKey);
}

/** Where each placeholder stands in a template, found at its first filling: a kept template is filled on every visit. */
const placesOf = new WeakMap<Buffer, [keyof VisitorValues, number][]>();

/** The template with this visitor's values where its placeholders are (in a copy: every other byte stays). */
export function fillTemplate(page: Buffer, values: VisitorValues): Buffer {
  const fields = Object.entries(PLACEHOLDERS) as [keyof VisitorValues, string][];
  for (const [field, placeholder] of fields)
    if (values[field].length !== placeholder.length) throw new Error(`a ${field} of another length`);
  const places = placesOf.get(page) ?? [];
  if (!placesOf.has(page)) {
    for (const [field, placeholder] of fields)
      for (let at = page.indexOf(placeholder, 0, 'latin1'); at !== -1; at = page.indexOf(placeholder, at + 1, 'latin1'))
        places.push([field, at]);
    placesOf.set(page, places);
  }
  const filled = Buffer.from(page);
  for (const [field, at] of places) filled.write(values[field], at, 'latin1');
  return filled;
}
