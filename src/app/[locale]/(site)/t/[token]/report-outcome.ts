import type { TranslatedMessageKey } from '@/lib/i18n/messages';

/** What the tracking page says after "I have paid", by the `report` parameter its form returns with. */
export const REPORT_OUTCOMES = {
  sent: 'tracking.reportSent',
  invalid: 'tracking.utrInvalid',
  'too-many': 'tracking.reportTooMany',
  'not-open': 'tracking.reportNotOpen',
  failed: 'tracking.reportFailed',
  'online-failed': 'tracking.onlineFailed',
} as const satisfies Record<string, TranslatedMessageKey>;
export type ReportOutcome = keyof typeof REPORT_OUTCOMES;

export function reportOutcomeOf(value: unknown): ReportOutcome | null {
  return typeof value === 'string' && Object.hasOwn(REPORT_OUTCOMES, value) ? (value as ReportOutcome) : null;
}
