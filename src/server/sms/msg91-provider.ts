import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SendOverChannel } from '../outbox/channels';
import { DeliveryError } from '../outbox/delivery-error';
import { type TextTemplates, templateIdOf, templateVariablesOf } from './sms-payload';
import type { DeliveryReport, ReportAnswer, ReportRequest, TextProvider } from './text-provider';
import { SMS_TIMEOUT_MS } from './webhook-provider';

/**
 * The `key` of the delivery-report address (`/api/sms/reports/msg91?key=…`):
 * MSG91 signs nothing it posts, so the address itself carries a secret only
 * we and MSG91 know. Derived from the auth key, so there is no second secret
 * to configure, and it changes when the auth key does.
 */
export function msg91ReportKey(authKey: string): string {
  return createHmac('sha256', authKey).update('msg91-reports').digest('hex');
}

/** MSG91's answer to a send: `{"type":"success","message":"<request id>"}` or `{"type":"error","message":"…"}`. */
type Msg91Answer = { type?: string; message?: string };

/** One number's report, as MSG91's delivery-report webhook (v2 `report` entries, or v3 flat) writes it. */
type Msg91ReportEntry = { requestId?: string; status?: string; desc?: string; failedReason?: string };

/** A v2 report: one request id with the reports of its numbers. */
type Msg91RequestReport = { requestId?: string; report?: Msg91ReportEntry[] };

/** MSG91's documented delivery-report statuses: 1 delivered; 2 failed, 9 NDNC, 16 and 25 rejected, 17 blocked number. */
const DELIVERED_STATUSES = new Set(['1']);
const FAILED_STATUSES = new Set(['2', '9', '16', '17', '25']);

/**
 * SMS_PROVIDER=msg91, India's DLT-template SMS gateway: MSG91's Flow API,
 * `POST {apiUrl}/api/v5/flow/`. MSG91's current v5 docs name the registered
 * template `template_id` (the older "Send SMS via Flow" page called it
 * `flow_id`, for flows built in its panel); we send `template_id`. Every
 * message goes as SMS, including a WhatsApp-channel one: this provider has no
 * WhatsApp, and the same DLT template carries the same text.
 *
 * Answers: `type: success` gives the request id, which the delivery reports
 * name; a 4xx fails the message (an invalid number, a wrong template), except
 * 429 (rate limited) and 401 (a wrong auth key: once it is fixed the waiting
 * messages go, instead of all having failed meanwhile), which are tried again
 * like a 5xx or no answer at all.
 */
export function msg91Provider(settings: {
  authKey: string;
  apiUrl: string;
  senderId: string;
  templates: TextTemplates;
}): TextProvider {
  const url = `${settings.apiUrl.replace(/\/+$/, '')}/api/v5/flow/`;

  const send: SendOverChannel = async (message) => {
    const templateId = templateIdOf(message, settings.templates);
    // DLT drops any SMS that is not a registered template: asking MSG91 could only fail.
    if (!templateId) {
      throw new DeliveryError(`no MSG91 template for ${message.kind} in ${message.locale} (SMS_TEMPLATES)`, true);
    }
    const body = JSON.stringify({
      template_id: templateId,
      sender: settings.senderId,
      // Our links are already short tracking links; MSG91's shortener would hide them behind its own.
      short_url: '0',
      recipients: [{ mobiles: message.recipient.replace(/^\+/, ''), ...templateVariablesOf(message) }],
    });
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { authkey: settings.authKey, 'Content-Type': 'application/json' },
        body,
        signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
      });
    } catch (error) {
      throw new DeliveryError(`MSG91 did not answer (${(error as Error).message})`, false);
    }
    const text = await response.text().catch(() => '');
    const answer = parseAnswer(text);
    if (response.ok && answer?.type === 'success' && answer.message) return { providerMessageId: answer.message };
    const said = (answer?.message ?? text).slice(0, 300);
    if (response.ok && answer?.type === 'error') {
      // MSG91 sometimes refuses with 200 and `type: error` (a bad template, a bad number): as final as a 4xx.
      throw new DeliveryError(`MSG91 refused the message: ${said}`, true);
    }
    const retry = response.ok || response.status === 401 || response.status === 429 || response.status >= 500;
    throw new DeliveryError(`MSG91 answered ${response.status}${said ? `: ${said}` : ''}`, !retry);
  };

  const expectedKey = Buffer.from(msg91ReportKey(settings.authKey));

  /**
   * MSG91's delivery-report webhook: v2 posts a form with `data` = a JSON
   * array of `{ requestId, report: [{ number, status, desc, failedReason }] }`;
   * v3 posts one flat JSON object `{ requestId, number, status, desc }`. Both
   * are read. Only a request with our key in its address is believed.
   */
  const readReports = (request: ReportRequest): ReportAnswer => {
    const key = Buffer.from(new URL(request.url).searchParams.get('key') ?? '');
    if (key.length !== expectedKey.length || !timingSafeEqual(key, expectedKey)) {
      return { status: 401, reports: [] };
    }
    let entries: Msg91ReportEntry[];
    try {
      entries = reportEntries(request.rawBody);
    } catch {
      return { status: 400, body: 'not an MSG91 delivery report', reports: [] };
    }
    const reports: DeliveryReport[] = [];
    for (const entry of entries) {
      const report = deliveryReport(entry);
      if (report) reports.push(report);
    }
    return { status: 200, reports };
  };

  return { send, readReports };
}

function parseAnswer(text: string): Msg91Answer | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Msg91Answer) : null;
  } catch {
    return null;
  }
}

/** Each number's report in the body, with the request id it belongs to. */
function reportEntries(rawBody: string): Msg91ReportEntry[] {
  const trimmed = rawBody.trim();
  const isJson = trimmed.startsWith('{') || trimmed.startsWith('[');
  const parsed: unknown = JSON.parse(isJson ? trimmed : (new URLSearchParams(rawBody).get('data') ?? ''));
  const requests = (Array.isArray(parsed) ? parsed : [parsed]) as Msg91RequestReport[];
  const entries: Msg91ReportEntry[] = [];
  for (const item of requests) {
    if (!item || typeof item !== 'object') continue;
    if (Array.isArray(item.report)) {
      for (const entry of item.report) entries.push({ ...entry, requestId: item.requestId });
    } else {
      entries.push(item as Msg91ReportEntry);
    }
  }
  return entries;
}

/** Delivered, failed with MSG91's reason, or nothing for a status that is not final. */
function deliveryReport(entry: Msg91ReportEntry): DeliveryReport | null {
  const providerMessageId = String(entry.requestId ?? '');
  const status = String(entry.status ?? '');
  if (!providerMessageId) return null;
  if (DELIVERED_STATUSES.has(status)) return { providerMessageId, state: 'delivered' };
  if (FAILED_STATUSES.has(status)) {
    const reason = [entry.desc, entry.failedReason].filter(Boolean).join(': ') || `status ${status}`;
    return { providerMessageId, state: 'failed', error: `MSG91 ${reason}` };
  }
  return null;
}
