import 'server-only';
import { redirect } from 'next/navigation';
import type { z } from 'zod';
import { type FormState, formFields, typedValues } from '@/lib/forms/form-state';
import { english } from '@/lib/i18n/english';
import type { MessageKey } from '@/lib/i18n/messages';
import { type RefreshKind, refreshAfter } from '@/server/admin/refresh-after';
import { requirePermission, type Viewer } from '@/server/auth/viewer';
import { getDb } from '@/server/db';
import { getLogger } from '@/server/logger';
import { getStorage } from '@/server/storage';
import { flashToast } from '@/server/toast/flash-toast';
import { invalid } from '../action-results';
import { adminFailure } from './admin-action-results';
import type { AdminErrorTable } from './admin-errors';
import { adminFormFrame } from './admin-form-data';

/** One for both, or one for adding (the form carries no id) and one for changing a record. */
export type AddOrUpdate<T> = T | { add: T; update: T };

/** What a done action tells: as a toast on the page it goes to, or on the form. */
export type Notice = { kind: 'success' | 'error'; text: string };

/** What the use-cases are handed. */
export type AdminServices = {
  db: ReturnType<typeof getDb>;
  storage: ReturnType<typeof getStorage>;
  logger: ReturnType<typeof getLogger>;
};

export type AdminAction<Input, Result> = {
  /** The fields whose typed text comes back when the form is refused (none on a delete). */
  values?: readonly string[] | Record<string, string>;
  /** The form's own check of the record it names before its fields are validated (a forged id): it refuses with refuse() or an AppError. */
  check?: (form: { id: number | undefined }) => void;
  /** Every field of the form goes through it: texts, ticked boxes (lists) and chosen files (see formFields). */
  schema?: z.ZodType<Input>;
  /** The reasons of the codes its use-cases declare, beyond those every admin form gives: adminErrors([…], { … }). */
  errors: AddOrUpdate<AdminErrorTable>;
  /** The spec's text for a failure; the reason goes in its `{message}` slot or after it. */
  failed: AddOrUpdate<MessageKey>;
  run: (form: { actor: Viewer; input: Input; id: number | undefined; services: AdminServices }) => Promise<Result>;
  refresh?: RefreshKind;
  success: AddOrUpdate<MessageKey> | ((result: Result) => string | Notice);
  /** Where a done action goes, its notice as a toast (`back`: the list's query the form came from); without it, the form shows the notice. */
  redirectTo?: string | ((result: Result, form: { back: string }) => string);
};

/**
 * The one path of every admin Server Action, in this order: a staff session
 * (visitors, customers, and staff who must first change their password or turn
 * on two-step sign-in are refused here), the form's own check, validation, the
 * use-case (which checks the permission before it reads or writes anything:
 * the use-case's check is the rule, decision 037), the caches its change makes
 * stale, and the spec's text for the outcome. A refused form gets back what
 * was typed.
 * The form is read only through schemas: the record's id and the list to go
 * back to (adminFormFrame), then the action's own fields (its schema).
 */
export async function adminAction<Input = undefined, Result = void>(
  formData: FormData,
  action: AdminAction<Input, Result>,
): Promise<FormState> {
  const fields = formFields(formData);
  const { id, back } = adminFormFrame.parse(fields);
  const values = valuesOf(formData, action.values);
  let result: Result;
  try {
    const actor = await requirePermission();
    action.check?.({ id });
    const parsed = action.schema?.safeParse(fields);
    if (parsed && !parsed.success) return invalid('en', parsed.error, values ?? {});
    const services = { db: getDb(), storage: getStorage(), logger: getLogger() };
    // Without a schema the form has no fields to validate, and its action reads no input.
    result = await action.run({ actor, input: parsed?.data as Input, id, services });
  } catch (error) {
    if (error instanceof Refusal) return error.state;
    return adminFailure(error, pick(action.errors, id), { failed: pick(action.failed, id), values });
  }
  if (action.refresh) refreshAfter(action.refresh);
  const notice = noticeOf(action.success, result, id);
  if (action.redirectTo === undefined) return { status: notice.kind, message: notice.text };
  await flashToast(notice.kind, notice.text);
  redirect(typeof action.redirectTo === 'string' ? action.redirectTo : action.redirectTo(result, { back }));
}

class Refusal extends Error {
  constructor(readonly state: FormState) {
    super('refused by the form');
  }
}

/** Ends an admin action with this answer, nothing changed (a forged id, no role ticked); like redirect(), it throws. */
export function refuse(state: FormState): never {
  throw new Refusal(state);
}

function valuesOf(formData: FormData, values: AdminAction<unknown, unknown>['values']) {
  return isList(values) ? typedValues(formData, values) : values;
}

const isList = (values: AdminAction<unknown, unknown>['values']): values is readonly string[] => Array.isArray(values);

function pick<T>(value: AddOrUpdate<T>, id: number | undefined): T {
  const pair = (candidate: AddOrUpdate<T>): candidate is { add: T; update: T } =>
    typeof candidate === 'object' && candidate !== null && 'add' in candidate && 'update' in candidate;
  if (!pair(value)) return value;
  return id === undefined ? value.add : value.update;
}

function noticeOf<Result>(success: AdminAction<unknown, Result>['success'], result: Result, id: number | undefined) {
  const notice = typeof success === 'function' ? success(result) : english(pick(success, id));
  return typeof notice === 'string' ? { kind: 'success' as const, text: notice } : notice;
}
