import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SendOverChannel } from '../outbox/channels';
import { DeliveryError } from '../outbox/delivery-error';
import type { ReportAnswer, ReportRequest, TextProvider } from './text-provider';
import { SMS_TIMEOUT_MS } from './webhook-provider';

/** Twilio's error answer: `{ "code": 21211, "message": "…", "more_info": "…", "status": 400 }`. */
type TwilioError = { code?: number; message?: string };

/**
 * Twilio error codes that come with a 4xx and yet pass: 20429 (too many
 * requests) and 21611 (the sender's queue is full, documented as 10 hours of
 * messages). Every other 4xx refuses the message itself (21211 invalid To,
 * 21610 the recipient unsubscribed, 21614 not a mobile number…).
 */
const RETRYABLE_CODES = new Set([20429, 21611]);

/**
 * `X-Twilio-Signature` as Twilio documents it ("Secure webhooks"): the full
 * URL Twilio called, then each POST parameter's name and value with no
 * separator, sorted by name (Unix-style, case-sensitive), HMAC-SHA1 with the
 * auth token, base64.
 */
function twilioSignature(authToken: string, url: string, params: URLSearchParams): string {
  const sorted = [...params.entries()].sort(([nameA, valueA], [nameB, valueB]) =>
    nameA === nameB ? compare(valueA, valueB) : compare(nameA, nameB),
  );
  let data = url;
  for (const [name, value] of sorted) data += name + value;
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

/**
 * SMS_PROVIDER=twilio, Programmable Messaging: `POST
 * {apiUrl}/2010-04-01/Accounts/{accountSid}/Messages.json`, form-encoded,
 * HTTP Basic with the account SID and auth token. A WhatsApp-channel message
 * goes on Twilio's WhatsApp (`whatsapp:+91…`); SMS_SENDER_ID is a number or
 * sender id (`From`), or a Messaging Service (`MG…`, which picks the sender).
 *
 * Answers: 201 gives the message SID, which the status callbacks name. A 4xx
 * fails the message, except 429 / code 20429 (rate limited), code 21611 (queue
 * full) and 401 (a wrong token: once it is fixed the waiting messages go,
 * instead of all having failed meanwhile); 5xx and no answer are tried again.
 */
export function twilioProvider(settings: {
  accountSid: string;
  authToken: string;
  apiUrl: string;
  senderId: string;
  reportUrl: string;
}): TextProvider {
  const url = `${settings.apiUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;

  const send: SendOverChannel = async (message) => {
    const channel = message.channel === 'whatsapp' ? 'whatsapp:' : '';
    const form = new URLSearchParams({ To: `${channel}${message.recipient}`, Body: message.body_text });
    if (settings.senderId.startsWith('MG')) form.set('MessagingServiceSid', settings.senderId);
    else form.set('From', `${channel}${settings.senderId}`);
    if (settings.reportUrl) form.set('StatusCallback', settings.reportUrl);
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { Authorization: authorization, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
        signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
      });
    } catch (error) {
      throw new DeliveryError(`Twilio did not answer (${(error as Error).message})`, false);
    }
    const text = await response.text().catch(() => '');
    const answer = parseJson(text);
    const sid = answer && typeof answer.sid === 'string' ? answer.sid : '';
    if (response.ok && sid) return { providerMessageId: sid };
    const error = (answer ?? {}) as TwilioError;
    const code = typeof error.code === 'number' ? error.code : null;
    const said = (error.message ?? text).slice(0, 300);
    const retry =
      response.ok ||
      response.status === 401 ||
      response.status === 429 ||
      response.status >= 500 ||
      (code !== null && RETRYABLE_CODES.has(code));
    const what = code !== null ? `Twilio error ${code}` : `Twilio answered ${response.status}`;
    throw new DeliveryError(`${what}${said ? `: ${said}` : ''}`, !retry);
  };

  /**
   * Twilio's StatusCallback: a form POST with MessageSid, MessageStatus
   * (queued, sent, delivered, undelivered, failed…) and ErrorCode, signed with
   * X-Twilio-Signature over the address we gave it.
   */
  const readReports = (request: ReportRequest): ReportAnswer => {
    const params = new URLSearchParams(request.method === 'POST' ? request.rawBody : '');
    const signature = request.headers.get('x-twilio-signature') ?? '';
    if (!signature || !signedByTwilio(settings.authToken, request.url, params, signature)) {
      return { status: 403, reports: [] };
    }
    const providerMessageId = params.get('MessageSid') ?? '';
    const status = params.get('MessageStatus') ?? '';
    if (!providerMessageId || !status) return { status: 200, reports: [] };
    if (status === 'delivered') return { status: 200, reports: [{ providerMessageId, state: 'delivered' }] };
    if (status === 'undelivered' || status === 'failed') {
      const error = `Twilio error ${params.get('ErrorCode') || 'unknown'}`;
      return { status: 200, reports: [{ providerMessageId, state: 'failed', error }] };
    }
    return { status: 200, reports: [{ providerMessageId, state: 'sent' }] };
  };

  return { send, readReports };
}

/**
 * Checks the signature over the address as given, and with the scheme's
 * standard port written or left out: Twilio's own helper library checks both,
 * as Twilio does not always sign the address the same way.
 */
function signedByTwilio(authToken: string, url: string, params: URLSearchParams, signature: string): boolean {
  const given = Buffer.from(signature);
  const addresses = new Set([url, ...portVariants(url)]);
  for (const address of addresses) {
    const expected = Buffer.from(twilioSignature(authToken, address, params));
    if (expected.length === given.length && timingSafeEqual(expected, given)) return true;
  }
  return false;
}

/** For an address on the scheme's standard port: written without the port, and with it. */
function portVariants(url: string): string[] {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return [];
  }
  // URL leaves out a standard port; any other port is part of the address Twilio signed.
  if (parsed.port) return [];
  const rest = `${parsed.pathname}${parsed.search}`;
  const standardPort = parsed.protocol === 'https:' ? '443' : '80';
  return [
    `${parsed.protocol}//${parsed.hostname}${rest}`,
    `${parsed.protocol}//${parsed.hostname}:${standardPort}${rest}`,
  ];
}

function parseJson(text: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Character-code order (Unix-style, case-sensitive: 'B' before 'a'), not the locale's. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
