import { isGstStateCode } from './states';

const CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A regular taxpayer's GSTIN: state code, PAN, the registration's number within the state, Z, the check character. */
const GSTIN_SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const PAN_SHAPE = /^[A-Z]{5}\d{4}[A-Z]$/;

/**
 * The 15th character of a GSTIN from its first 14 (Luhn mod 36): from the
 * left, each character's value (0–9, then A–Z as 10–35) times 1, 2, 1, 2…;
 * each product adds its quotient and remainder by 36; the check character
 * brings the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index++) {
    const product = CHARACTERS.indexOf(first14[index] ?? '') * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARACTERS[(36 - (sum % 36)) % 36] ?? '';
}

/** A GSTIN in capitals, of a state GST knows, whose check character is right. */
export function isValidGstin(value: string): boolean {
  return GSTIN_SHAPE.test(value) && isGstStateCode(value.slice(0, 2)) && gstinCheckCharacter(value) === value[14];
}

export const isValidPan = (value: string): boolean => PAN_SHAPE.test(value);

/** The PAN inside a GSTIN (its 3rd to 12th characters). */
export const panOfGstin = (gstin: string): string => gstin.slice(2, 12);
