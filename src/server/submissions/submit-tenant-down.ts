import type { TenantDownInput } from '@/lib/schemas/submissions';
import type { SubmissionContext } from './submission-context';
import { notifyAdmin } from './submission-emails';
import { consumeSubmissionLimits } from './submission-limits';

/** An emergency report (spec §2.7); anyone may send one, so it is limited per address and per e-mail. */
export async function submitTenantDown(
  context: Omit<SubmissionContext, 'attachment'>,
  input: TenantDownInput,
): Promise<{ id: number }> {
  const { db } = context;
  await consumeSubmissionLimits(db, 'tenant', { clientAddress: context.clientAddress, email: input.email });
  const row = await db
    .insertInto('tenant_down_submissions')
    .values({
      name: input.name,
      email: input.email,
      tenant_url: input.tenantUrl,
      description: input.description,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await notifyAdmin(context, 'tenant', [
    ['Tenant URL', input.tenantUrl],
    ['Name', input.name],
    ['Email', input.email],
    ['More information', input.description],
  ]);
  return row;
}
