import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { translate } from '@/lib/i18n/messages';
import { canGrant, STAFF_ROLES, type StaffRole } from '@/lib/permissions';
import { recordAudit } from '../audit/record-audit';
import { assertPermission, type StaffActor } from '../auth/admin-access';
import type { Database } from '../db/schema';
import { AppError, declareErrors } from '../errors/app-error';
import { mayMailReceipt } from '../mail/recipient-limits';
import { renderEmail } from '../mail/render-email';
import { emailMessage, enqueueMessages, type NewMessage } from '../outbox/enqueue-messages';
import { mayTextNumber, type TextingSite } from '../sms/text-limits';
import { invitationUrl, newInvitationToken } from './invitation-token';

export const inviteStaffErrors = declareErrors('UNAUTHENTICATED', 'FORBIDDEN', 'RATE_LIMITED');

/** How long an invitation waits for its account. */
export const INVITATION_DAYS = 14;

/**
 * Invites someone to the staff who has no account with this contact proved
 * yet: an e-mail address or a mobile number (+91XXXXXXXXXX), with the roles
 * they get through the invitation's own link, which only that inbox or phone
 * receives (acceptStaffInvitation: there they choose their password). Only
 * roles the inviter may grant; a new invitation to the same contact replaces
 * the old one (and its link). The invitation is e-mailed or texted (within the
 * limits of that inbox or number and the site's) and written in the audit
 * trail, in one transaction.
 */
export async function inviteStaff(options: {
  db: Kysely<Database>;
  logger: Logger;
  site: TextingSite;
  actor: StaffActor | null;
  contact: string;
  roles: readonly StaffRole[];
}): Promise<{ contact: string }> {
  const { db, actor, contact } = options;
  if (actor === null) throw new AppError('UNAUTHENTICATED');
  assertPermission(actor, 'staff');
  const roles = STAFF_ROLES.filter((role) => options.roles.includes(role));
  if (roles.some((role) => !canGrant(actor.roles, role))) throw new AppError('FORBIDDEN');
  const expiresAt = new Date(Date.now() + INVITATION_DAYS * 24 * 60 * 60 * 1000);

  const { token, hash } = newInvitationToken();
  await db.transaction().execute(async (trx) => {
    const message = await invitationMessage({
      ...options,
      db: trx,
      actor,
      roles,
      url: invitationUrl(options.site.baseUrl, token),
    });
    if (!message) throw new AppError('RATE_LIMITED', `No more messages to ${contact} today.`);
    await trx.deleteFrom('staff_invitations').where('contact', '=', contact).execute();
    const { id } = await trx
      .insertInto('staff_invitations')
      .values({
        contact,
        roles: JSON.stringify(roles),
        invited_by_id: actor.userId,
        invited_by_email: actor.email,
        expires_at: expiresAt.toISOString(),
        token_hash: hash,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actor,
      action: 'create',
      entity: 'staff_invitations',
      entityId: id,
      after: { contact, roles, expiresAt: expiresAt.toISOString() },
    });
    await enqueueMessages(trx, [message]);
  });
  return { contact };
}

/** The invitation as an e-mail or a text (English, as the back office), or null past the recipient's limits. */
async function invitationMessage(options: {
  db: Kysely<Database>;
  logger: Logger;
  site: TextingSite;
  actor: StaffActor;
  contact: string;
  roles: readonly StaffRole[];
  /** The invitation's own link. */
  url: string;
}): Promise<NewMessage | null> {
  const { db, site, contact, url } = options;
  const values = {
    site: site.siteName,
    inviter: options.actor.email,
    roles: options.roles.map((role) => translate('en', `admin.staff.roles.${role}`)).join(', '),
    url,
    days: INVITATION_DAYS,
  };
  if (contact.startsWith('+')) {
    if (!(await mayTextNumber({ db, to: contact, site }))) return null;
    return {
      channel: 'sms',
      kind: 'staff-invitation',
      to: contact,
      text: translate('en', 'admin.staff.invitation.text', values),
      variables: { site: values.site, url },
    };
  }
  if (!(await mayMailReceipt({ db, to: contact, toAccountAddress: false }))) return null;
  const subject = translate('en', 'admin.staff.invitation.subject', values);
  const { text, html } = renderEmail({
    title: subject,
    paragraphs: [
      translate('en', 'admin.staff.invitation.intro', values),
      translate('en', 'admin.staff.invitation.howTo', values),
      translate('en', 'admin.staff.invitation.ignore'),
    ],
    action: { label: translate('en', 'admin.staff.invitation.action'), url },
    footer: translate('en', 'admin.staff.invitation.footer'),
    siteName: site.siteName,
  });
  return emailMessage({ to: contact, subject, text, html }, { kind: 'staff-invitation' });
}
