import { expect } from 'vitest';
import type { OutboxMessage } from '@/server/outbox/channels';
import { DeliveryError } from '@/server/outbox/delivery-error';

/** An outbox row as the worker hands it to a provider: an "order received" text, claimed; `values` change it. */
export function outboxMessage(values: Partial<OutboxMessage> & Pick<OutboxMessage, 'id'>): OutboxMessage {
  return {
    channel: 'sms',
    kind: 'order-received',
    recipient: '+919864000001',
    locale: 'en',
    subject: null,
    body_text: 'Order AQ-12345 received. Status: https://example.in/t/abc',
    body_html: null,
    template_variables: JSON.stringify({ reference: 'AQ-12345', link: 'https://example.in/t/abc' }),
    about: 'orders',
    about_id: 12345,
    state: 'sending',
    attempts: 0,
    next_attempt_at: new Date('2025-01-15T10:00:00Z'),
    lease_expires_at: new Date('2025-01-15T10:05:00Z'),
    last_error: null,
    provider_message_id: null,
    created_at: new Date('2025-01-15T10:00:00Z'),
    sent_at: null,
    delivered_at: null,
    failed_at: null,
    updated_at: new Date('2025-01-15T10:00:00Z'),
    ...values,
  };
}

/** The DeliveryError a send fails with (and that it fails at all). */
export async function failureOf(sending: Promise<unknown>): Promise<DeliveryError> {
  const error = await sending.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(DeliveryError);
  return error as DeliveryError;
}
