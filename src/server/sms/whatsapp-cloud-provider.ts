import { createHmac, timingSafeEqual } from 'node:crypto';
import type { OutboxMessage, SendOverChannel } from '../outbox/channels';
import { DeliveryError } from '../outbox/delivery-error';
import { type TextTemplates, templateIdOf, templateVariablesOf } from './sms-payload';
import type { DeliveryReport, ReportAnswer, ReportRequest, TextProvider } from './text-provider';
import { SMS_TIMEOUT_MS } from './webhook-provider';

/** The Graph API's error answer: `{ "error": { "message", "type", "code", "error_subcode", "error_data", "fbtrace_id" } }`. */
type GraphError = { message?: string; code?: number; error_data?: { details?: string } };

/** Meta's answer to a send: the message's `wamid.…` id, or an error. */
type SendAnswer = { messages?: { id?: string }[]; error?: GraphError };

/** One status of the messages webhook (`entry[].changes[].value.statuses[]`). */
type WebhookStatus = { id?: string; status?: string; errors?: { code?: number; title?: string }[] };

type WebhookBody = { entry?: { changes?: { value?: { statuses?: WebhookStatus[] } }[] }[] };

/**
 * Error codes that pass (Meta's "Throttling errors"): 4 the app's call rate,
 * 80007 the business account's rate, 130429 the number's throughput, 131056
 * too many messages to the same customer. And 190, an expired or invalid
 * token: once it is replaced the waiting messages go, instead of all having
 * failed meanwhile. Every other code with a 4xx refuses the message itself
 * (131026 undeliverable, 131030 a number not allowed, 132000/132001 the
 * template's parameters or the template itself, 100 an invalid parameter…).
 */
const RETRYABLE_CODES = new Set([4, 80007, 130429, 131056, 190]);

/**
 * Meta's template language for each of our locales. Meta has no Assamese
 * (its "Supported Languages" list has no `as`), so an Assamese template is
 * approved under some other code, which SMS_TEMPLATES must then name.
 */
const LANGUAGE_CODES: Partial<Record<string, string>> = { en: 'en', hi: 'hi' };

/**
 * SMS_PROVIDER=whatsapp-cloud, Meta's WhatsApp Cloud API: `POST
 * {apiUrl}/{phoneNumberId}/messages` with the Bearer token, a template
 * message (a business may start a conversation only with an approved
 * template). SMS_TEMPLATES names the template per kind and language, as
 * `<name>` or `<name>:<language code>` when it was approved under another
 * code than our locale's (`en_US`, or any code at all for Assamese). Its body
 * parameters are the message's template variables, in their order.
 *
 * Every message goes by WhatsApp, an SMS-channel one too: the company chose
 * WhatsApp as its only channel, and this provider has no SMS.
 *
 * Answers: 200 gives the `wamid.…` id, which the status webhooks name. Rate
 * limits (429, and the codes above), a bad token (401, code 190), 5xx and no
 * answer are tried again; any other 4xx fails the message with Meta's code
 * and message.
 */
export function whatsappCloudProvider(settings: {
  token: string;
  phoneNumberId: string;
  appSecret: string;
  verifyToken: string;
  apiUrl: string;
  templates: TextTemplates;
}): TextProvider {
  const url = `${settings.apiUrl.replace(/\/+$/, '')}/${encodeURIComponent(settings.phoneNumberId)}/messages`;

  const send: SendOverChannel = async (message) => {
    const body = JSON.stringify(templateMessage(message, settings.templates));
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { Authorization: `Bearer ${settings.token}`, 'Content-Type': 'application/json' },
        body,
        signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
      });
    } catch (error) {
      throw new DeliveryError(`WhatsApp did not answer (${(error as Error).message})`, false);
    }
    const text = await response.text().catch(() => '');
    const answer = parseJson<SendAnswer>(text);
    const providerMessageId = answer?.messages?.[0]?.id;
    if (response.ok && typeof providerMessageId === 'string' && providerMessageId) return { providerMessageId };
    const error = answer?.error ?? {};
    const code = typeof error.code === 'number' ? error.code : null;
    const retry =
      response.ok ||
      response.status === 401 ||
      response.status === 429 ||
      response.status >= 500 ||
      (code !== null && RETRYABLE_CODES.has(code));
    throw new DeliveryError(reasonOf(response.status, code, error, text), !retry);
  };

  /**
   * The messages webhook. GET is Meta's verification handshake: answer the
   * challenge when the verify token is ours. POST carries events signed with
   * `X-Hub-Signature-256`; only the statuses of our messages are read
   * (incoming messages and anything else are left alone).
   */
  const readReports = (request: ReportRequest): ReportAnswer => {
    if (request.method === 'GET') return verifySubscription(new URL(request.url).searchParams, settings.verifyToken);
    const signature = request.headers.get('x-hub-signature-256') ?? '';
    if (!signedByMeta(settings.appSecret, request.rawBody, signature)) return { status: 401, reports: [] };
    const body = parseJson<WebhookBody>(request.rawBody);
    if (!body) return { status: 400, body: 'not a WhatsApp webhook', reports: [] };
    const reports: DeliveryReport[] = [];
    for (const entry of asArray(body.entry)) {
      for (const change of asArray(entry?.changes)) {
        for (const status of asArray(change?.value?.statuses)) {
          const report = deliveryReport(status);
          if (report) reports.push(report);
        }
      }
    }
    return { status: 200, reports };
  };

  return { send, readReports };
}

/** The request body of a template message, or a permanent DeliveryError when there is no template to send. */
function templateMessage(message: OutboxMessage, templates: TextTemplates) {
  const template = templateIdOf(message, templates);
  // WhatsApp refuses a business-started message that is not an approved template: asking Meta could only fail.
  if (!template) {
    throw new DeliveryError(`no WhatsApp template for ${message.kind} in ${message.locale} (SMS_TEMPLATES)`, true);
  }
  const separator = template.indexOf(':');
  const name = separator === -1 ? template : template.slice(0, separator);
  const languageCode = separator === -1 ? LANGUAGE_CODES[message.locale] : template.slice(separator + 1);
  if (!languageCode) {
    throw new DeliveryError(
      `WhatsApp has no template language ${message.locale}: name the code ${name} was approved under (SMS_TEMPLATES "${name}:<code>")`,
      true,
    );
  }
  const parameters = Object.values(templateVariablesOf(message)).map((value) => ({
    type: 'text',
    text: String(value),
  }));
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: message.recipient.replace(/^\+/, ''),
    type: 'template',
    template: {
      name,
      language: { code: languageCode },
      // A template without variables takes no components.
      ...(parameters.length > 0 ? { components: [{ type: 'body', parameters }] } : {}),
    },
    // Our stable id: Meta returns it in the status webhooks, for tracing a message back to its row.
    biz_opaque_callback_data: message.id,
  };
}

/** `<code>: <message>` (with Meta's details, which say which parameter or why), or the HTTP status and body. */
function reasonOf(status: number, code: number | null, error: GraphError, text: string): string {
  const details = error.error_data?.details;
  const reason =
    code !== null
      ? `${code}: ${error.message ?? ''}${details ? ` (${details})` : ''}`
      : `WhatsApp answered ${status}${text ? `: ${text}` : ''}`;
  return reason.slice(0, 300);
}

/** Meta's GET handshake: `hub.mode=subscribe`, our verify token, and the challenge to echo. */
function verifySubscription(query: URLSearchParams, verifyToken: string): ReportAnswer {
  const challenge = query.get('hub.challenge') ?? '';
  const subscribing = query.get('hub.mode') === 'subscribe';
  // An unset verify token must not let an empty one through.
  if (!verifyToken || !subscribing || !challenge || !sameText(query.get('hub.verify_token') ?? '', verifyToken)) {
    return { status: 403, reports: [] };
  }
  return { status: 200, body: challenge, reports: [] };
}

/** `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body with the app secret>`, compared in constant time. */
function signedByMeta(appSecret: string, rawBody: string, signature: string): boolean {
  // With no app secret anyone could sign; believe nothing.
  if (!appSecret || !signature) return false;
  const expected = `sha256=${createHmac('sha256', appSecret).update(rawBody, 'utf8').digest('hex')}`;
  return sameText(signature, expected);
}

function sameText(given: string, expected: string): boolean {
  const givenBytes = Buffer.from(given);
  const expectedBytes = Buffer.from(expected);
  return givenBytes.length === expectedBytes.length && timingSafeEqual(givenBytes, expectedBytes);
}

/**
 * delivered and read are delivered (a read message may come without its
 * delivered status); failed, with Meta's code and title; sent is sent; other
 * statuses (a voice message played…) say nothing new.
 */
function deliveryReport(status: WebhookStatus): DeliveryReport | null {
  const providerMessageId = typeof status?.id === 'string' ? status.id : '';
  if (!providerMessageId) return null;
  if (status.status === 'delivered' || status.status === 'read') return { providerMessageId, state: 'delivered' };
  if (status.status === 'sent') return { providerMessageId, state: 'sent' };
  if (status.status === 'failed') {
    const error = asArray(status.errors)[0];
    const reason = error ? `${error.code ?? 'unknown'}: ${error.title ?? ''}` : 'failed, with no reason given';
    return { providerMessageId, state: 'failed', error: reason };
  }
  return null;
}

function asArray<T>(value: T[] | undefined): T[] {
  return Array.isArray(value) ? value : [];
}

function parseJson<T>(text: string): T | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as T) : null;
  } catch {
    return null;
  }
}
