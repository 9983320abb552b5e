import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverDueMessages } from '@/server/outbox/deliver-due-messages';
import { enqueueMessages } from '@/server/outbox/enqueue-messages';
import { recordDeliveryReports } from '@/server/sms/record-delivery-reports';
import { smsChannels, textProvider } from '@/server/sms/sms-channels';
import { webhookSignature } from '@/server/sms/webhook-provider';
import { testEngines } from '../setup/engines';
import { startSmsGateway } from '../setup/sms-gateway';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';

const logger = pino({ level: 'silent' });
const SECRET = 'webhook-secret-of-the-gateway';

describe.each(testEngines())('SMS and WhatsApp providers on %s', (engine) => {
  let database: TestDatabase;
  let gateway: Awaited<ReturnType<typeof startSmsGateway>>;
  const answers = new Map<string, number>();
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    gateway = await startSmsGateway({ secret: SECRET, answerFor: (to) => answers.get(to) ?? 200 });
  });
  afterAll(async () => {
    await gateway.close();
    await database.drop();
  });

  const text = (to: string, channel: 'sms' | 'whatsapp' = 'sms') => ({
    channel,
    kind: 'order-received',
    to,
    locale: 'hi' as const,
    text: `ऑर्डर AQ-12345 मिला। स्थिति: https://example.in/t/abc`,
    variables: { reference: 'AQ-12345', link: 'https://example.in/t/abc' },
  });
  const templates = { 'order-received': { hi: '1107160000000012345' } };
  const settings = (provider: 'webhook' | 'file', secret = SECRET) => ({
    provider,
    templates,
    senderId: '',
    webhook: { url: gateway.url, secret },
    msg91: { authKey: '', apiUrl: '' },
    twilio: { accountSid: '', authToken: '', apiUrl: '' },
    whatsapp: { token: '', phoneNumberId: '', appSecret: '', verifyToken: '', apiUrl: '' },
  });
  const stateOf = async (id: string) =>
    database.db.selectFrom('outbox_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('posts the signed JSON of the webhook contract, with the message id, and marks it sent on a 2xx', async () => {
    const channels = smsChannels({ sms: settings('webhook'), dataDir: '', baseUrl: '' }, logger);
    const [sms = '', whatsapp = ''] = await enqueueMessages(database.db, [
      text('+919864000001'),
      text('+919864000002', 'whatsapp'),
    ]);
    await deliverDueMessages({ ...database, channels, logger });
    const [first, second] = gateway.received
      .slice(-2)
      .sort((a, b) => String(a.body.to).localeCompare(String(b.body.to)));
    expect(first).toEqual({
      signatureValid: true,
      contentType: 'application/json',
      receivedAt: expect.any(Number),
      body: {
        id: sms,
        channel: 'sms',
        to: '+919864000001',
        text: 'ऑर्डर AQ-12345 मिला। स्थिति: https://example.in/t/abc',
        kind: 'order-received',
        locale: 'hi',
        templateId: '1107160000000012345',
      },
    });
    expect(second?.body).toMatchObject({ id: whatsapp, channel: 'whatsapp', to: '+919864000002' });
    expect((await stateOf(sms)).state).toBe('sent');
    expect((await stateOf(whatsapp)).state).toBe('sent');
  });

  it('reads the gateway’s signed delivery reports by message id, and refuses an unsigned one', async () => {
    const sms = settings('webhook');
    const { readReports } = textProvider(sms, { dataDir: '', baseUrl: '' }, logger);
    const channels = smsChannels({ sms, dataDir: '', baseUrl: '' }, logger);
    const [delivered = '', lost = ''] = await enqueueMessages(database.db, [
      text('+919864000011'),
      text('+919864000012'),
    ]);
    await deliverDueMessages({ ...database, channels, logger });
    expect((await stateOf(delivered)).provider_message_id).toBe(delivered);
    const report = (body: string, signature = webhookSignature(body, SECRET)) =>
      readReports?.({
        method: 'POST',
        url: 'https://example.in/api/sms/reports/webhook',
        headers: new Headers({ 'content-type': 'application/json', 'x-signature': signature }),
        rawBody: body,
      });
    const body = JSON.stringify([
      { id: delivered, state: 'delivered' },
      { id: lost, state: 'failed', error: 'handset unreachable' },
    ]);
    const forged = await report(body, webhookSignature(body, 'someone-elses-secret'));
    expect(forged).toEqual({ status: 401, reports: [] });
    const answer = await report(body);
    expect(answer?.status).toBe(200);
    expect(await recordDeliveryReports(database.db, answer?.reports ?? [])).toBe(2);
    expect(await stateOf(delivered)).toMatchObject({ state: 'delivered' });
    expect(await stateOf(lost)).toMatchObject({ state: 'failed', last_error: 'handset unreachable' });
    expect(await report('not json')).toEqual({ status: 400, reports: [] });
  });

  it('tries again on 429 and 5xx, fails for good on another 4xx, and says what the gateway answered', async () => {
    answers.set('+919864000003', 429);
    answers.set('+919864000004', 503);
    answers.set('+919864000005', 400);
    const channels = smsChannels({ sms: settings('webhook'), dataDir: '', baseUrl: '' }, logger);
    const [limited = '', down = '', refused = ''] = await enqueueMessages(database.db, [
      text('+919864000003'),
      text('+919864000004'),
      text('+919864000005'),
    ]);
    await deliverDueMessages({ ...database, channels, logger });
    expect(await stateOf(limited)).toMatchObject({ state: 'queued', attempts: 1 });
    expect((await stateOf(limited)).last_error).toContain('429');
    expect(await stateOf(down)).toMatchObject({ state: 'queued', attempts: 1 });
    expect(await stateOf(refused)).toMatchObject({ state: 'failed', attempts: 1 });
    expect((await stateOf(refused)).last_error).toBe('the SMS gateway answered 400: {"error":"status 400"}');
  });

  it('signs with the secret it is given: a gateway with another secret refuses (401), and the message fails', async () => {
    const channels = smsChannels(
      { sms: settings('webhook', 'not-the-gateways-secret'), dataDir: '', baseUrl: '' },
      logger,
    );
    const [id = ''] = await enqueueMessages(database.db, [text('+919864000006')]);
    await deliverDueMessages({ ...database, channels, logger });
    expect(gateway.received.at(-1)?.signatureValid).toBe(false);
    expect(await stateOf(id)).toMatchObject({ state: 'failed' });
  });

  it('writes each message as JSON beside the e-mails with SMS_PROVIDER=file', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'site-sms-file-'));
    const channels = smsChannels({ sms: settings('file'), dataDir, baseUrl: '' }, logger);
    const [id = ''] = await enqueueMessages(database.db, [text('+919864000007', 'whatsapp')]);
    while ((await deliverDueMessages({ ...database, channels, logger })) > 0);
    const files = readdirSync(path.join(dataDir, 'outbox'));
    expect(files).toEqual([expect.stringMatching(new RegExp(`-${id}\\.whatsapp\\.json$`))]);
    expect(JSON.parse(readFileSync(path.join(dataDir, 'outbox', files[0] ?? ''), 'utf8'))).toMatchObject({
      id,
      channel: 'whatsapp',
      to: '+919864000007',
      templateId: '1107160000000012345',
    });
    expect((await stateOf(id)).state).toBe('sent');
  });

  it('records the provider’s delivery reports: delivered, or failed with its reason; never back from delivered', async () => {
    const [delivered = '', failed = '', unsent = ''] = await enqueueMessages(database.db, [
      text('+919864000011'),
      text('+919864000012'),
      text('+919864000013'),
    ]);
    const sent = { state: 'sent' as const, sent_at: new Date().toISOString() };
    await database.db
      .updateTable('outbox_messages')
      .set({ ...sent, provider_message_id: 'p-1' })
      .where('id', '=', delivered)
      .execute();
    await database.db
      .updateTable('outbox_messages')
      .set({ ...sent, provider_message_id: 'p-2' })
      .where('id', '=', failed)
      .execute();
    await database.db
      .updateTable('outbox_messages')
      .set({ provider_message_id: 'p-3' })
      .where('id', '=', unsent)
      .execute();
    const changed = await recordDeliveryReports(database.db, [
      { providerMessageId: 'p-1', state: 'delivered' },
      { providerMessageId: 'p-2', state: 'failed', error: 'Twilio error 30003' },
      { providerMessageId: 'p-3', state: 'delivered' },
      { providerMessageId: 'unknown', state: 'delivered' },
    ]);
    expect(changed).toBe(2);
    expect(await stateOf(delivered)).toMatchObject({ state: 'delivered', delivered_at: expect.any(Date) });
    expect(await stateOf(failed)).toMatchObject({ state: 'failed', last_error: 'Twilio error 30003' });
    // Still queued (not yet sent by us): a report cannot skip the worker.
    expect((await stateOf(unsent)).state).toBe('queued');
    // A late "failed" after "delivered" (out of order) leaves it delivered.
    await recordDeliveryReports(database.db, [{ providerMessageId: 'p-1', state: 'failed', error: 'late' }]);
    expect((await stateOf(delivered)).state).toBe('delivered');
  });
});
