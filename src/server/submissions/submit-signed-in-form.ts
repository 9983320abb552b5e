import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { AppError } from '../errors/app-error';
import type { MailMessage } from '../mail/send-mail';
import { wakeDeliveryWorker } from '../outbox/delivery-worker';
import { enqueueMessages } from '../outbox/enqueue-messages';
import type { FileKind } from '../storage/sniff-file-type';
import { type StoredAttachment, storeWithAttachment } from './attachment';
import type { SubmissionContext } from './submission-context';
import { submissionMessages } from './submission-emails';
import { consumeSubmissionLimits } from './submission-limits';

/**
 * The steps a signed-in visitor's form goes through (a general query, a job
 * application): the account and its limits, the attachment stored first, then
 * the row and the staff's and visitor's e-mails in one transaction (outbox).
 */
export async function submitSignedInForm(
  context: SubmissionContext,
  form: {
    name: 'contact' | 'join';
    allowedKinds: readonly FileKind[];
    insert: (trx: Transaction<Database>, userId: string, file: StoredAttachment | null) => Promise<{ id: number }>;
    /** What the staff's e-mail lists, the attachment's line given. */
    fields: (file: StoredAttachment | null) => [label: string, value: string | null][];
    receipt: MailMessage | null;
  },
): Promise<{ id: number }> {
  const { db, actor } = context;
  if (!actor) throw new AppError('UNAUTHENTICATED');
  await consumeSubmissionLimits(db, form.name, { userId: actor.userId, clientAddress: context.clientAddress });
  const row = await storeWithAttachment({
    storage: context.storage,
    logger: context.logger,
    attachment: context.attachment ?? null,
    allowedKinds: form.allowedKinds,
    insert: (stored) =>
      db.transaction().execute(async (trx) => {
        const inserted = await form.insert(trx, actor.userId, stored);
        const messages = await submissionMessages(trx, context, {
          form: form.name,
          id: inserted.id,
          fields: form.fields(stored),
          receipt: form.receipt,
        });
        await enqueueMessages(trx, messages);
        return inserted;
      }),
  });
  wakeDeliveryWorker();
  return row;
}
