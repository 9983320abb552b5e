import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvRow } from '@/lib/csv';

describe('CSV', () => {
  it('quotes cells with commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(42)).toBe('42');
  });

  it('keeps spreadsheet formulas from running', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csvCell('+919864012345')).toBe("'+919864012345");
    expect(csvCell("-2+3+cmd|' /C calc'!A0")).toBe("'-2+3+cmd|' /C calc'!A0");
    // A plain negative amount (a credit note's) is a number, not a formula: it stays one.
    expect(csvCell('-420.00')).toBe('-420.00');
    expect(csvCell('-1')).toBe('-1');
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
  });

  it('ends rows with CRLF and keeps Indian scripts intact', () => {
    expect(csvRow(['অসম', 'हिंदी', 'x'])).toBe('অসম,हिंदी,x\r\n');
    expect(CSV_BOM).toBe('\uFEFF');
  });
});
