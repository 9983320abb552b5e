import type { JoinUsInput } from '@/lib/schemas/submissions';
import { declareErrors } from '../errors/app-error';
import { saveUploadErrors } from '../storage/save-upload';
import { RESUME_FILE_KINDS } from './attachment';
import { attachmentLine, type SubmissionContext } from './submission-context';
import { formReceivedEmail } from './submission-emails';
import { submitSignedInForm } from './submit-signed-in-form';

export const submitJobApplicationErrors = declareErrors('UNAUTHENTICATED', 'RATE_LIMITED', ...saveUploadErrors);

/**
 * A signed-in visitor's job application (spec §2.7), with an optional resume;
 * no e-mail is stored as null. The staff are told; an applicant who gave an
 * e-mail gets a receipt in the language of the page they applied from; both
 * e-mails are written with the application, in its transaction (outbox).
 */
export function submitJobApplication(context: SubmissionContext, input: JoinUsInput): Promise<{ id: number }> {
  return submitSignedInForm(context, {
    name: 'join',
    allowedKinds: RESUME_FILE_KINDS,
    insert: (trx, userId, stored) =>
      trx
        .insertInto('join_us')
        .values({
          user_id: userId,
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
        .executeTakeFirstOrThrow(),
    fields: (stored) => [
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
}
