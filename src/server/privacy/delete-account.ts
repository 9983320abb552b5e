import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { translate } from '@/lib/i18n/messages';
import { recordAudit } from '../audit/record-audit';
import type { DatabaseEngine } from '../db/engine';
import type { Database } from '../db/schema';
import { AppError, declareErrors } from '../errors/app-error';
import { ownOrders } from '../orders/find-customer-orders';
import { deleteMessagesAbout } from '../outbox/enqueue-messages';
import { consumeRateLimit, type RateLimitRule } from '../security/rate-limit';
import type { FileStorage } from '../storage/file-storage';

/** Password tries per account: a stolen session must not be able to guess it here. */
export const DELETE_ACCOUNT_LIMIT: RateLimitRule = { max: 5, windowSeconds: 15 * 60 };

const OWN_PRIVATE_FILE = /^\/api\/files\/(private\/[0-9a-f-]{36}\.[a-z]+)$/;

export type DeletedAccount = {
  ordersAnonymised: number;
  submissionsDeleted: number;
  filesDeleted: number;
};

export const deleteAccountErrors = declareErrors(
  'UNAUTHENTICATED',
  'RATE_LIMITED',
  'INVALID_CREDENTIALS',
  'NOT_FOUND',
  'LAST_OWNER',
);

/**
 * How the holder proves it is them: their password, or (an account made with a
 * mobile number has none) a code sent to the account's verified number, spent
 * by `consumePhoneCode`, which throws when it is wrong.
 */
export type OwnerProof =
  | { password: string; verifyPassword: (hash: string, password: string) => Promise<boolean> }
  | { code: string; consumePhoneCode: (phone: string, code: string) => Promise<void> };

/**
 * The DPDP Act's erasure, asked by the account holder (the id comes from the
 * session, never from the request) and confirmed with their password. In one
 * transaction: their orders stay for the business records (tax law) with the
 * personal fields blanked; their submissions, sessions, sign-in methods,
 * two-step secrets, reset tokens and the user go; one audit line (without the
 * e-mail) says it happened. Then their files are deleted; a file that cannot
 * be deleted is logged (`npm run files:sweep` removes it later), not fatal.
 * The last admin cannot delete their account: the back office would be closed.
 */
export async function deleteAccount(options: {
  db: Kysely<Database>;
  engine: DatabaseEngine;
  storage: FileStorage;
  logger: Logger;
  actor: { userId: string; email: string } | null;
  proof: OwnerProof;
}): Promise<DeletedAccount> {
  const { db, actor } = options;
  if (!actor) throw new AppError('UNAUTHENTICATED');
  const { allowed } = await consumeRateLimit(db, `delete-account|account|${actor.userId}`, DELETE_ACCOUNT_LIMIT);
  if (!allowed) throw new AppError('RATE_LIMITED');

  const { proof } = options;
  if ('code' in proof) {
    const owner = await db
      .selectFrom('user')
      .select(['phoneNumber', 'phoneNumberVerified'])
      .where('id', '=', actor.userId)
      .executeTakeFirst();
    if (!owner?.phoneNumber || !owner.phoneNumberVerified) throw new AppError('INVALID_CREDENTIALS');
    await proof.consumePhoneCode(owner.phoneNumber, proof.code);
  } else {
    const credential = await db
      .selectFrom('account')
      .select('password')
      .where('userId', '=', actor.userId)
      .where('providerId', '=', 'credential')
      .executeTakeFirst();
    if (!credential?.password || !(await proof.verifyPassword(credential.password, proof.password))) {
      throw new AppError('INVALID_CREDENTIALS');
    }
  }

  const { result, fileUrls } = await db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('user')
      .select(['email', 'phoneNumber', 'phoneNumberVerified'])
      .where('id', '=', actor.userId)
      .executeTakeFirst();
    if (!user) throw new AppError('NOT_FOUND');

    // The back office must keep an owner (staff roles, issue 24).
    let ownersQuery = trx.selectFrom('staff_roles').select('user_id').where('role', '=', 'owner');
    // Two owners deleting themselves at once must not both pass: PostgreSQL locks
    // the rows; SQLite runs one write transaction at a time anyway.
    if (options.engine === 'postgres') ownersQuery = ownersQuery.forUpdate();
    const owners = await ownersQuery.execute();
    if (owners.some((owner) => owner.user_id === actor.userId) && owners.length === 1) {
      throw new AppError('LAST_OWNER');
    }

    // The messages about their orders and submissions, and any to their address, repeat what they typed.
    // Their orders, and the guest orders of their verified number (My Orders shows them as theirs).
    const own = ownOrders({ userId: actor.userId, verifiedPhone: user.phoneNumberVerified ? user.phoneNumber : null });
    const orderIds = await trx.selectFrom('orders').select('id').where(own).execute();
    await deleteMessagesAbout(
      trx,
      'orders',
      orderIds.map((row) => row.id),
    );
    // The staff's notes on those orders are free text that may name them; the steps' own texts too.
    if (orderIds.length > 0) {
      const ids = orderIds.map((row) => row.id);
      await trx.deleteFrom('order_events').where('order_id', 'in', ids).where('kind', '=', 'note').execute();
      await trx.updateTable('order_events').set({ text: null, carrier: null }).where('order_id', 'in', ids).execute();
    }
    // Every message to their address or their number (sign-in codes included).
    await trx
      .deleteFrom('outbox_messages')
      .where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['recipient']), '=', user.email.toLowerCase()),
          ...(user.phoneNumber ? [eb('recipient', '=', user.phoneNumber)] : []),
        ]),
      )
      .execute();
    const orders = await trx
      .updateTable('orders')
      .set({
        // The office reads its records in English, whatever language the customer used.
        name: translate('en', 'account.privacy.anonymisedName'),
        email: null,
        phone: '',
        address: '',
        description: '',
        user_id: null,
        idempotency_key: null,
        updated_at: new Date().toISOString(),
      })
      .where(own)
      .executeTakeFirst();

    const contact = await trx
      .deleteFrom('contact_us')
      .where('user_id', '=', actor.userId)
      .returning(['id', 'file_url'])
      .execute();
    const join = await trx
      .deleteFrom('join_us')
      .where('user_id', '=', actor.userId)
      .returning(['id', 'file_url'])
      .execute();
    await deleteMessagesAbout(
      trx,
      'contact_us',
      contact.map((row) => row.id),
    );
    await deleteMessagesAbout(
      trx,
      'join_us',
      join.map((row) => row.id),
    );
    const reports = await trx
      .deleteFrom('tenant_down_submissions')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', user.email))
      .returning('id')
      .execute();
    await deleteMessagesAbout(
      trx,
      'tenant_down_submissions',
      reports.map((row) => row.id),
    );

    const counts = {
      ordersAnonymised: Number(orders.numUpdatedRows),
      submissionsDeleted: contact.length + join.length + reports.length,
    };
    // Written before the user goes (its actor id then becomes null); it proves the
    // erasure without keeping the address that was erased.
    await recordAudit(trx, {
      actor: { userId: actor.userId, email: translate('en', 'account.privacy.auditActor') },
      action: 'delete',
      entity: 'user',
      entityId: actor.userId,
      after: counts,
    });

    await trx.deleteFrom('session').where('userId', '=', actor.userId).execute();
    await trx.deleteFrom('account').where('userId', '=', actor.userId).execute();
    await trx.deleteFrom('twoFactor').where('userId', '=', actor.userId).execute();
    await trx.deleteFrom('verification').where('value', '=', actor.userId).execute();
    await trx.deleteFrom('staff_members').where('user_id', '=', actor.userId).execute();
    await trx.deleteFrom('user').where('id', '=', actor.userId).execute();
    return {
      result: counts,
      fileUrls: [...contact, ...join].map((row) => row.file_url).filter((url): url is string => url !== null),
    };
  });

  let filesDeleted = 0;
  for (const url of fileUrls) {
    const key = OWN_PRIVATE_FILE.exec(url)?.[1];
    if (!key) continue;
    try {
      await options.storage.delete(key);
      filesDeleted += 1;
    } catch (error) {
      options.logger.warn({ err: error, key }, 'could not delete a file of a deleted account');
    }
  }
  return { ...result, filesDeleted };
}
