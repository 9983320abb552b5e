/** India's time: UTC+05:30 all year. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/**
 * The financial year an instant falls in: 1 April to 31 March, India time.
 * `label` is how bill numbers name it ("25-26"); `start` the calendar year it
 * starts in.
 */
export function financialYearOf(instant: Date): { start: number; label: string } {
  const india = new Date(instant.getTime() + IST_OFFSET_MS);
  const start = india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
  const twoDigits = (year: number) => String(year % 100).padStart(2, '0');
  return { start, label: `${twoDigits(start)}-${twoDigits(start + 1)}` };
}

/** GST allows a document number of at most 16 characters: letters, digits, "-" and "/". */
export const BILL_NUMBER_MAX_LENGTH = 16;

/** "AQ/25-26/00042": the series' prefix, the financial year, the document's place in it. */
export function billNumber(prefix: string, financialYear: string, sequence: number): string {
  const number = `${prefix}/${financialYear}/${String(sequence).padStart(5, '0')}`;
  if (number.length > BILL_NUMBER_MAX_LENGTH || !/^[A-Za-z0-9/-]+$/.test(number)) {
    throw new RangeError(`a bill number GST does not allow: ${number}`);
  }
  return number;
}
