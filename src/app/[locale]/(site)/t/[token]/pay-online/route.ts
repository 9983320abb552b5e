import { DEFAULT_LOCALE, isLocale, localePath } from '@/lib/i18n/locales';
import { getConfig } from '@/server/config';
import { getDb } from '@/server/db';
import { isAppError } from '@/server/errors/app-error';
import { getLogger } from '@/server/logger';
import { paymentGateway } from '@/server/payments/payment-gateway';
import { startOnlinePayment } from '@/server/payments/start-online-payment';

export const dynamic = 'force-dynamic';

/**
 * "Pay online" on the tracking page (PAYMENT_PROVIDER): to the gateway's page
 * for what is left to pay on the bill, the link made once per amount; or back
 * to the tracking page, which says online payment is not available now.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; token: string }> }) {
  const { locale: asked, token } = await params;
  const locale = isLocale(asked) ? asked : DEFAULT_LOCALE;
  const config = getConfig();
  const gateway = paymentGateway();
  let url: string | null = null;
  if (gateway) {
    try {
      url = (await startOnlinePayment({ db: getDb(), gateway, baseUrl: config.baseUrl, token })).url;
    } catch (error) {
      if (!isAppError(error, 'PAYMENT_NOT_EXPECTED') && !isAppError(error, 'NOT_FOUND')) {
        getLogger().error({ err: error }, 'no payment link could be made');
      }
    }
  }
  const back = `${config.baseUrl}${localePath(locale, `/t/${encodeURIComponent(token)}`)}?report=online-failed#payment`;
  return new Response(null, { status: 303, headers: { Location: url ?? back, 'Cache-Control': 'private, no-store' } });
}
