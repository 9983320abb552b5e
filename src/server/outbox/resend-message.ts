import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { recordAudit } from '../audit/record-audit';
import { assertPermission, type StaffActor } from '../auth/admin-access';
import type { Database } from '../db/schema';
import { AppError, declareErrors } from '../errors/app-error';
import { mayMailTypedAddress } from '../mail/recipient-limits';
import { mayTextNumber, type TextingSite } from '../sms/text-limits';
import { wakeDeliveryWorker } from './delivery-worker';

export const resendMessageErrors = declareErrors('UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'RATE_LIMITED');

/**
 * Staff send a message about an order or a submission again (it failed, a
 * limit stopped it, or the customer says it never came): a new message with
 * the same text and a new id, so a provider that saw the first one does not
 * take the second for a repeat; the first stays in the list as it was.
 * Audited. Only messages about an order or a submission: an account's own (a
 * reset or verification link, a sign-in code, an invitation) is asked for
 * again by its holder, never sent by staff. Each click counts against the
 * recipient's limits, as a message from the site (a number's hour and day and
 * the site's day; an inbox's receipts): however often staff click, nobody's
 * phone or inbox fills up (RATE_LIMITED).
 */
export async function resendMessage(options: {
  db: Kysely<Database>;
  /** SMS_DAILY_LIMIT and the office's addresses, for a text's limits. */
  site: TextingSite;
  actor: StaffActor | null;
  /** As the form sent it: anything but a message's id names none (NOT_FOUND). */
  id: string;
}): Promise<{ id: string }> {
  assertPermission(options.actor, 'orders');
  if (!z.uuid().safeParse(options.id).success) throw new AppError('NOT_FOUND');
  const { actor, site } = options;
  const id = await options.db.transaction().execute(async (trx) => {
    const original = await trx
      .selectFrom('outbox_messages')
      .selectAll()
      .where('id', '=', options.id)
      .executeTakeFirst();
    if (!original || original.about === null) throw new AppError('NOT_FOUND');
    const allowed =
      original.channel === 'email'
        ? await mayMailTypedAddress({ db: trx, kind: 'receipt', to: original.recipient })
        : await mayTextNumber({ db: trx, to: original.recipient, site });
    if (!allowed) throw new AppError('RATE_LIMITED');
    const copy = randomUUID();
    await trx
      .insertInto('outbox_messages')
      .values({
        id: copy,
        channel: original.channel,
        kind: original.kind,
        recipient: original.recipient,
        locale: original.locale,
        subject: original.subject,
        body_text: original.body_text,
        body_html: original.body_html,
        template_variables: original.template_variables,
        about: original.about,
        about_id: original.about_id,
      })
      .execute();
    await recordAudit(trx, {
      actor,
      action: 'resend',
      entity: 'outbox_messages',
      entityId: original.id,
      after: { id: copy },
    });
    return copy;
  });
  wakeDeliveryWorker();
  return { id };
}
