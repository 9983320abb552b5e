import type { JoinUsInput } from '@/lib/schemas/submissions';
import { AppError, declareErrors } from '../errors/app-error';
import { wakeDeliveryWorker } from '../outbox/delivery-worker';
import { enqueueMessages } from '../outbox/enqueue-messages';
import { saveUploadErrors } from '../storage/save-upload';
import { RESUME_FILE_KINDS, storeWithAttachment } from './attachment';
import { attachmentLine, type SubmissionContext } from './submission-context';
import { formReceivedEmail, submissionMessages } from './submission-emails';
import { consumeSubmissionLimits } from './submission-limits';

export const submitJobApplicationErrors = declareErrors('UNAUTHENTICATED', 'RATE_LIMITED', ...saveUploadErrors);

/**
 * A signed-in visitor's job application (spec §2.7), with an optional resume;
 * no e-mail is stored as null. The staff are told; an applicant who gave an
 * e-mail gets a receipt in the language of the page they applied from; both
 * e-mails are written with the application, in its transaction (outbox).
 */
export async function submitJobApplication(context: SubmissionContext, input: JoinUsInput): Promise<{ id: number }> {
  const { db, actor } = context;
  if (!actor) throw new AppError('UNAUTHENTICATED');
  await consumeSubmissionLimits(db, 'join', { userId: actor.userId, clientAddress: context.clientAddress });

  const row = await storeWithAttachment({
    storage: context.storage,
    logger: context.logger,
    attachment: context.attachment ?? null,
    allowedKinds: RESUME_FILE_KINDS,
    insert: (stored) =>
      db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('join_us')
          .values({
            user_id: actor.userId,
            full_name: input.fullName,
            phone: input.phone,
            email: input.email,
            state: input.state,
            district: input.district,
            area: input.area,
            file_url: stored?.url ?? null,
            file_name: stored?.name ?? null,
            locale: context.locale,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const messages = await submissionMessages(trx, context, {
          form: 'join',
          id: inserted.id,
          fields: [
            ['Full name', input.fullName],
            ['Phone', input.phone],
            ['Email', input.email],
            ['State', input.state],
            ['District', input.district],
            ['Area', input.area],
            ['Resume', attachmentLine(context.site, stored)],
          ],
          receipt: input.email ? formReceivedEmail('joinUs', input.email, context.site, context.locale) : null,
        });
        await enqueueMessages(trx, messages);
        return inserted;
      }),
  });
  wakeDeliveryWorker();
  return row;
}
