import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/** Mail to this domain is refused ("550 No such user"): how tests make one message fail for good. */
export const REFUSED_DOMAIN = 'refused.example.in';

export type ReceivedMail = { from: string; to: string[]; raw: string };

/**
 * A real SMTP server on a free local port that keeps what it receives, so the
 * site's mailer is tested over SMTP exactly as in production. `failing` makes
 * it refuse every message with a 550, as a broken relay would; a recipient at
 * REFUSED_DOMAIN is always refused at RCPT TO, as a server with no such mailbox
 * does. `delayMs` makes it a slow relay. `saveTo` also
 * writes each message to that folder as an `.eml` file (for other processes
 * to read: the browser tests); `port` fixes the port.
 */
export async function startSmtpSink(
  options: {
    failing?: boolean;
    saveTo?: string;
    port?: number /** a slow relay: waits this long before accepting each message */;
    delayMs?: number;
  } = {},
) {
  if (options.saveTo) mkdirSync(options.saveTo, { recursive: true });
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.toLowerCase().endsWith(`@${REFUSED_DOMAIN}`)) {
        callback(Object.assign(new Error('No such user here'), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
        if (options.failing) {
          const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
          callback(error);
          return;
        }
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        received.push(mail);
        if (options.saveTo) {
          const name = `${String(Date.now()).padStart(15, '0')}-${String(received.length).padStart(6, '0')}.eml`;
          writeFileSync(path.join(options.saveTo, name), mail.raw);
        }
        callback();
      });
    },
  });
  // A sender killed mid-session (the outbox kill test) resets its connection; the SMTPServer reports
  // that as an 'error' event, which with no listener is an uncaught exception in the test run
  // (CI, Node 24: "read ECONNRESET"). A real relay shrugs it off: so does this one.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
