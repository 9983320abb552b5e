import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type GatewayRequest = {
  body: Record<string, unknown>;
  signatureValid: boolean;
  contentType: string;
  /** performance.now() when it arrived (the outbox benchmark measures with it). */
  receivedAt: number;
};

/**
 * A gateway behind the `webhook` contract (ARCHITECTURE.md): it checks the
 * signature as a gateway must (HMAC-SHA256 of the raw body with the shared
 * secret), keeps what it was sent, and answers what the test asks for each
 * number (200 unless told). `port`: a fixed one, to come back on after an outage.
 */
export async function startSmsGateway(options: { secret: string; answerFor?: (to: string) => number; port?: number }) {
  const received: GatewayRequest[] = [];
  const server: Server = createServer(async (request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const receivedAt = performance.now();
    const raw = Buffer.concat(chunks).toString('utf8');
    const expected = `sha256=${createHmac('sha256', options.secret).update(raw).digest('hex')}`;
    const body = JSON.parse(raw) as Record<string, unknown>;
    const signatureValid = request.headers['x-signature'] === expected;
    received.push({ body, signatureValid, contentType: String(request.headers['content-type']), receivedAt });
    const status = signatureValid ? (options.answerFor?.(String(body.to)) ?? 200) : 401;
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(status < 300 ? { accepted: body.id } : { error: `status ${status}` }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sms`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
