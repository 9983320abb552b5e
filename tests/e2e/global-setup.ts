import { E2E_RAZORPAY, startRazorpayFake } from '../setup/razorpay-fake';
import { startSmtpSink } from '../setup/smtp-sink';

/**
 * A real SMTP server for the site under test (SMTP_URL points at it): every
 * message it receives is written to E2E_MAILBOX, where the tests read it. And
 * Razorpay's Payment Links API as its documentation describes it
 * (RAZORPAY_API_URL points at it).
 */
export default async function globalSetup() {
  const sink = await startSmtpSink({
    port: Number(process.env.E2E_SMTP_PORT),
    saveTo: process.env.E2E_MAILBOX,
  });
  const razorpay = await startRazorpayFake({ ...E2E_RAZORPAY, port: Number(process.env.E2E_RAZORPAY_PORT) });
  return async () => {
    await razorpay.close();
    await sink.close();
  };
}
