import { getConfig } from '@/server/config';
import { getDb } from '@/server/db';
import { getLogger } from '@/server/logger';
import { recordDeliveryReports } from '@/server/sms/record-delivery-reports';
import { textProvider } from '@/server/sms/sms-channels';

export const dynamic = 'force-dynamic';

/** A delivery report is a few kilobytes; anything far larger is not one. */
const MAX_REPORT_BYTES = 256 * 1024;

type Context = { params: Promise<{ provider: string }> };

/**
 * Where the SMS/WhatsApp provider reports what became of the messages it
 * accepted (issue 22): the provider's own check of who is calling (its
 * signature, or the key in the address for one that signs nothing) is the
 * only authentication, as no cookie or Origin comes with it. Only the
 * configured provider is answered; a report that does not verify changes
 * nothing and gets 401 or 403.
 */
async function handle(request: Request, { params }: Context): Promise<Response> {
  const { provider } = await params;
  const config = getConfig();
  const logger = getLogger().child({ module: 'sms-reports' });
  const noStore = { 'Cache-Control': 'no-store' };
  if (provider !== config.sms.provider) return new Response('Not found', { status: 404, headers: noStore });
  const reader = textProvider(config.sms, config, logger).readReports;
  if (!reader) return new Response('Not found', { status: 404, headers: noStore });

  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_REPORT_BYTES) return new Response('Too large', { status: 413, headers: noStore });
  const rawBody = request.method === 'POST' ? await request.text() : '';
  if (rawBody.length > MAX_REPORT_BYTES) return new Response('Too large', { status: 413, headers: noStore });

  // The address the provider called, as it signed it: the public origin, not the one the server listens on.
  const asked = new URL(request.url);
  const url = `${config.baseUrl}${asked.pathname}${asked.search}`;
  const answer = await reader({ method: request.method, url, headers: request.headers, rawBody });
  if (answer.reports.length > 0) {
    const changed = await recordDeliveryReports(getDb(), answer.reports);
    logger.info({ provider, reports: answer.reports.length, changed }, 'delivery reports recorded');
  } else if (answer.status >= 400) {
    logger.warn({ provider, status: answer.status }, 'a delivery report was refused (its signature did not verify)');
  }
  return new Response(answer.body ?? '', { status: answer.status, headers: noStore });
}

export const GET = handle;
export const POST = handle;
