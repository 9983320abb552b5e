'use server';

import { contactSchema } from '@/lib/schemas/submissions';
import { submitContact, submitContactErrors } from '@/server/submissions/submit-contact';
import { publicErrors } from '../../public-errors';
import { runSubmission, SIGNED_IN_FORM_REASONS, type SubmissionFormState } from '../submission-action';

export async function sendContactAction(_state: SubmissionFormState, formData: FormData): Promise<SubmissionFormState> {
  return runSubmission(formData, {
    fields: ['question', 'email', 'description'],
    schema: contactSchema,
    fileField: 'file',
    signInRequired: true,
    messages: { success: 'submissions.contact.success', failed: 'submissions.contact.failed' },
    errors: publicErrors([submitContactErrors], {
      ...SIGNED_IN_FORM_REASONS,
      UNSUPPORTED_FILE: 'submissions.contact.fileType',
    }),
    submit: submitContact,
  });
}
