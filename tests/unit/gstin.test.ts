import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, isValidGstin, isValidPan, panOfGstin } from '@/lib/gst/gstin';
import { GST_STATES, gstStateCodeOf, gstStateName } from '@/lib/gst/states';
import { INDIAN_STATES } from '@/lib/indian-states';

const CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

describe('[GST] GSTIN and PAN', () => {
  it('takes a GSTIN whose check character is right (a published example) and the demo one', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin('18AAECA1234F1Z5')).toBe(true);
    expect(panOfGstin('18AAECA1234F1Z5')).toBe('AAECA1234F');
  });

  it('refuses a wrong check character, a state GST does not give, lower case and other shapes', () => {
    for (const wrong of [
      '27AAPFU0939F1ZW',
      `99AAPFU0939F1Z${gstinCheckCharacter('99AAPFU0939F1Z')}`,
      `25AAPFU0939F1Z${gstinCheckCharacter('25AAPFU0939F1Z')}`,
      '27aapfu0939f1zv',
      '27AAPFU0939F1YV',
      `27AAPFU0939F0Z${gstinCheckCharacter('27AAPFU0939F0Z')}`,
      '27AAPFU0939F1Z',
      '',
    ]) {
      expect(isValidGstin(wrong), wrong).toBe(false);
    }
  });

  it('catches every one-character slip in the first 14 characters', () => {
    const valid = '18AAECA1234F1Z5';
    let slips = 0;
    for (let index = 0; index < 14; index++) {
      for (const character of CHARACTERS) {
        if (character === valid[index]) continue;
        const slipped = `${valid.slice(0, index)}${character}${valid.slice(index + 1)}`;
        expect(isValidGstin(slipped), slipped).toBe(false);
        slips += 1;
      }
    }
    expect(slips).toBe(14 * 35);
  });

  it('checks a PAN: five letters, four digits, a letter', () => {
    expect(isValidPan('AAECA1234F')).toBe(true);
    for (const wrong of ['AAECA1234', 'AAEC41234F', 'aaeca1234f', 'AAECA12345'])
      expect(isValidPan(wrong), wrong).toBe(false);
  });

  it('knows the code of every state the forms offer, and its name back', () => {
    for (const name of INDIAN_STATES) {
      const code = gstStateCodeOf(name);
      expect(code, name).toBeDefined();
      expect(gstStateName(code ?? ''), name).toBe(name);
    }
    expect(gstStateCodeOf('assam')).toBe('18');
    expect(new Set(GST_STATES.map((state) => state.code)).size).toBe(GST_STATES.length);
  });
});
