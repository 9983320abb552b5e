import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type PDFDocument from 'pdfkit';

type Doc = InstanceType<typeof PDFDocument>;

/** assets/fonts: Noto Sans with Bengali-Assamese and Devanagari in one font a weight (see its README). */
const FONT_DIR = path.join(process.cwd(), 'assets', 'fonts');

/** Read once a process: every bill embeds the glyphs it uses. */
let fonts: { regular: Buffer; bold: Buffer } | undefined;

export function registerFonts(doc: Doc): void {
  fonts ??= {
    regular: readFileSync(path.join(FONT_DIR, 'bill-sans-regular.ttf')),
    bold: readFileSync(path.join(FONT_DIR, 'bill-sans-bold.ttf')),
  };
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
}

const INDIC = /[\u0900-\u09FF\uA8E0-\uA8FF]/;

export type TextStyle = { bold?: boolean; size: number; width?: number; align?: 'left' | 'right' | 'center' };

/**
 * Writes text at (x, y), or below the last: shaped by fontkit (ক্ষ, ত্ৰ,
 * क्ष, श्र), and, where it has Assamese or Hindi letters, marked with its
 * characters (ActualText), so a reader that copies or searches it gets them in
 * their order, not in the order the glyphs are drawn (কি, not িক).
 */
export function writeText(doc: Doc, text: string, style: TextStyle, at?: { x: number; y: number }): void {
  doc.font(style.bold ? 'bold' : 'regular').fontSize(style.size);
  const options = { width: style.width, align: style.align };
  const marked = INDIC.test(text);
  if (marked) doc.markContent('Span', { actual: text });
  if (at) doc.text(text, at.x, at.y, options);
  else doc.text(text, options);
  if (marked) doc.endMarkedContent();
}

/** The height text takes in a column of `width`. */
export function heightOf(doc: Doc, text: string, style: TextStyle & { width: number }): number {
  doc.font(style.bold ? 'bold' : 'regular').fontSize(style.size);
  return doc.heightOfString(text, { width: style.width, align: style.align });
}
