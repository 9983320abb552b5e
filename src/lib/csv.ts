/**
 * CSV as RFC 4180 writes it (CRLF line ends; a cell with a comma, quote or line
 * break is quoted, quotes doubled), safe to open in a spreadsheet: a cell that
 * starts with = + - @ (or a tab or carriage return) gets a leading apostrophe,
 * so it is shown as text instead of being run as a formula; a plain negative
 * number (-420.00) is left a number.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  // A plain number, negative ones too (a credit note's amounts), stays a number.
  if (/^[=+\-@\t\r]/.test(text) && !/^-\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(cells: (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** The byte order mark that makes Excel read the file as UTF-8 (Assamese, Bengali, Hindi). */
export const CSV_BOM = '\uFEFF';
