import type { Kysely } from 'kysely';
import type { Locale } from '@/lib/i18n/locales';
import { translate } from '@/lib/i18n/messages';
import type { TenantDownInput } from '@/lib/schemas/submissions';
import { isUniqueViolation } from '../db/constraint-errors';
import type { Database } from '../db/schema';
import { declareErrors } from '../errors/app-error';
import { wakeDeliveryWorker } from '../outbox/delivery-worker';
import { enqueueMessages, type NewMessage } from '../outbox/enqueue-messages';
import { mayTextForVisitor, notSentReason } from '../sms/text-limits';
import type { SubmissionContext } from './submission-context';
import { submissionMessages, tenantDownReceivedEmail } from './submission-emails';
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
 * Both e-mails and the reporter's SMS with the reference are written with the
 * report, in its transaction (outbox).
 */
export async function submitTenantDown(
  context: Omit<SubmissionContext, 'attachment'>,
  input: TenantDownInput,
): Promise<{ id: number; reference: string }> {
  const { db } = context;
  await consumeSubmissionLimits(db, 'tenant', { clientAddress: context.clientAddress });
  const row = await insertReport(db, input, context.locale, async (trx, report) => [
    ...(await submissionMessages(
      trx,
      { ...context, actor: null },
      {
        form: 'tenant',
        id: report.id,
        fields: [
          ['Tenant URL', input.tenantUrl],
          ['Reference', report.reference],
          ['Name', input.name],
          ['Phone', input.phone],
          ['Email', input.email],
          ['More information', input.description],
        ],
        receipt: tenantDownReceivedEmail({ ...input, reference: report.reference }, context.site, context.locale),
      },
    )),
    ...(await tenantDownText(trx, context, input.phone, report)),
  ]);
  wakeDeliveryWorker();
  return row;
}

/**
 * The reference by SMS to the phone the reporter gave, within the limits of a
 * text a visitor causes (sms/text-limits.ts); past them it is written on the
 * report as not sent, for the office to phone.
 */
async function tenantDownText(
  db: Kysely<Database>,
  context: Omit<SubmissionContext, 'attachment'>,
  phone: string,
  report: { id: number; reference: string },
): Promise<NewMessage[]> {
  const text: NewMessage = {
    channel: 'sms',
    kind: 'tenant-received',
    to: phone,
    locale: context.locale,
    text: translate(context.locale, 'sms.tenantDown', { reference: report.reference }),
    variables: { reference: report.reference },
    about: { table: 'tenant_down_submissions', id: report.id },
  };
  const refusal = await mayTextForVisitor({ db, to: phone, address: context.clientAddress, site: context.site });
  if (!refusal) return [text];
  context.logger.warn({ reference: report.reference, refusal }, 'tenant-down text not sent: a text limit was reached');
  return [{ ...text, notSent: notSentReason(refusal, context.site) }];
}

/** The report and its messages in one transaction, under a new reference. */
async function insertReport(
  db: Kysely<Database>,
  input: TenantDownInput,
  locale: Locale,
  messagesOf: (trx: Kysely<Database>, report: { id: number; reference: string }) => Promise<NewMessage[]>,
): Promise<{ id: number; reference: string }> {
  for (let attempt = 1; ; attempt++) {
    const reference = newTenantReference();
    try {
      return await db.transaction().execute(async (trx) => {
        const row = await trx
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
        const report = { id: row.id, reference };
        await enqueueMessages(trx, await messagesOf(trx, report));
        return report;
      });
    } catch (error) {
      // A reference already taken (1 in millions): draw another.
      if (attempt >= 5 || !isUniqueViolation(error)) throw error;
    }
  }
}
