import 'server-only';
import type { MessageKey } from '@/lib/i18n/messages';
import type { requirePermissionErrors } from '@/server/auth/viewer';
import { deleteBlogCategoryErrors } from '@/server/blog/delete-blog-category';
import { deleteBlogPostErrors } from '@/server/blog/delete-blog-post';
import { saveBlogCategoryErrors } from '@/server/blog/save-blog-category';
import { saveBlogPostErrors } from '@/server/blog/save-blog-post';
import { deleteProductErrors } from '@/server/catalogue/delete-product';
import { deleteSubCategoryErrors } from '@/server/catalogue/delete-sub-category';
import { saveProductErrors } from '@/server/catalogue/save-product';
import { saveSubCategoryErrors } from '@/server/catalogue/save-sub-category';
import { deleteChatEntryErrors } from '@/server/chat/delete-chat-entry';
import { dismissUnansweredQuestionErrors } from '@/server/chat/dismiss-unanswered-question';
import { saveChatEntryErrors } from '@/server/chat/save-chat-entry';
import type { AppErrorCode } from '@/server/errors/app-error';
import { advanceOrderErrors } from '@/server/orders/advance-order';
import { decideOrderErrors } from '@/server/orders/decide-order';
import { deleteOrderErrors } from '@/server/orders/delete-order';
import { addOrderNoteErrors } from '@/server/orders/order-events';
import { resendMessageErrors } from '@/server/outbox/resend-message';
import { deleteTeamMemberErrors } from '@/server/people/delete-team-member';
import { deleteTestimonialErrors } from '@/server/people/delete-testimonial';
import { saveTeamMemberErrors } from '@/server/people/save-team-member';
import { saveTestimonialErrors } from '@/server/people/save-testimonial';
import { findAccountByContactErrors } from '@/server/staff/find-staff';
import { inviteStaffErrors } from '@/server/staff/invite-staff';
import { setStaffRolesErrors } from '@/server/staff/set-staff-roles';
import { withdrawStaffInvitationErrors } from '@/server/staff/withdraw-staff-invitation';
import { deleteSubmissionErrors } from '@/server/submissions/delete-submission';
import { setSubmissionStatusErrors } from '@/server/submissions/set-submission-status';

/**
 * The one map from error code to message of the back office. Each admin form
 * shows "<its spec text>: <reason>" ("Error creating blog post: …"); the reason
 * comes from the table of the use-case it called, typed by the codes that
 * use-case declares (a declared code without a reason does not compile), then
 * from the refusals of requirePermission(), the same for every action.
 * tests/unit/action-error-messages.test.ts reads from the source which codes
 * each action can receive and checks each has its own reason here.
 */

/** A reason, optionally shown at a field too; `message` replaces the form's own text ("Failed to upload avatar: {reason}"). */
export type AdminReason = MessageKey | { reason: MessageKey; field?: string; message?: MessageKey };
export type AdminErrorTable = Readonly<Partial<Record<AppErrorCode, AdminReason>>>;

type AccessCode = (typeof requirePermissionErrors)[number];

const accessReasons: Record<AccessCode, MessageKey> = {
  UNAUTHENTICATED: 'admin.errors.signedOut',
  FORBIDDEN: 'admin.errors.notAdmin',
  TWO_FACTOR_REQUIRED: 'admin.errors.twoFactorRequired',
  PASSWORD_CHANGE_REQUIRED: 'admin.errors.passwordChangeRequired',
};

/** A table with a reason for every code the use-cases declare, but the admin-access ones. */
function reasonsFor<const Declared extends readonly (readonly AppErrorCode[])[]>(
  _declared: Declared,
  reasons: Record<Exclude<NoInfer<Declared>[number][number], AccessCode>, AdminReason>,
): AdminErrorTable {
  return reasons;
}

const picture = (reason: MessageKey): AdminReason => ({ reason, field: 'picture' });
/** People's pictures: the spec's "Failed to upload avatar: …" instead of the form's own text. */
const avatar = (reason: MessageKey): AdminReason => ({
  reason,
  field: 'picture',
  message: 'admin.people.uploadFailed',
});
const avatarReasons = {
  FILE_TOO_LARGE: avatar('admin.people.fileTooLarge'),
  UNSUPPORTED_FILE: avatar('admin.people.notAnImage'),
  FILE_NOT_SAVED: avatar('admin.fileNotSaved'),
} as const;

export const adminErrors = {
  saveBlogPost: reasonsFor([saveBlogPostErrors], {
    NOT_FOUND: 'admin.blog.notFound',
    BLOG_CATEGORY_NOT_FOUND: { reason: 'admin.blog.categoryGone', field: 'categoryId' },
    CONFLICT: { reason: 'admin.blog.slugTaken', field: 'slug' },
    FILE_TOO_LARGE: picture('admin.blog.imageTooLarge'),
    UNSUPPORTED_FILE: picture('admin.blog.imageType'),
    FILE_NOT_SAVED: picture('admin.fileNotSaved'),
  }),
  deleteBlogPost: reasonsFor([deleteBlogPostErrors], { NOT_FOUND: 'admin.blog.notFound' }),
  saveBlogCategory: reasonsFor([saveBlogCategoryErrors], {
    INVALID_INPUT: 'admin.blog.categoryNameInvalid',
    NOT_FOUND: 'admin.blog.categoryNotFound',
    CONFLICT: 'admin.blog.categoryTaken',
  }),
  deleteBlogCategory: reasonsFor([deleteBlogCategoryErrors], {
    NOT_FOUND: 'admin.blog.categoryNotFound',
    CONFLICT: 'admin.blog.categoryInUse',
  }),
  saveProduct: reasonsFor([saveProductErrors], {
    NOT_FOUND: 'admin.catalogue.notFound',
    SUB_CATEGORY_NOT_FOUND: { reason: 'admin.catalogue.subCategoryGone', field: 'subCategoryId' },
    FILE_TOO_LARGE: picture('admin.catalogue.imageTooLarge'),
    UNSUPPORTED_FILE: picture('admin.catalogue.imageType'),
    FILE_NOT_SAVED: picture('admin.fileNotSaved'),
  }),
  deleteProduct: reasonsFor([deleteProductErrors], { NOT_FOUND: 'admin.catalogue.notFound' }),
  saveSubCategory: reasonsFor([saveSubCategoryErrors], {
    INVALID_INPUT: 'admin.catalogue.subNameInvalid',
    PARENT_CATEGORY_NOT_FOUND: 'admin.catalogue.parentGone',
    NOT_FOUND: 'admin.catalogue.subNotFound',
    CONFLICT: 'admin.catalogue.subNameTaken',
  }),
  deleteSubCategory: reasonsFor([deleteSubCategoryErrors], {
    NOT_FOUND: 'admin.catalogue.subNotFound',
    CONFLICT: 'admin.catalogue.subHasProducts',
  }),
  saveChatEntry: reasonsFor([saveChatEntryErrors], {
    INVALID_INPUT: 'admin.chat.questionInvalid',
    CONFLICT: 'admin.chat.duplicate',
    NOT_FOUND: 'admin.chat.notFound',
  }),
  deleteChatEntry: reasonsFor([deleteChatEntryErrors], { NOT_FOUND: 'admin.chat.notFound' }),
  dismissUnansweredQuestion: reasonsFor([dismissUnansweredQuestionErrors], { NOT_FOUND: 'admin.chat.notFound' }),
  decideOrder: reasonsFor([decideOrderErrors], {
    NOT_FOUND: 'admin.orders.notFound',
    CONFLICT: 'admin.orders.alreadyDecided',
  }),
  deleteOrder: reasonsFor([deleteOrderErrors], { NOT_FOUND: 'admin.orders.notFound' }),
  advanceOrder: reasonsFor([advanceOrderErrors], {
    NOT_FOUND: 'admin.orders.notFound',
    CONFLICT: 'admin.orders.life.stepConflict',
  }),
  addOrderNote: reasonsFor([addOrderNoteErrors], { NOT_FOUND: 'admin.orders.notFound' }),
  resendMessage: reasonsFor([resendMessageErrors], {
    NOT_FOUND: 'admin.messages.notFound',
    RATE_LIMITED: 'admin.messages.resendLimited',
  }),
  /** Adding and changing a testimonial say "not added" and "not updated" (spec §8). */
  addTestimonial: reasonsFor([saveTestimonialErrors], { NOT_FOUND: 'admin.testimonials.notAdded', ...avatarReasons }),
  updateTestimonial: reasonsFor([saveTestimonialErrors], {
    NOT_FOUND: 'admin.testimonials.notUpdated',
    ...avatarReasons,
  }),
  deleteTestimonial: reasonsFor([deleteTestimonialErrors], { NOT_FOUND: 'admin.testimonials.notDeleted' }),
  saveTeamMember: reasonsFor([saveTeamMemberErrors], { NOT_FOUND: 'admin.team.notFound', ...avatarReasons }),
  deleteTeamMember: reasonsFor([deleteTeamMemberErrors], { NOT_FOUND: 'admin.team.notFound' }),
  deleteSubmission: reasonsFor([deleteSubmissionErrors], { NOT_FOUND: 'admin.submissions.notFound' }),
  setSubmissionStatus: reasonsFor([setSubmissionStatusErrors], {
    NOT_FOUND: 'admin.submissions.notFound',
    CONFLICT: 'admin.submissions.statusConflict',
  }),
  setStaffRoles: reasonsFor([setStaffRolesErrors, findAccountByContactErrors, inviteStaffErrors], {
    NOT_FOUND: { reason: 'admin.errors.noSuchPerson', field: 'contact' },
    LAST_OWNER: 'admin.errors.lastOwner',
    RATE_LIMITED: { reason: 'admin.staff.tooManyMessages', field: 'contact' },
  }),
  withdrawStaffInvitation: reasonsFor([withdrawStaffInvitationErrors], { NOT_FOUND: 'admin.staff.invitationGone' }),
} satisfies Record<string, AdminErrorTable>;

/** What an admin form says for `code` under `table`; undefined for a code it does not expect (a bug, logged by the caller). */
export function adminErrorReason(
  code: AppErrorCode,
  table: AdminErrorTable,
): { reason: MessageKey; field?: string; message?: MessageKey } | undefined {
  const found = table[code] ?? (code in accessReasons ? accessReasons[code as AccessCode] : undefined);
  if (found === undefined) return undefined;
  return typeof found === 'string' ? { reason: found } : found;
}
