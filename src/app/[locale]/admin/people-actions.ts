'use server';

import { updateTag } from 'next/cache';
import { redirect } from 'next/navigation';
import { type FormState, formDataObject, typedValues } from '@/lib/forms/form-state';
import { t } from '@/lib/i18n/messages';
import { ADMIN_ACTIONS } from '@/lib/permissions';
import { recordIdSchema, teamMemberSchema, testimonialSchema } from '@/lib/schemas/people';
import { requirePermission } from '@/server/auth/viewer';
import { getDb } from '@/server/db';
import { AppError } from '@/server/errors/app-error';
import { revalidatePages } from '@/server/i18n/revalidate-pages';
import { getLogger } from '@/server/logger';
import { TEAM_TAG, TESTIMONIALS_TAG } from '@/server/people';
import { deleteTeamMember } from '@/server/people/delete-team-member';
import { deleteTestimonial } from '@/server/people/delete-testimonial';
import { saveTeamMember } from '@/server/people/save-team-member';
import { saveTestimonial } from '@/server/people/save-testimonial';
import { getStorage } from '@/server/storage';
import { flashToast } from '@/server/toast/flash-toast';
import { invalid } from '../action-results';
import { adminFailure, pictureFrom, withReason } from './admin-action-results';
import { adminErrors } from './admin-errors';

const TESTIMONIALS_PAGE = '/admin?tab=testimonials';
const TEAM_PAGE = '/admin/team';

/** The id of an edit form; absent on an add form. */
const idFrom = (formData: FormData) => {
  const parsed = recordIdSchema.safeParse(formData.get('id'));
  return parsed.success ? parsed.data : undefined;
};

/** The id a delete form must carry; a missing or malformed one names no record. */
const requiredIdFrom = (formData: FormData) => {
  const id = idFrom(formData);
  if (id === undefined) throw new AppError('NOT_FOUND');
  return id;
};

/**
 * The public pages that show people are prerendered. The tag expires the cached
 * rows; the paths drop the pages built from them, so the very next visit renders
 * afresh (with the tag alone a page was, now and then, served once more stale).
 */
function refreshTestimonials() {
  updateTag(TESTIMONIALS_TAG);
  revalidatePages('/about');
}

function refreshTeam() {
  updateTag(TEAM_TAG);
  revalidatePages('/about');
  revalidatePages('/services');
}

const services = () => ({ db: getDb(), storage: getStorage(), logger: getLogger() });

export async function saveTestimonialAction(_state: FormState, formData: FormData): Promise<FormState> {
  const values = typedValues(formData, ['name', 'role', 'quote', 'bgColor']);
  const id = idFrom(formData);
  try {
    const actor = await requirePermission(ADMIN_ACTIONS.saveTestimonialAction);
    const parsed = testimonialSchema.safeParse(formDataObject(formData));
    if (!parsed.success) return invalid(parsed.error, values);
    const picture = await pictureFrom(formData);
    await saveTestimonial({ ...services(), actor, id, input: parsed.data, picture });
  } catch (error) {
    return adminFailure(error, id ? adminErrors.updateTestimonial : adminErrors.addTestimonial, {
      failed: withReason(id ? 'admin.testimonials.updateFailed' : 'admin.testimonials.addFailed'),
      values,
    });
  }
  refreshTestimonials();
  await flashToast('success', t(id ? 'admin.testimonials.updated' : 'admin.testimonials.added'));
  redirect(TESTIMONIALS_PAGE);
}

export async function deleteTestimonialAction(_state: FormState, formData: FormData): Promise<FormState> {
  try {
    const actor = await requirePermission(ADMIN_ACTIONS.deleteTestimonialAction);
    await deleteTestimonial({ ...services(), actor, id: requiredIdFrom(formData) });
  } catch (error) {
    return adminFailure(error, adminErrors.deleteTestimonial, {
      failed: withReason('admin.testimonials.deleteFailed'),
    });
  }
  refreshTestimonials();
  await flashToast('success', t('admin.testimonials.deleted'));
  redirect(TESTIMONIALS_PAGE);
}

export async function saveTeamMemberAction(_state: FormState, formData: FormData): Promise<FormState> {
  const values = typedValues(formData, ['name', 'role', 'linkedinUrl']);
  const id = idFrom(formData);
  try {
    const actor = await requirePermission(ADMIN_ACTIONS.saveTeamMemberAction);
    const parsed = teamMemberSchema.safeParse(formDataObject(formData));
    if (!parsed.success) return invalid(parsed.error, values);
    const picture = await pictureFrom(formData);
    await saveTeamMember({ ...services(), actor, id, input: parsed.data, picture });
  } catch (error) {
    return adminFailure(error, adminErrors.saveTeamMember, {
      failed: withReason('admin.team.saveFailed'),
      values,
    });
  }
  refreshTeam();
  await flashToast('success', t(id ? 'admin.team.updated' : 'admin.team.added'));
  redirect(TEAM_PAGE);
}

export async function deleteTeamMemberAction(_state: FormState, formData: FormData): Promise<FormState> {
  try {
    const actor = await requirePermission(ADMIN_ACTIONS.deleteTeamMemberAction);
    await deleteTeamMember({ ...services(), actor, id: requiredIdFrom(formData) });
  } catch (error) {
    return adminFailure(error, adminErrors.deleteTeamMember, {
      failed: withReason('admin.team.deleteFailed'),
    });
  }
  refreshTeam();
  await flashToast('success', t('admin.team.deleted'));
  redirect(TEAM_PAGE);
}
