/**
 * A channel's failure to send one message. `permanent`: trying again cannot
 * help (no such mailbox, an invalid number, a refused template), so the message
 * fails at once; otherwise (timeouts, 429, 5xx, a server that is down) it is
 * tried again later.
 */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}
