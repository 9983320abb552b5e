'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { type FormState, formDataObject, typedValues } from '@/lib/forms/form-state';
import { t } from '@/lib/i18n/messages';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { orderSchema } from '@/lib/schemas/orders';
import { getViewer } from '@/server/auth/viewer';
import { getConfig } from '@/server/config';
import { getDb } from '@/server/db';
import { isAppError } from '@/server/errors/app-error';
import { getLogger } from '@/server/logger';
import { getMailer } from '@/server/mail';
import { placeOrder } from '@/server/orders/place-order';
import { looksAutomated } from '@/server/security/bot-check';
import { clientAddress } from '@/server/security/client-address';
import { readCompanySettings } from '@/server/settings';
import { invalid } from '../../action-results';

export type OrderFormState = FormState & { reference?: string; signInUrl?: string };

const TYPED = ['name', 'phone', 'email', 'address', 'quantity', 'notes'] as const;

export async function placeOrderAction(_state: OrderFormState, formData: FormData): Promise<OrderFormState> {
  const values = typedValues(formData, TYPED);
  // A filled honeypot is a bot: a neutral answer, nothing stored.
  if (looksAutomated(formData)) return { status: 'error', message: t('orders.placeFailed'), values };
  const parsed = orderSchema.safeParse(formDataObject(formData));
  if (!parsed.success) return invalid(parsed.error, values);

  const viewer = await getViewer();
  if (!viewer) {
    const signInUrl = `/signup?redirectTo=${encodeURIComponent(safeRedirectPath(formData.get('returnTo'), '/products'))}`;
    // With JavaScript the dialog keeps the draft and goes there itself; without it, go now.
    if (formData.get('js') !== '1') redirect(signInUrl);
    return { status: 'error', message: t('forms.signInFirst'), values, signInUrl };
  }

  const config = getConfig();
  try {
    const { reference } = await placeOrder({
      db: getDb(),
      sendMail: getMailer(),
      logger: getLogger(),
      site: {
        siteName: (await readCompanySettings()).name,
        baseUrl: config.baseUrl,
        adminNotifyEmail: config.adminNotifyEmail,
      },
      actor: viewer,
      clientAddress: clientAddress(await headers()),
      input: parsed.data,
    });
    return { status: 'success', message: t('orders.submitted'), reference };
  } catch (error) {
    if (isAppError(error, 'RATE_LIMITED')) return failed(t('orders.tooMany'), values);
    if (isAppError(error, 'NOT_FOUND')) return failed(t('orders.productGone'), values);
    getLogger().error({ err: error }, 'placing an order failed');
    return { status: 'error', message: t('orders.placeFailed'), values };
  }
}

const failed = (reason: string, values: Record<string, string>): OrderFormState => ({
  status: 'error',
  message: t('orders.failed', { message: reason }),
  values,
});
