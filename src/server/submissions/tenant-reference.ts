import { randomInt } from 'node:crypto';

/** The alphabet of order references (src/server/orders/order-reference.ts): no 0/O, 1/I/L, so it survives a phone call. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/**
 * A tenant-down report's reference, such as TD-7K3F9: shaped like an order's
 * AQ-XXXXX, random (28 million values) so one report says nothing about
 * another; the database's unique index decides, and a taken one is drawn again.
 */
export function newTenantReference(): string {
  let code = '';
  for (let index = 0; index < 5; index++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `TD-${code}`;
}

export const TENANT_REFERENCE_PATTERN = /^TD-[2-9A-HJKMNP-Z]{5}$/;
