import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twilioProvider } from '@/server/sms/twilio-provider';
import { failureOf, outboxMessage } from '../setup/outbox-message';

const ACCOUNT_SID = 'AC0123456789abcdef0123456789abcdef';
const AUTH_TOKEN = '9f8e7d6c5b4a39281706f5e4d3c2b1a0';
const REPORT_URL = 'https://aqua.example.in/api/sms/reports/twilio';

type Received = { method: string; path: string; headers: IncomingHttpHeaders; form: Record<string, string> };
type Answer = { status: number; body: unknown };

/** Twilio's documented error body. */
const twilioError = (status: number, code: number, message: string): Answer => ({
  status,
  body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
});

/**
 * Twilio's Messages API as its docs describe it: `POST
 * /2010-04-01/Accounts/{AccountSid}/Messages.json`, HTTP Basic with the account
 * SID and auth token, a form-encoded body with To, Body and From or
 * MessagingServiceSid. It refuses what Twilio would refuse, keeps every
 * request, and answers per number what the test asks (201 with a new SID by default).
 */
async function startTwilio(answers: Map<string, Answer>) {
  const received: Received[] = [];
  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
    received.push({ method: String(request.method), path: String(request.url), headers: request.headers, form });
    const answer = answerFor(request.method, request.url, request.headers, form, answers);
    response.writeHead(answer.status, { 'Content-Type': 'application/json' });
    response.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function answerFor(
  method: string | undefined,
  path: string | undefined,
  headers: IncomingHttpHeaders,
  form: Record<string, string>,
  answers: Map<string, Answer>,
): Answer {
  if (method !== 'POST' || path !== `/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`) {
    return twilioError(404, 20404, 'The requested resource was not found');
  }
  const basic = `Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString('base64')}`;
  if (headers.authorization !== basic) return twilioError(401, 20003, 'Authenticate');
  if (headers['content-type'] !== 'application/x-www-form-urlencoded') {
    return twilioError(400, 20001, 'Unsupported content type');
  }
  if (!form.From && !form.MessagingServiceSid) {
    return twilioError(400, 21603, "A 'From' or 'MessagingServiceSid' parameter is required to send a message");
  }
  if (!/^(whatsapp:)?\+91\d{10}$/.test(form.To ?? '')) {
    return twilioError(400, 21211, `The 'To' number ${form.To} is not a valid phone number.`);
  }
  if (!form.Body) return twilioError(400, 21602, 'Message body is required.');
  const answer = answers.get((form.To ?? '').replace(/^whatsapp:/, ''));
  if (answer) return answer;
  return {
    status: 201,
    body: {
      sid: `SM${randomBytes(16).toString('hex')}`,
      account_sid: ACCOUNT_SID,
      to: form.To,
      from: form.From ?? null,
      messaging_service_sid: form.MessagingServiceSid ?? null,
      body: form.Body,
      status: 'queued',
      direction: 'outbound-api',
      api_version: '2010-04-01',
      error_code: null,
      error_message: null,
    },
  };
}

const base = outboxMessage({
  id: '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
});

/**
 * X-Twilio-Signature computed here the way Twilio's "Secure webhooks" page
 * says Twilio computes it, independently of the provider: the URL, then each
 * POST parameter's name and value, sorted by name; HMAC-SHA1 with the auth token; base64.
 */
function signAsTwilio(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((signed, name) => signed + name + params[name], url);
  return createHmac('sha1', authToken).update(data).digest('base64');
}

describe('Twilio provider (Programmable Messaging)', () => {
  const answers = new Map<string, Answer>();
  let gateway: Awaited<ReturnType<typeof startTwilio>>;
  let provider: ReturnType<typeof twilioProvider>;
  const settings = (senderId = '+15005550006') => ({
    accountSid: ACCOUNT_SID,
    authToken: AUTH_TOKEN,
    apiUrl: gateway.url,
    senderId,
    reportUrl: REPORT_URL,
  });
  beforeAll(async () => {
    gateway = await startTwilio(answers);
    provider = twilioProvider(settings());
  });
  afterAll(async () => {
    await gateway.close();
  });

  it('posts To, Body, From and StatusCallback with Basic auth, and returns the message SID', async () => {
    const result = await provider.send(base);
    const request = gateway.received.at(-1);
    expect(request).toMatchObject({
      method: 'POST',
      path: `/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`,
      headers: {
        authorization: `Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
    });
    expect(request?.form).toEqual({
      To: '+919864000001',
      Body: 'Order AQ-12345 received. Status: https://example.in/t/abc',
      From: '+15005550006',
      StatusCallback: REPORT_URL,
    });
    expect(result.providerMessageId).toMatch(/^SM[0-9a-f]{32}$/);
  });

  it('sends a WhatsApp-channel message with whatsapp: on To and From, and Unicode text intact', async () => {
    const body = 'ऑर्डर AQ-12345 मिला। स्थिति: https://example.in/t/abc & more';
    await provider.send({ ...base, channel: 'whatsapp', locale: 'hi', body_text: body });
    expect(gateway.received.at(-1)?.form).toEqual({
      To: 'whatsapp:+919864000001',
      Body: body,
      From: 'whatsapp:+15005550006',
      StatusCallback: REPORT_URL,
    });
  });

  it('sends MessagingServiceSid instead of From when the sender is a Messaging Service (MG…)', async () => {
    const service = twilioProvider(settings('MG0123456789abcdef0123456789abcdef'));
    await service.send({ ...base, channel: 'whatsapp' });
    expect(gateway.received.at(-1)?.form).toEqual({
      To: 'whatsapp:+919864000001',
      Body: base.body_text,
      MessagingServiceSid: 'MG0123456789abcdef0123456789abcdef',
      StatusCallback: REPORT_URL,
    });
  });

  it('fails for good on an invalid number (400, code 21211), with Twilio’s code and message', async () => {
    const error = await failureOf(provider.send({ ...base, recipient: '+91986400' }));
    expect(error.permanent).toBe(true);
    expect(error.message).toBe("Twilio error 21211: The 'To' number +91986400 is not a valid phone number.");
  });

  it('fails for good on an unsubscribed recipient (21610) and a number that is not a mobile (21614)', async () => {
    answers.set('+919864000005', twilioError(400, 21610, 'Attempt to send to unsubscribed recipient'));
    answers.set('+919864000006', twilioError(400, 21614, "'To' number is not a valid mobile number"));
    const unsubscribed = await failureOf(provider.send({ ...base, recipient: '+919864000005' }));
    const landline = await failureOf(provider.send({ ...base, recipient: '+919864000006' }));
    expect([unsubscribed.permanent, landline.permanent]).toEqual([true, true]);
    expect(unsubscribed.message).toBe('Twilio error 21610: Attempt to send to unsubscribed recipient');
  });

  it('tries again when rate limited (429, code 20429)', async () => {
    answers.set('+919864000003', twilioError(429, 20429, 'Too Many Requests'));
    const error = await failureOf(provider.send({ ...base, recipient: '+919864000003' }));
    expect(error.permanent).toBe(false);
    expect(error.message).toBe('Twilio error 20429: Too Many Requests');
  });

  it('tries again on a server error (5xx)', async () => {
    answers.set('+919864000004', twilioError(500, 20500, 'An internal server error has occurred'));
    answers.set('+919864000007', { status: 502, body: '<html>Bad Gateway</html>' });
    const internal = await failureOf(provider.send({ ...base, recipient: '+919864000004' }));
    const badGateway = await failureOf(provider.send({ ...base, recipient: '+919864000007' }));
    expect([internal.permanent, badGateway.permanent]).toEqual([false, false]);
    expect(badGateway.message).toBe('Twilio answered 502: <html>Bad Gateway</html>');
  });

  it('tries again on a wrong auth token (401, code 20003): fixing it lets the waiting messages go', async () => {
    const wrongToken = twilioProvider({ ...settings(), authToken: 'not-the-token' });
    const error = await failureOf(wrongToken.send(base));
    expect(error.permanent).toBe(false);
    expect(error.message).toBe('Twilio error 20003: Authenticate');
  });

  it('tries again when Twilio cannot be reached (connection refused)', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const down = twilioProvider({ ...settings(), apiUrl: `http://127.0.0.1:${port}` });
    const error = await failureOf(down.send(base));
    expect(error.permanent).toBe(false);
    expect(error.message).toMatch(/^Twilio did not answer/);
  });

  describe('status callbacks', () => {
    const callback = (params: Record<string, string>, signature: string | null) => ({
      method: 'POST',
      url: REPORT_URL,
      headers: new Headers({
        'content-type': 'application/x-www-form-urlencoded',
        ...(signature === null ? {} : { 'x-twilio-signature': signature }),
      }),
      rawBody: new URLSearchParams(params).toString(),
    });
    const statusOf = (sid: string, status: string, errorCode?: string) => ({
      AccountSid: ACCOUNT_SID,
      ApiVersion: '2010-04-01',
      From: '+15005550006',
      MessageSid: sid,
      MessageStatus: status,
      SmsSid: sid,
      SmsStatus: status,
      To: '+919864000001',
      ...(errorCode ? { ErrorCode: errorCode } : {}),
    });

    it('checks signatures exactly as Twilio’s documented example signs them', async () => {
      // The example of Twilio's security page: auth token 12345, this URL and these parameters.
      const documented = twilioProvider({ ...settings(), authToken: '12345' });
      const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
      const params = {
        CallSid: 'CA1234567890ABCDE',
        Caller: '+12349013030',
        Digits: '1234',
        From: '+12349013030',
        To: '+18005551212',
      };
      const request = { ...callback(params, '0/KCTR6DLpKmkAf8muzZqo1nDgQ='), url };
      expect(await documented.readReports?.(request)).toEqual({ status: 200, reports: [] });
      expect(signAsTwilio('12345', url, params)).toBe('0/KCTR6DLpKmkAf8muzZqo1nDgQ=');
    });

    it('reads signed callbacks: delivered, undelivered/failed with the error code, others as sent', async () => {
      const delivered = (await provider.send(base)).providerMessageId ?? '';
      const undelivered = (await provider.send({ ...base, recipient: '+919864000012' })).providerMessageId ?? '';
      const failed = (await provider.send({ ...base, recipient: '+919864000013' })).providerMessageId ?? '';
      const cases = [
        { params: statusOf(delivered, 'delivered'), report: { providerMessageId: delivered, state: 'delivered' } },
        {
          params: statusOf(undelivered, 'undelivered', '30003'),
          report: { providerMessageId: undelivered, state: 'failed', error: 'Twilio error 30003' },
        },
        {
          params: statusOf(failed, 'failed', '30008'),
          report: { providerMessageId: failed, state: 'failed', error: 'Twilio error 30008' },
        },
        { params: statusOf(delivered, 'sent'), report: { providerMessageId: delivered, state: 'sent' } },
        { params: statusOf(delivered, 'queued'), report: { providerMessageId: delivered, state: 'sent' } },
      ];
      for (const { params, report } of cases) {
        const answer = await provider.readReports?.(callback(params, signAsTwilio(AUTH_TOKEN, REPORT_URL, params)));
        expect(answer).toEqual({ status: 200, reports: [report] });
      }
    });

    it('answers 403 and reports nothing for a missing, wrong or stale signature', async () => {
      const params = statusOf('SM0123456789abcdef0123456789abcdef', 'delivered');
      const signed = signAsTwilio(AUTH_TOKEN, REPORT_URL, params);
      const requests = [
        callback(params, null),
        callback(params, ''),
        callback(params, signAsTwilio('another-token', REPORT_URL, params)),
        // Signed for another address, or for other parameters than those that came.
        callback(params, signAsTwilio(AUTH_TOKEN, `${REPORT_URL}?x=1`, params)),
        callback({ ...params, MessageStatus: 'failed', ErrorCode: '30003' }, signed),
      ];
      for (const request of requests) {
        expect(await provider.readReports?.(request)).toEqual({ status: 403, reports: [] });
      }
    });
  });
});
