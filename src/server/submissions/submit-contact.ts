import type { ContactInput } from '@/lib/schemas/submissions';
import { AppError, declareErrors } from '../errors/app-error';
import { wakeDeliveryWorker } from '../outbox/delivery-worker';
import { enqueueMessages } from '../outbox/enqueue-messages';
import { saveUploadErrors } from '../storage/save-upload';
import { CONTACT_FILE_KINDS, storeWithAttachment } from './attachment';
import { attachmentLine, type SubmissionContext } from './submission-context';
import { formReceivedEmail, submissionMessages } from './submission-emails';
import { consumeSubmissionLimits } from './submission-limits';

export const submitContactErrors = declareErrors('UNAUTHENTICATED', 'RATE_LIMITED', ...saveUploadErrors);

/**
 * A signed-in visitor's general query (spec §2.6), with an optional attachment.
 * The staff are told; the visitor gets a receipt at the address they typed, in
 * the language of the page they sent it from (kept with the question). Both
 * e-mails are written with the question, in its transaction (outbox).
 */
export async function submitContact(context: SubmissionContext, input: ContactInput): Promise<{ id: number }> {
  const { db, actor } = context;
  if (!actor) throw new AppError('UNAUTHENTICATED');
  await consumeSubmissionLimits(db, 'contact', { userId: actor.userId, clientAddress: context.clientAddress });

  const row = await storeWithAttachment({
    storage: context.storage,
    logger: context.logger,
    attachment: context.attachment ?? null,
    allowedKinds: CONTACT_FILE_KINDS,
    insert: (stored) =>
      db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('contact_us')
          .values({
            user_id: actor.userId,
            question: input.question,
            email: input.email,
            description: input.description,
            file_url: stored?.url ?? null,
            file_name: stored?.name ?? null,
            locale: context.locale,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const messages = await submissionMessages(trx, context, {
          form: 'contact',
          id: inserted.id,
          fields: [
            ['Question', input.question],
            ['Email', input.email],
            ['Description', input.description],
            ['Attachment', attachmentLine(context.site, stored)],
          ],
          receipt: formReceivedEmail('contact', input.email, context.site, context.locale),
        });
        await enqueueMessages(trx, messages);
        return inserted;
      }),
  });
  wakeDeliveryWorker();
  return row;
}
