import { positiveIntegerSchema } from '@/lib/schemas/positive-integer';
import type { BlogStatus, OrderStatus, SubmissionStatus } from '@/server/db/schema';
import { isSubmissionStatus } from '@/server/submissions/submission-tables';

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** One text value of a query parameter; repeated or missing parameters give undefined. */
export const param = (params: Record<string, string | string[] | undefined>, name: string) => {
  const value = params[name];
  return typeof value === 'string' ? value : undefined;
};

/** The record id of `?edit=`, when it is a positive whole number. */
export const editIdOf = (params: Record<string, string | string[] | undefined>) => idOf(params, 'edit');

/** `?page=` (or another page parameter), a whole number from 1; anything else is page 1. */
export const pageOf = (params: Record<string, string | string[] | undefined>, name = 'page') => {
  const parsed = positiveIntegerSchema.safeParse(param(params, name));
  return parsed.success ? Math.min(parsed.data, 100_000) : 1;
};

/** A record id in `?{name}=`, when it is a positive whole number. */
export const idOf = (params: Record<string, string | string[] | undefined>, name: string) => {
  const parsed = positiveIntegerSchema.safeParse(param(params, name));
  return parsed.success ? parsed.data : undefined;
};

/** `?status=` when it is one of the order statuses. */
export const orderStatusOf = (params: Record<string, string | string[] | undefined>): OrderStatus | undefined => {
  const value = param(params, 'status');
  return value === 'pending' || value === 'done' || value === 'rejected' ? value : undefined;
};

/** `?status=` when it is one of the blog statuses. */
export const blogStatusOf = (params: Record<string, string | string[] | undefined>): BlogStatus | undefined => {
  const value = param(params, 'status');
  return value === 'draft' || value === 'published' || value === 'archived' ? value : undefined;
};

/** `?status=` when it is one of the submission statuses (new, handled, replied). */
export const submissionStatusOf = (
  params: Record<string, string | string[] | undefined>,
): SubmissionStatus | undefined => {
  const value = param(params, 'status');
  return isSubmissionStatus(value) ? value : undefined;
};
