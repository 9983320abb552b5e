import { randomBytes, randomUUID } from 'node:crypto';
import { issueFormStartToken } from '@/server/security/form-start-token';
import { currentRequestContext } from './request-context';

/**
 * A page that is the same for every visitor but for a few values of their own
 * (the order page: its start token, its idempotency key and the CSP nonce of
 * its scripts) is rendered once as a template holding placeholders, kept by the
 * server's page cache, and filled in for each visitor: a farmer who opens the
 * order page of a product shared in a WhatsApp group costs a copy of bytes, not
 * a render (docs/decisions/029-page-cache-and-cluster.md).
 *
 * Each placeholder has the length of the value that replaces it, so the page's
 * framework payload (which may count lengths) stays valid, and none of them is
 * a value the server would take: a placeholder that escaped filling is an
 * expired start token and a refused idempotency key, so two farmers' orders can
 * never be merged, and a nonce that no policy names.
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

const FIELDS = Object.keys(PLACEHOLDERS) as (keyof VisitorValues)[];

/** New values for one visitor. */
export function visitorValues(authSecret: string): VisitorValues {
  return {
    nonce: randomBytes(16).toString('base64'),
    formStartToken: issueFormStartToken(authSecret),
    idempotencyKey: randomUUID(),
  };
}

/**
 * The start token and idempotency key a form writes for this visitor, or the
 * placeholders when this render is a template's (the server asked for one:
 * scripts/serve-worker.ts).
 */
export function formStartValues(authSecret: string): Pick<VisitorValues, 'formStartToken' | 'idempotencyKey'> {
  const { formStartToken, idempotencyKey } = currentRequestContext()?.renderTemplate
    ? PLACEHOLDERS
    : visitorValues(authSecret);
  return { formStartToken, idempotencyKey };
}

export type PageTemplate = {
  /** Whether the page holds a form's placeholders (a page without them, such as a 404, is no template). */
  hasForm: boolean;
  /** The page with these values where the placeholders were. */
  fill: (values: VisitorValues) => Buffer;
};

/** Where each placeholder stands in a rendered template. */
export function readTemplate(page: Buffer): PageTemplate {
  const offsets = new Map<keyof VisitorValues, number[]>();
  for (const field of FIELDS) {
    const placeholder = Buffer.from(PLACEHOLDERS[field], 'latin1');
    const found: number[] = [];
    for (let at = page.indexOf(placeholder); at !== -1; at = page.indexOf(placeholder, at + placeholder.length)) {
      found.push(at);
    }
    offsets.set(field, found);
  }
  return {
    hasForm: (offsets.get('formStartToken')?.length ?? 0) > 0 && (offsets.get('idempotencyKey')?.length ?? 0) > 0,
    fill(values) {
      const filled = Buffer.from(page);
      for (const field of FIELDS) {
        const value = values[field];
        if (value.length !== PLACEHOLDERS[field].length)
          throw new Error(`a ${field} of another length than its placeholder`);
        for (const at of offsets.get(field) ?? []) filled.write(value, at, 'latin1');
      }
      return filled;
    },
  };
}
