import 'server-only';
import type { AdminMessageKey as AdminKey } from '@/lib/i18n/messages';
import type { requirePermissionErrors } from '@/server/auth/viewer';
import type { AppErrorCode } from '@/server/errors/app-error';

/**
 * What the back office says for each error code, in English (decision 037).
 * Each admin form shows "<its spec text>: <reason>" ("Error creating blog
 * post: …"). A code means the same on every form has its reason here, once; a
 * code whose reason names the form's record (NOT_FOUND: "This order no longer
 * exists.") has none here, and each action that can receive it says it in
 * `adminErrors([<its use-case's declared codes>], { NOT_FOUND: … })`. Both are
 * checked by the compiler: an action whose use-case declares a code with no
 * reason here nor in the action does not compile.
 */

/** A reason, optionally shown at a field too; `message` replaces the form's own text ("Failed to upload avatar: {reason}"). */
export type AdminReason = AdminKey | { reason: AdminKey; field?: string; message?: AdminKey };
export type AdminErrorTable = Readonly<Partial<Record<AppErrorCode, AdminReason>>>;

/** requirePermission()'s refusals: every action can receive them. */
type AccessCode = (typeof requirePermissionErrors)[number];

const picture = (reason: AdminKey): AdminReason => ({ reason, field: 'picture' });

/** The reasons every admin form gives. */
const adminReasons = {
  UNAUTHENTICATED: 'admin.errors.signedOut',
  FORBIDDEN: 'admin.errors.notAdmin',
  TWO_FACTOR_REQUIRED: 'admin.errors.twoFactorRequired',
  PASSWORD_CHANGE_REQUIRED: 'admin.errors.passwordChangeRequired',
  BLOG_CATEGORY_NOT_FOUND: { reason: 'admin.blog.categoryGone', field: 'categoryId' },
  SUB_CATEGORY_NOT_FOUND: { reason: 'admin.catalogue.subCategoryGone', field: 'subCategoryId' },
  PARENT_CATEGORY_NOT_FOUND: 'admin.catalogue.parentGone',
  LAST_OWNER: 'admin.errors.lastOwner',
  FILE_TOO_LARGE: picture('admin.catalogue.imageTooLarge'),
  FILE_NOT_SAVED: picture('admin.fileNotSaved'),
} satisfies Record<AccessCode, AdminReason> & Partial<Record<Exclude<AppErrorCode, AccessCode>, AdminReason>>;
type SharedCode = keyof typeof adminReasons;

/**
 * The reasons of one action: every code its use-cases declare (their
 * `…Errors` lists) must have one, here or in `own`; `own` may also override a
 * shared reason (rare: the people forms' "Failed to upload avatar: …").
 */
export function adminErrors<const Declared extends readonly (readonly AppErrorCode[])[]>(
  _declared: Declared,
  own: Record<Exclude<NoInfer<Declared>[number][number], SharedCode>, AdminReason> &
    Partial<Record<NoInfer<Declared>[number][number] & SharedCode, AdminReason>>,
): AdminErrorTable {
  return own;
}

/** People's pictures: the spec's "Failed to upload avatar: …" instead of the form's own text. */
const avatar = (reason: AdminKey): AdminReason => ({ reason, field: 'picture', message: 'admin.people.uploadFailed' });
export const avatarReasons = {
  FILE_TOO_LARGE: avatar('admin.people.fileTooLarge'),
  UNSUPPORTED_FILE: avatar('admin.people.notAnImage'),
  FILE_NOT_SAVED: avatar('admin.fileNotSaved'),
} as const;

/** What an admin form says for `code` with the action's own reasons; undefined for a code none expects (a bug, logged by the caller). */
export function adminErrorReason(
  code: AppErrorCode,
  own: AdminErrorTable,
): { reason: AdminKey; field?: string; message?: AdminKey } | undefined {
  const found = own[code] ?? (code in adminReasons ? adminReasons[code as SharedCode] : undefined);
  if (found === undefined) return undefined;
  return typeof found === 'string' ? { reason: found } : found;
}

/** Every code the back office says the same way on every form, for the catalogue test. */
export const SHARED_ADMIN_REASONS: Readonly<Record<string, AdminReason>> = adminReasons;
