import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/free-port';
import { BATCH_SIZE } from '../../src/server/outbox/deliver-due-messages';
import { startSmsGateway } from '../setup/sms-gateway';
import { type ReceivedMail, startSmtpSink } from '../setup/smtp-sink';
import { type ProductionServer, startProductionServer, temporaryDataDir } from './production-server';
import { callFormAction, withDatabase } from './site-client';

/**
 * Issue 22: messages are written with the order and delivered by the server's
 * outbox worker, so a mail server and an SMS gateway that are down, or a server
 * killed mid-send, lose nothing. Both scenarios run side by side (each has its own server and
 * mail server): the first waits out a two-minute outage, the second a lease.
 */

const ORDERS = 20;
const OFFICE = 'office@example.in';
const GATEWAY_SECRET = 'outage-test-gateway-secret';

/** The two scenarios start their servers one at a time: two at once would both build a stale bundle. */
let starting: Promise<unknown> = Promise.resolve();
function startInTurn(options: Parameters<typeof startProductionServer>[0]): Promise<ProductionServer> {
  const started = starting.then(() => startProductionServer(options));
  starting = started.catch(() => undefined);
  return started;
}

const messageIdOf = (mail: ReceivedMail) => /^Message-ID:\s*<([^@>]+)@/im.exec(mail.raw)?.[1] ?? '';

async function placeGuestOrders(server: ProductionServer, label: string): Promise<string[]> {
  const productId = withDatabase(server.dataDir, (db) => db.prepare('select id from products limit 1').pluck().get());
  const references: string[] = [];
  for (let start = 0; start < ORDERS; start += 5) {
    const batch = Array.from({ length: Math.min(5, ORDERS - start) }, (_, offset) => start + offset);
    const states = await Promise.all(
      batch.map((index) =>
        callFormAction({
          baseUrl: server.baseUrl,
          page: '/testing-kits',
          action: 'placeOrderAction',
          fields: {
            productId: String(productId),
            name: `Outbox Farmer ${index}`,
            phone: `98765${String(index).padStart(5, '0')}`,
            email: `${label}-${index}@example.in`,
            address: 'Pond 7, Nagaon, Assam',
            quantity: '1',
            notes: '',
            idempotencyKey: `${label}-${index}-${Date.now()}`,
          },
        }),
      ),
    );
    for (const state of states) {
      expect(state.status, state.message).toBe('success');
      references.push(state.reference ?? '');
    }
  }
  return references;
}

/** The outbox's e-mails (each order also texts the farmer's phone: SMS_PROVIDER=file), as the server left them. */
const outboxRows = (dataDir: string, channel = 'email') =>
  withDatabase(
    dataDir,
    (db) =>
      db.prepare('select id, state, attempts, recipient from outbox_messages where channel = ?').all(channel) as {
        id: string;
        state: string;
        attempts: number;
        recipient: string;
      }[],
  );

async function waitFor(condition: () => boolean, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe.concurrent('[PRODUCTION] the outbox: no message lost, none sent twice', () => {
  const servers: ProductionServer[] = [];
  const sinks: { close: () => Promise<void> }[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop('SIGKILL')));
    await Promise.all(sinks.map((sink) => sink.close()));
  });

  it('accepts 20 orders while the mail server and the SMS gateway are down for two minutes, and delivers every message once after', async () => {
    const smtpPort = await freePort();
    const gatewayPort = await freePort();
    const server = await startInTurn({
      dataDir: temporaryDataDir('site-outage-'),
      env: {
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        ADMIN_NOTIFY_EMAIL: OFFICE,
        LOG_LEVEL: 'error',
        SMS_PROVIDER: 'webhook',
        SMS_WEBHOOK_URL: `http://127.0.0.1:${gatewayPort}/sms`,
        SMS_WEBHOOK_SECRET: GATEWAY_SECRET,
      },
    });
    servers.push(server);

    // Nothing listens on the mail port nor the gateway's: every order is still accepted (its messages wait in the outbox).
    const downSince = Date.now();
    const references = await placeGuestOrders(server, 'outage');
    expect(new Set(references).size).toBe(ORDERS);
    const queued = outboxRows(server.dataDir);
    expect(queued).toHaveLength(2 * ORDERS);
    expect(queued.every((row) => row.state !== 'sent')).toBe(true);
    const texts = outboxRows(server.dataDir, 'sms');
    expect(texts).toHaveLength(ORDERS);
    expect(texts.every((row) => row.state !== 'sent')).toBe(true);

    // Two minutes later both are back on the same ports.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, downSince + 120_000 - Date.now())));
    const sink = await startSmtpSink({ port: smtpPort });
    sinks.push(sink);
    const gateway = await startSmsGateway({ secret: GATEWAY_SECRET, port: gatewayPort });
    sinks.push(gateway);
    await waitFor(() => sink.received.length >= 2 * ORDERS, 240_000, 'every e-mail after the outage');
    await waitFor(() => gateway.received.length >= ORDERS, 60_000, 'every text after the outage');
    // A little longer: nothing more arrives (no message is sent twice).
    await new Promise((resolve) => setTimeout(resolve, 6_000));

    const rows = outboxRows(server.dataDir);
    expect(rows.every((row) => row.state === 'sent')).toBe(true);
    expect(Math.min(...rows.map((row) => row.attempts))).toBeGreaterThanOrEqual(2);
    console.info(
      `outbox outage test: ${rows.length} e-mails and ${ORDERS} texts, e-mail attempts ${Math.min(...rows.map((row) => row.attempts))}–${Math.max(...rows.map((row) => row.attempts))}, all delivered ${Math.round((Date.now() - downSince) / 1000)} s after the first order`,
    );
    const ids = sink.received.map(messageIdOf);
    expect(ids.sort()).toEqual(rows.map((row) => row.id).sort());
    // Each farmer's text arrived once, signed, with the outbox row's id; every row is sent.
    const textRows = outboxRows(server.dataDir, 'sms');
    expect(textRows.every((row) => row.state === 'sent')).toBe(true);
    expect(gateway.received.every((request) => request.signatureValid)).toBe(true);
    expect(gateway.received.map((request) => String(request.body.id)).sort()).toEqual(
      textRows.map((row) => row.id).sort(),
    );
    expect(new Set(gateway.received.map((request) => request.body.to)).size).toBe(ORDERS);
    for (const reference of references) {
      const about = sink.received.filter((mail) => mail.raw.includes(reference));
      const recipients = about.map((mail) => mail.to.join(','));
      expect(recipients, reference).toHaveLength(2);
      expect(
        recipients.filter((to) => to === OFFICE),
        reference,
      ).toHaveLength(1);
      expect(
        recipients.filter((to) => /^outage-\d+@example\.in$/.test(to)),
        reference,
      ).toHaveLength(1);
    }
  }, 420_000);

  it('loses no message and repeats none but those in flight when the server is killed mid-batch', async () => {
    // A slow relay: each message takes a moment, so the kill lands while some are being sent.
    const sink = await startSmtpSink({ delayMs: 300 });
    sinks.push(sink);
    const dataDir = temporaryDataDir('site-outbox-kill-');
    // Two workers, each with its own delivery worker claiming its own batch.
    const workers = 2;
    const env = {
      SMTP_URL: sink.url,
      ADMIN_NOTIFY_EMAIL: OFFICE,
      LOG_LEVEL: 'error',
      WEB_CONCURRENCY: String(workers),
    };
    const first = await startInTurn({ dataDir, env });
    servers.push(first);
    await placeGuestOrders(first, 'kill');
    await waitFor(() => sink.received.length >= 10, 60_000, 'the first e-mails');
    await first.stop('SIGKILL');

    // What the killed server was sending at that moment: the only messages that may arrive twice.
    const atKill = outboxRows(dataDir);
    const inFlight = new Set(atKill.filter((row) => row.state === 'sending').map((row) => row.id));
    expect(inFlight.size).toBeLessThanOrEqual(BATCH_SIZE * workers);
    expect(atKill.some((row) => row.state !== 'sent')).toBe(true);

    const second = await startInTurn({ dataDir, env });
    servers.push(second);
    const distinct = () => new Set(sink.received.map(messageIdOf)).size;
    // The messages the dead server held come back once their lease (90 s) runs out.
    const allSent = () => outboxRows(dataDir).every((row) => row.state === 'sent');
    await waitFor(() => distinct() >= 2 * ORDERS && allSent(), 240_000, 'every e-mail after the restart');
    await new Promise((resolve) => setTimeout(resolve, 6_000));

    const rows = outboxRows(dataDir);
    expect(rows).toHaveLength(2 * ORDERS);
    expect(rows.every((row) => row.state === 'sent')).toBe(true);
    const ids = sink.received.map(messageIdOf);
    expect(new Set(ids)).toEqual(new Set(rows.map((row) => row.id)));
    // SMTP has no idempotency key: a message the relay accepted just as the server died is sent
    // again, with the same Message-ID (mail programs show it once). Nothing else repeats.
    const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
    for (const id of repeated) expect(inFlight.has(id), `repeated ${id}`).toBe(true);
    console.info(
      `outbox kill test: ${atKill.filter((row) => row.state === 'sent').length} sent before the kill, ${inFlight.size} in flight, ${repeated.length} repeated after the restart`,
    );
  }, 420_000);
});
