'use server';

import { redirect } from 'next/navigation';
import { localePath } from '@/lib/i18n/locales';
import { reportPaymentSchema } from '@/lib/schemas/payments';
import { getDb } from '@/server/db';
import { isAppError } from '@/server/errors/app-error';
import { actionLocale } from '@/server/i18n/action-locale';
import { getLogger } from '@/server/logger';
import { TRACKING_TOKEN } from '@/server/orders/find-tracked-order';
import { reportPayment } from '@/server/payments/report-payment';
import type { ReportOutcome } from './report-outcome';

/**
 * "I have paid" on the tracking page (issue 35): a plain form, no script. The
 * answer goes back to the same page, which says it (`?report=…`) beside the
 * references the office is checking.
 */
export async function reportPaymentAction(formData: FormData): Promise<never> {
  const locale = actionLocale(formData);
  const token = String(formData.get('token') ?? '');
  if (!TRACKING_TOKEN.test(token)) redirect(localePath(locale, '/'));
  const outcome = await outcomeOf(token, formData.get('utr'));
  redirect(`${localePath(locale, `/t/${token}`)}?report=${outcome}#payment`);
}

async function outcomeOf(token: string, utr: FormDataEntryValue | null): Promise<ReportOutcome> {
  const parsed = reportPaymentSchema.safeParse({ utr: typeof utr === 'string' ? utr : '' });
  if (!parsed.success) return 'invalid';
  try {
    await reportPayment({ db: getDb(), token, utr: parsed.data.utr });
    return 'sent';
  } catch (error) {
    if (isAppError(error, 'TOO_MANY_REPORTS')) return 'too-many';
    if (isAppError(error, 'PAYMENT_NOT_EXPECTED') || isAppError(error, 'NOT_FOUND')) return 'not-open';
    getLogger().error({ err: error }, 'a reported payment could not be stored');
    return 'failed';
  }
}
