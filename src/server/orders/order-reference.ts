import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L: a reference read out over the phone is not misheard. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A short reference such as AQ-7K3F9: random (28 million values), so one order says nothing about another. */
export function newOrderReference(): string {
  let code = '';
  for (let index = 0; index < 5; index++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `AQ-${code}`;
}
