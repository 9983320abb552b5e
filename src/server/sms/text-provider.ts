import type { SendOverChannel } from '../outbox/channels';

/** What a provider's delivery report says of one message it accepted earlier. */
export type DeliveryReport = {
  /** The provider's id for the message, as its send returned it (`providerMessageId`). */
  providerMessageId: string;
  state: 'sent' | 'delivered' | 'failed';
  /** The provider's reason, for a failed one. */
  error?: string;
};

/** A request to the provider's delivery-report endpoint (`/api/sms/reports/<provider>`), as it arrived. */
export type ReportRequest = { method: string; url: string; headers: Headers; rawBody: string };

/**
 * What to answer and what the request reported. A request whose signature does
 * not verify gets 401 (or 403) and reports nothing; a provider's handshake
 * (WhatsApp's GET challenge) gets its answer in `body`.
 */
export type ReportAnswer = { status: number; body?: string; reports: DeliveryReport[] };

/**
 * One SMS/WhatsApp provider (SMS_PROVIDER): `send` takes an outbox message and
 * returns the provider's id for it, or throws a DeliveryError (permanent when
 * trying again cannot help: an invalid number, a refused template); and, for
 * providers that report delivery, `readReports` verifies and reads a report.
 */
export type TextProvider = {
  send: SendOverChannel;
  readReports?: (request: ReportRequest) => ReportAnswer | Promise<ReportAnswer>;
};
