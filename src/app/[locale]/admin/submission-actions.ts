'use server';

import { redirect } from 'next/navigation';
import type { FormState } from '@/lib/forms/form-state';
import { t } from '@/lib/i18n/messages';
import { ADMIN_ACTIONS } from '@/lib/permissions';
import { recordIdSchema } from '@/lib/schemas/people';
import { requirePermission } from '@/server/auth/viewer';
import { getDb } from '@/server/db';
import { AppError } from '@/server/errors/app-error';
import { getLogger } from '@/server/logger';
import { getStorage } from '@/server/storage';
import { deleteSubmission } from '@/server/submissions/delete-submission';
import { setSubmissionStatus } from '@/server/submissions/set-submission-status';
import { isSubmissionKind, isSubmissionStatus } from '@/server/submissions/submission-tables';
import { flashToast } from '@/server/toast/flash-toast';
import { adminFailure, withReason } from './admin-action-results';
import { adminErrors } from './admin-errors';
import { backToList } from './back-url';

/** Delete on a submissions tab (spec §2.11); "Failed to delete" plus the reason otherwise. */
export async function deleteSubmissionAction(_state: FormState, formData: FormData): Promise<FormState> {
  const kind = formData.get('kind');
  const id = recordIdSchema.safeParse(formData.get('id'));
  try {
    const actor = await requirePermission(ADMIN_ACTIONS.deleteSubmissionAction);
    if (!isSubmissionKind(kind) || !id.success) throw new AppError('NOT_FOUND');
    await deleteSubmission({ db: getDb(), storage: getStorage(), logger: getLogger(), actor, kind, id: id.data });
  } catch (error) {
    return adminFailure(error, adminErrors.deleteSubmission, { failed: deleteFailed });
  }
  await flashToast('success', t('admin.submissions.deleted'));
  redirect(backToList(formData, { tab: kind }));
}

/** New / Handled / Replied on a submissions tab (issue 16); the list comes back as it was (search, filter, page). */
export async function setSubmissionStatusAction(_state: FormState, formData: FormData): Promise<FormState> {
  const kind = formData.get('kind');
  const id = recordIdSchema.safeParse(formData.get('id'));
  const status = formData.get('status');
  try {
    const actor = await requirePermission(ADMIN_ACTIONS.setSubmissionStatusAction);
    if (!isSubmissionKind(kind) || !id.success) throw new AppError('NOT_FOUND');
    if (!isSubmissionStatus(status)) {
      return { status: 'error', message: statusFailed(t('admin.submissions.statusUnknown')) };
    }
    await setSubmissionStatus({ db: getDb(), actor, kind, id: id.data, status });
    await flashToast(
      'success',
      t('admin.submissions.statusSaved', { id: id.data, status: t(`admin.submissions.statuses.${status}`) }),
    );
  } catch (error) {
    return adminFailure(error, adminErrors.setSubmissionStatus, { failed: statusFailed });
  }
  redirect(backToList(formData, { tab: kind }));
}

const statusFailed = withReason('admin.submissions.statusFailed');
const deleteFailed = withReason('admin.submissions.deleteFailed');
