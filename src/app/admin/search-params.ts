import { recordIdSchema } from '@/lib/schemas/people';

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** One text value of a query parameter; repeated or missing parameters give undefined. */
export const param = (params: Record<string, string | string[] | undefined>, name: string) => {
  const value = params[name];
  return typeof value === 'string' ? value : undefined;
};

/** The record id of `?edit=`, when it is a positive whole number. */
export const editIdOf = (params: Record<string, string | string[] | undefined>) => {
  const parsed = recordIdSchema.safeParse(param(params, 'edit'));
  return parsed.success ? parsed.data : undefined;
};

/** `?page=`, a whole number from 1; anything else is page 1. */
export const pageOf = (params: Record<string, string | string[] | undefined>) => {
  const parsed = recordIdSchema.safeParse(param(params, 'page'));
  return parsed.success ? Math.min(parsed.data, 100_000) : 1;
};
