import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SendOverChannel } from '../outbox/channels';
import { DeliveryError } from '../outbox/delivery-error';
import type { TextTemplates } from './sms-payload';
import { smsPayload } from './sms-payload';
import type { DeliveryReport, ReportAnswer, ReportRequest, TextProvider } from './text-provider';

/** A gateway that does not answer within this long is tried again later. */
export const SMS_TIMEOUT_MS = 10_000;

/** `sha256=<hex HMAC-SHA256 of the raw body>` with the shared secret. */
export function webhookSignature(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/**
 * The generic provider any gateway can sit behind (SMS_PROVIDER=webhook):
 * `POST SMS_WEBHOOK_URL` with the JSON payload and `X-Signature`. Any 2xx is
 * success; 429 and 5xx (and no answer) are tried again; any other 4xx fails
 * the message (the gateway refused it: a bad number, an unknown template).
 * The gateway reports delivery by POSTing to /api/sms/reports/webhook, signed
 * the same way: `{"id", "state": "delivered"|"failed", "error"?}` (or an array
 * of them), `id` being the message's id it was sent.
 */
export function webhookProvider(settings: { url: string; secret: string; templates: TextTemplates }): TextProvider {
  const send: SendOverChannel = async (message) => {
    const body = JSON.stringify(smsPayload(message, settings.templates));
    let response: Response;
    try {
      response = await fetch(settings.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Signature': webhookSignature(body, settings.secret) },
        body,
        signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
      });
    } catch (error) {
      throw new DeliveryError(`the SMS gateway did not answer (${(error as Error).message})`, false);
    }
    const answer = (await response.text().catch(() => '')).slice(0, 300);
    // The gateway knows the message by our id: its reports name it.
    if (response.ok) return { providerMessageId: message.id };
    const retry = response.status === 429 || response.status >= 500;
    throw new DeliveryError(`the SMS gateway answered ${response.status}${answer ? `: ${answer}` : ''}`, !retry);
  };
  const readReports = (request: ReportRequest): ReportAnswer => {
    if (request.method !== 'POST') return { status: 405, reports: [] };
    const given = Buffer.from(request.headers.get('x-signature') ?? '');
    const expected = Buffer.from(webhookSignature(request.rawBody, settings.secret));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { status: 401, reports: [] };
    let parsed: unknown;
    try {
      parsed = JSON.parse(request.rawBody);
    } catch {
      return { status: 400, reports: [] };
    }
    const reports = (Array.isArray(parsed) ? parsed : [parsed]).flatMap(reportOf);
    return { status: reports.length > 0 ? 200 : 400, reports };
  };
  return { send, readReports };
}

function reportOf(item: unknown): DeliveryReport[] {
  if (typeof item !== 'object' || item === null) return [];
  const { id, state, error } = item as { id?: unknown; state?: unknown; error?: unknown };
  if (typeof id !== 'string' || (state !== 'delivered' && state !== 'failed' && state !== 'sent')) return [];
  return [{ providerMessageId: id, state, ...(typeof error === 'string' ? { error: error.slice(0, 300) } : {}) }];
}
