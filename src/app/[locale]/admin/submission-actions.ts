'use server';

import { redirect } from 'next/navigation';
import type { FormState } from '@/lib/forms/form-state';
import { t } from '@/lib/i18n/messages';
import { recordIdSchema } from '@/lib/schemas/people';
import { requireAdmin } from '@/server/auth/viewer';
import { getDb } from '@/server/db';
import { isAppError } from '@/server/errors/app-error';
import { getLogger } from '@/server/logger';
import { getStorage } from '@/server/storage';
import { deleteSubmission } from '@/server/submissions/delete-submission';
import { setSubmissionStatus } from '@/server/submissions/set-submission-status';
import { isSubmissionKind, isSubmissionStatus } from '@/server/submissions/submission-tables';
import { flashToast } from '@/server/toast/flash-toast';
import { backToList } from './back-url';

/** Delete on a submissions tab (spec §2.11); "Failed to delete" plus the reason otherwise. */
export async function deleteSubmissionAction(_state: FormState, formData: FormData): Promise<FormState> {
  const kind = formData.get('kind');
  const id = recordIdSchema.safeParse(formData.get('id'));
  try {
    const actor = await requireAdmin();
    if (!isSubmissionKind(kind) || !id.success) return failed(t('admin.submissions.notFound'));
    await deleteSubmission({ db: getDb(), storage: getStorage(), logger: getLogger(), actor, kind, id: id.data });
  } catch (error) {
    if (isAppError(error, 'NOT_FOUND')) return failed(t('admin.submissions.notFound'));
    if (isAppError(error)) return failed(t('admin.accessDenied'));
    getLogger().error({ err: error }, 'deleting a submission failed');
    return failed(t('auth.unexpected'));
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
    const actor = await requireAdmin();
    if (!isSubmissionKind(kind) || !id.success) return statusFailed(t('admin.submissions.notFound'));
    if (!isSubmissionStatus(status)) return statusFailed(t('admin.submissions.statusUnknown'));
    await setSubmissionStatus({ db: getDb(), actor, kind, id: id.data, status });
    await flashToast(
      'success',
      t('admin.submissions.statusSaved', { id: id.data, status: t(`admin.submissions.statuses.${status}`) }),
    );
  } catch (error) {
    if (isAppError(error, 'NOT_FOUND')) return statusFailed(t('admin.submissions.notFound'));
    if (isAppError(error, 'CONFLICT')) return statusFailed(t('admin.submissions.statusConflict'));
    if (isAppError(error)) return statusFailed(t('admin.accessDenied'));
    getLogger().error({ err: error }, 'changing the status of a submission failed');
    return statusFailed(t('auth.unexpected'));
  }
  redirect(backToList(formData, { tab: kind }));
}

const statusFailed = (reason: string): FormState => ({
  status: 'error',
  message: `${t('admin.submissions.statusFailed')}: ${reason}`,
});

const failed = (reason: string): FormState => ({
  status: 'error',
  message: `${t('admin.submissions.deleteFailed')}: ${reason}`,
});
