'use server';

import { z } from 'zod';
import type { FormState } from '@/lib/forms/form-state';
import { english } from '@/lib/i18n/english';
import { AppError } from '@/server/errors/app-error';
import { deleteSubmission, deleteSubmissionErrors } from '@/server/submissions/delete-submission';
import { setSubmissionStatus, setSubmissionStatusErrors } from '@/server/submissions/set-submission-status';
import { SUBMISSION_KINDS, SUBMISSION_STATUSES, type SubmissionKind } from '@/server/submissions/submission-tables';
import { adminAction, refuse } from '../admin-action';
import { failureText } from '../admin-action-results';
import { adminErrors } from '../admin-errors';
import { backToList } from '../back-url';

const STATUS_FAILED = 'admin.submissions.statusFailed';

/**
 * A submission's button forms (the back office's only, no browser check): its
 * tab (`kind`) and, on a status form, the status chosen; anything else is
 * none, which the action refuses.
 */
const submissionFormSchema = z.object({
  kind: z.enum(SUBMISSION_KINDS).optional().catch(undefined),
  status: z.enum(SUBMISSION_STATUSES).optional().catch(undefined),
});

/** The submission a form acts on: its tab (kind) and id; a forged one names none. */
function submissionOf(kind: SubmissionKind | undefined, id: number | undefined) {
  if (kind === undefined || id === undefined) throw new AppError('NOT_FOUND');
  return { kind, id };
}

/** Delete on a submissions tab (spec §2.11); "Failed to delete" plus the reason otherwise. */
export async function deleteSubmissionAction(_state: FormState, formData: FormData): Promise<FormState> {
  return adminAction(formData, {
    schema: submissionFormSchema,
    errors: adminErrors([deleteSubmissionErrors], { NOT_FOUND: 'admin.submissions.notFound' }),
    failed: 'admin.submissions.deleteFailed',
    run: async ({ actor, services, input, id: formId }) => {
      const { kind, id } = submissionOf(input.kind, formId);
      await deleteSubmission({ ...services, actor, kind, id });
      return kind;
    },
    success: 'admin.submissions.deleted',
    redirectTo: (kind, { back }) => backToList(back, `/admin/submissions/${kind}`),
  });
}

/** New / Handled / Replied on a submissions tab (issue 16); the list comes back as it was (search, filter, page). */
export async function setSubmissionStatusAction(_state: FormState, formData: FormData): Promise<FormState> {
  return adminAction(formData, {
    schema: submissionFormSchema,
    errors: adminErrors([setSubmissionStatusErrors], {
      NOT_FOUND: 'admin.submissions.notFound',
      CONFLICT: 'admin.submissions.statusConflict',
    }),
    failed: STATUS_FAILED,
    run: async ({ actor, services: { db }, input: { status, ...input }, id: formId }) => {
      const { kind, id } = submissionOf(input.kind, formId);
      if (status === undefined) {
        refuse({ status: 'error', message: failureText(STATUS_FAILED, english('admin.submissions.statusUnknown')) });
      }
      await setSubmissionStatus({ db, actor, kind, id, status });
      return { kind, id, status };
    },
    success: ({ id, status }) =>
      english('admin.submissions.statusSaved', { id, status: english(`admin.submissions.statuses.${status}`) }),
    redirectTo: ({ kind }, { back }) => backToList(back, `/admin/submissions/${kind}`),
  });
}
