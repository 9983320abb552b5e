'use server';

import type { FormState } from '@/lib/forms/form-state';
import { english } from '@/lib/i18n/english';
import { AppError } from '@/server/errors/app-error';
import { deleteSubmission, deleteSubmissionErrors } from '@/server/submissions/delete-submission';
import { setSubmissionStatus, setSubmissionStatusErrors } from '@/server/submissions/set-submission-status';
import { isSubmissionKind, isSubmissionStatus } from '@/server/submissions/submission-tables';
import { adminAction, refuse } from './admin-action';
import { failureText } from './admin-action-results';
import { adminErrors } from './admin-errors';
import { idFrom } from './admin-form-data';
import { backToList } from './back-url';

const STATUS_FAILED = 'admin.submissions.statusFailed';

/** The submission a form acts on: its tab (kind) and id; a forged one names none. */
function submissionFrom(formData: FormData) {
  const kind = formData.get('kind');
  const id = idFrom(formData);
  if (!isSubmissionKind(kind) || id === undefined) throw new AppError('NOT_FOUND');
  return { kind, id };
}

/** Delete on a submissions tab (spec §2.11); "Failed to delete" plus the reason otherwise. */
export async function deleteSubmissionAction(_state: FormState, formData: FormData): Promise<FormState> {
  return adminAction(formData, {
    errors: adminErrors([deleteSubmissionErrors], { NOT_FOUND: 'admin.submissions.notFound' }),
    failed: 'admin.submissions.deleteFailed',
    run: async ({ actor, services }) => {
      const { kind, id } = submissionFrom(formData);
      await deleteSubmission({ ...services, actor, kind, id });
      return kind;
    },
    success: 'admin.submissions.deleted',
    redirectTo: (kind) => backToList(formData, `/admin/submissions/${kind}`),
  });
}

/** New / Handled / Replied on a submissions tab (issue 16); the list comes back as it was (search, filter, page). */
export async function setSubmissionStatusAction(_state: FormState, formData: FormData): Promise<FormState> {
  return adminAction(formData, {
    errors: adminErrors([setSubmissionStatusErrors], {
      NOT_FOUND: 'admin.submissions.notFound',
      CONFLICT: 'admin.submissions.statusConflict',
    }),
    failed: STATUS_FAILED,
    run: async ({ actor, services: { db } }) => {
      const { kind, id } = submissionFrom(formData);
      const status = formData.get('status');
      if (!isSubmissionStatus(status)) {
        refuse({ status: 'error', message: failureText(STATUS_FAILED, english('admin.submissions.statusUnknown')) });
      }
      await setSubmissionStatus({ db, actor, kind, id, status });
      return { kind, id, status };
    },
    success: ({ id, status }) =>
      english('admin.submissions.statusSaved', { id, status: english(`admin.submissions.statuses.${status}`) }),
    redirectTo: ({ kind }) => backToList(formData, `/admin/submissions/${kind}`),
  });
}
