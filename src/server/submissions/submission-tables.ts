import type { SubmissionStatus } from '../db/schema';

/** The three kinds of submission the back office shows, and how each is stored. */
export const SUBMISSION_KINDS = ['contact', 'join', 'tenant'] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];

export const isSubmissionKind = (value: unknown): value is SubmissionKind =>
  SUBMISSION_KINDS.includes(value as SubmissionKind);

export const SUBMISSION_TABLES = {
  contact: 'contact_us',
  join: 'join_us',
  tenant: 'tenant_down_submissions',
} as const satisfies Record<SubmissionKind, string>;

/** Every stored field shown and exported, in order (the id, date, file and account come on top of these). */
export const SUBMISSION_FIELDS: Record<SubmissionKind, readonly string[]> = {
  contact: ['question', 'email', 'description'],
  join: ['full_name', 'phone', 'email', 'state', 'district', 'area'],
  tenant: ['reference', 'name', 'email', 'phone', 'tenant_url', 'description'],
};

/** What the admin's search box looks in. */
export const SUBMISSION_SEARCHED: Record<SubmissionKind, readonly string[]> = {
  contact: ['question', 'email', 'description'],
  join: ['full_name', 'phone', 'email', 'state', 'district', 'area'],
  tenant: ['reference', 'name', 'email', 'phone', 'tenant_url', 'description'],
};

/** Where the office is with a submission: every one arrives `new`; the admin marks it handled or replied (or back). */
export const SUBMISSION_STATUSES = ['new', 'handled', 'replied'] as const satisfies readonly SubmissionStatus[];

export const isSubmissionStatus = (value: unknown): value is SubmissionStatus =>
  SUBMISSION_STATUSES.includes(value as SubmissionStatus);

/** Tenant-down reports are anonymous and carry no file. */
export const hasAccountAndFile = (kind: SubmissionKind) => kind !== 'tenant';
