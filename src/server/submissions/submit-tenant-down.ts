import type { Kysely } from 'kysely';
import type { Locale } from '@/lib/i18n/locales';
import type { TenantDownInput } from '@/lib/schemas/submissions';
import { isUniqueViolation } from '../db/constraint-errors';
import type { Database } from '../db/schema';
import { declareErrors } from '../errors/app-error';
import type { SubmissionContext } from './submission-context';
import { acknowledge, notifyAdmin, tenantDownReceivedEmail } from './submission-emails';
import { consumeSubmissionLimits } from './submission-limits';
import { newTenantReference } from './tenant-reference';

export const submitTenantDownErrors = declareErrors('RATE_LIMITED');

/**
 * An emergency report (spec §2.7); anyone may send one, so it is limited per
 * address. It is stored with a new reference first; then the staff are told
 * (always: see staffRecipients) and the reporter gets the reference and the
 * emergency numbers, in the language of the page they sent it from (kept with
 * the report), within the typed inbox's limit: fake reports naming a farmer's
 * address cannot block their real emergency, only more receipts to them.
 * A mail failure is logged; the report stands.
 */
export async function submitTenantDown(
  context: Omit<SubmissionContext, 'attachment'>,
  input: TenantDownInput,
): Promise<{ id: number; reference: string }> {
  const { db } = context;
  await consumeSubmissionLimits(db, 'tenant', { clientAddress: context.clientAddress });
  const row = await insertReport(db, input, context.locale);
  await notifyAdmin(context, 'tenant', [
    ['Tenant URL', input.tenantUrl],
    ['Reference', row.reference],
    ['Name', input.name],
    ['Phone', input.phone],
    ['Email', input.email],
    ['More information', input.description],
  ]);
  await acknowledge(
    { ...context, actor: null },
    'tenant',
    tenantDownReceivedEmail({ ...input, reference: row.reference }, context.site, context.locale),
  );
  return row;
}

async function insertReport(
  db: Kysely<Database>,
  input: TenantDownInput,
  locale: Locale,
): Promise<{ id: number; reference: string }> {
  for (let attempt = 1; ; attempt++) {
    const reference = newTenantReference();
    try {
      const row = await db
        .insertInto('tenant_down_submissions')
        .values({
          reference,
          name: input.name,
          email: input.email,
          phone: input.phone,
          tenant_url: input.tenantUrl,
          description: input.description,
          locale,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: row.id, reference };
    } catch (error) {
      // A reference already taken (1 in millions): draw another.
      if (attempt >= 5 || !isUniqueViolation(error)) throw error;
    }
  }
}
