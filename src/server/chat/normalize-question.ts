/**
 * A question's words as the chat helper compares them, in any script: English,
 * Assamese (Bengali-Assamese script) and Hindi (Devanagari). The same text typed
 * on different keyboards gives the same words:
 * - NFC first (precomposed and decomposed vowel signs agree);
 * - the nukta dropped (क़ = क, ড় = ড, য় = য): phones type it, or not;
 * - Devanagari chandrabindu as anusvara (मछलियाँ = मछलियां), and a nasal
 *   consonant with virama before a consonant too (हिन्दी = हिंदी); Assamese
 *   chandrabindu dropped (often left out);
 * - Bengali র as Assamese ৰ (Bengali keyboards);
 * - an apostrophe inside an Assamese or Hindi word dropped (ক’ত = কত), zero-width
 *   joiners dropped;
 * - Assamese and Devanagari digits as 0-9;
 * - lower case, letters with their marks and digits, single spaces.
 */

const ZERO_WIDTH = /[\u200b-\u200d\u2060\ufeff]/g;
const INDIC_APOSTROPHE = /(?<=[\u0900-\u09ff])['’‘ʼ`]/gu;
const NUKTA = /[\u093c\u09bc]/g;
const DEVANAGARI_NASAL_BEFORE_CONSONANT = /[\u0919\u091e\u0923\u0928\u092e]\u094d(?=[\u0915-\u0939])/g;
const INDIC_DIGIT = /[\u0966-\u096f\u09e6-\u09ef]/g;

function latinDigit(digit: string): string {
  const code = digit.charCodeAt(0);
  return String(code - (code >= 0x09e6 ? 0x09e6 : 0x0966));
}

export function normalizeQuestion(text: string): string {
  return text
    .normalize('NFC')
    .replace(ZERO_WIDTH, '')
    .replace(INDIC_APOSTROPHE, '')
    .replace(NUKTA, '')
    .replace(/\u0901/g, '\u0902')
    .replace(DEVANAGARI_NASAL_BEFORE_CONSONANT, '\u0902')
    .replace(/\u0981/g, '')
    .replace(/\u09b0/g, '\u09f0')
    .replace(INDIC_DIGIT, latinDigit)
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}
