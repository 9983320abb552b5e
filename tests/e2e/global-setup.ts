import { startSmtpSink } from '../setup/smtp-sink';

/**
 * A real SMTP server for the site under test (SMTP_URL points at it): every
 * message it receives is written to E2E_MAILBOX, where the tests read it.
 */
export default async function globalSetup() {
  const sink = await startSmtpSink({
    port: Number(process.env.E2E_SMTP_PORT),
    saveTo: process.env.E2E_MAILBOX,
  });
  return () => sink.close();
}
