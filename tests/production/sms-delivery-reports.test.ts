import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { type ProductionServer, startProductionServer } from './production-server';
import { callFormAction, withDatabase } from './site-client';

const ACCOUNT_SID = 'AC00000000000000000000000000000001';
const AUTH_TOKEN = 'twilio-auth-token-for-tests';

/** Twilio's request signature: base64 HMAC-SHA1 of the URL and the sorted POST fields, with the auth token. */
function twilioSignature(url: string, fields: Record<string, string>): string {
  const data = Object.keys(fields)
    .sort()
    .reduce((text, name) => text + name + fields[name], url);
  return createHmac('sha1', AUTH_TOKEN).update(data).digest('base64');
}

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/**
 * Issue 22: the whole path of a text through the running server with
 * SMS_PROVIDER=twilio: a guest order's "order received" reaches a local Twilio
 * (Messages API, Basic auth, form fields, StatusCallback), which then reports
 * it delivered to /api/sms/reports/twilio, signed as Twilio signs; the report
 * passes the proxy without Origin or cookie and marks the message delivered.
 * A report with a wrong signature changes nothing.
 */
describe('[PRODUCTION] SMS through Twilio, with its delivery report', () => {
  let server: ProductionServer | undefined;
  const sent: { authorization: string; fields: Record<string, string> }[] = [];
  const twilio = createServer(async (request, response) => {
    const fields = Object.fromEntries(new URLSearchParams(await readBody(request)));
    sent.push({ authorization: String(request.headers.authorization), fields });
    response.writeHead(201, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ sid: `SM${String(sent.length).padStart(32, '0')}`, status: 'queued' }));
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
    twilio.close();
  });

  it('sends the order text to Twilio and records its signed delivery report', async () => {
    await new Promise<void>((resolve) => twilio.listen(0, '127.0.0.1', resolve));
    const twilioUrl = `http://127.0.0.1:${(twilio.address() as AddressInfo).port}`;
    server = await startProductionServer({
      env: {
        SMS_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: ACCOUNT_SID,
        TWILIO_AUTH_TOKEN: AUTH_TOKEN,
        TWILIO_API_URL: twilioUrl,
        SMS_SENDER_ID: '+15005550006',
        LOG_LEVEL: 'error',
      },
    });
    const { baseUrl, dataDir } = server;
    const productId = withDatabase(dataDir, (db) => db.prepare('select id from products limit 1').pluck().get());
    const state = await callFormAction({
      baseUrl,
      page: '/testing-kits',
      action: 'placeOrderAction',
      fields: {
        productId: String(productId),
        name: 'Twilio Farmer',
        phone: '9707012399',
        email: '',
        address: 'Pond 7, Nagaon, Assam',
        quantity: '1',
        notes: '',
        idempotencyKey: `twilio-report-${Date.now()}`,
      },
    });
    expect(state.status).toBe('success');
    const deadline = Date.now() + 30_000;
    while (sent.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request?.authorization).toBe(`Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString('base64')}`);
    expect(request?.fields).toMatchObject({
      To: '+919707012399',
      From: '+15005550006',
      StatusCallback: `${baseUrl}/api/sms/reports/twilio`,
    });
    expect(request?.fields.Body).toContain(`Order ${state.reference} received.`);

    const messageState = () =>
      withDatabase(
        dataDir,
        (db) =>
          db
            .prepare(
              "select state, provider_message_id from outbox_messages where channel = 'sms' and kind = 'order-received'",
            )
            .get() as { state: string; provider_message_id: string },
      );
    await expect.poll(() => messageState().state).toBe('sent');
    const sid = messageState().provider_message_id;
    const report = { MessageSid: sid, MessageStatus: 'delivered', AccountSid: ACCOUNT_SID };
    const callback = `${baseUrl}/api/sms/reports/twilio`;
    const post = (signature: string) =>
      fetch(callback, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Twilio-Signature': signature },
        body: new URLSearchParams(report).toString(),
      });

    // A forged report (wrong signature) is refused and changes nothing.
    expect((await post(twilioSignature(callback, { ...report, MessageStatus: 'failed' }))).status).toBe(403);
    expect(messageState().state).toBe('sent');
    // Twilio's own: the message is delivered.
    expect((await post(twilioSignature(callback, report))).status).toBe(200);
    expect(messageState().state).toBe('delivered');
    // Reports for another provider's address are not answered.
    expect((await fetch(`${baseUrl}/api/sms/reports/msg91`, { method: 'POST', body: '{}' })).status).toBe(404);
  });
});
