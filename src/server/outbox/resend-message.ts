import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { recordAudit } from '../audit/record-audit';
import { assertPermission, type StaffActor } from '../auth/admin-access';
import { SIGN_IN_CODE_KIND } from '../auth/phone-codes';
import type { Database } from '../db/schema';
import { AppError, declareErrors } from '../errors/app-error';
import { wakeDeliveryWorker } from './delivery-worker';

export const resendMessageErrors = declareErrors('UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND');

/**
 * Staff send a message again (it failed, or the customer says it never came):
 * a new message with the same text and a new id, so a provider that saw the
 * first one does not take the second for a repeat; the first stays in the
 * list as it was. Audited.
 */
export async function resendMessage(options: {
  db: Kysely<Database>;
  actor: StaffActor | null;
  id: string;
}): Promise<{ id: string }> {
  assertPermission(options.actor, 'orders');
  const { actor } = options;
  const id = await options.db.transaction().execute(async (trx) => {
    const original = await trx
      .selectFrom('outbox_messages')
      .selectAll()
      .where('id', '=', options.id)
      .executeTakeFirst();
    // A sign-in code is never sent again by staff: its digits are gone, and only its owner may ask for one.
    if (!original || original.kind === SIGN_IN_CODE_KIND) throw new AppError('NOT_FOUND');
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
