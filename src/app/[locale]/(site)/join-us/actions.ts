'use server';

import { joinUsSchema, tenantDownSchema } from '@/lib/schemas/submissions';
import { submitJobApplication, submitJobApplicationErrors } from '@/server/submissions/submit-job-application';
import { submitTenantDown, submitTenantDownErrors } from '@/server/submissions/submit-tenant-down';
import { publicErrors } from '../../public-errors';
import { runSubmission, SIGNED_IN_FORM_REASONS, type SubmissionFormState } from '../submission-action';

export async function applyAction(_state: SubmissionFormState, formData: FormData): Promise<SubmissionFormState> {
  return runSubmission(formData, {
    fields: ['fullName', 'phone', 'email', 'state', 'district', 'area'],
    schema: joinUsSchema,
    fileField: 'resume',
    signInRequired: true,
    messages: { success: 'submissions.join.success', failed: 'submissions.join.failed' },
    errors: publicErrors([submitJobApplicationErrors], {
      ...SIGNED_IN_FORM_REASONS,
      UNSUPPORTED_FILE: 'submissions.join.fileType',
    }),
    submit: submitJobApplication,
  });
}

export async function reportTenantDownAction(
  _state: SubmissionFormState,
  formData: FormData,
): Promise<SubmissionFormState> {
  return runSubmission(formData, {
    fields: ['name', 'email', 'phone', 'tenantUrl', 'description'],
    schema: tenantDownSchema,
    signInRequired: false,
    messages: { success: 'submissions.tenant.success', failed: 'submissions.tenant.failed' },
    errors: publicErrors([submitTenantDownErrors], { RATE_LIMITED: 'forms.tooMany' }),
    submit: submitTenantDown,
    // "Your emergency request has been submitted successfully! Your reference is TD-7K3F9."
    successDetail: ({ reference }, t) => t('submissions.tenant.reference', { reference }),
  });
}
