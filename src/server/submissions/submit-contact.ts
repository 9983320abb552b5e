import type { ContactInput } from '@/lib/schemas/submissions';
import { declareErrors } from '../errors/app-error';
import { saveUploadErrors } from '../storage/save-upload';
import { CONTACT_FILE_KINDS } from './attachment';
import { attachmentLine, type SubmissionContext } from './submission-context';
import { formReceivedEmail } from './submission-emails';
import { submitSignedInForm } from './submit-signed-in-form';

export const submitContactErrors = declareErrors('UNAUTHENTICATED', 'RATE_LIMITED', ...saveUploadErrors);

/**
 * A signed-in visitor's general query (spec §2.6), with an optional attachment.
 * The staff are told; the visitor gets a receipt at the address they typed, in
 * the language of the page they sent it from (kept with the question). Both
 * e-mails are written with the question, in its transaction (outbox).
 */
export function submitContact(context: SubmissionContext, input: ContactInput): Promise<{ id: number }> {
  return submitSignedInForm(context, {
    name: 'contact',
    allowedKinds: CONTACT_FILE_KINDS,
    insert: (trx, userId, stored) =>
      trx
        .insertInto('contact_us')
        .values({
          user_id: userId,
          question: input.question,
          email: input.email,
          description: input.description,
          file_url: stored?.url ?? null,
          file_name: stored?.name ?? null,
          locale: context.locale,
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    fields: (stored) => [
      ['Question', input.question],
      ['Email', input.email],
      ['Description', input.description],
      ['Attachment', attachmentLine(context.site, stored)],
    ],
    receipt: formReceivedEmail('contact', input.email, context.site, context.locale),
  });
}
