import type { Metadata } from 'next';
import { INVITATION_TEXT_KEYS } from '@/components/auth/auth-text-keys';
import { InvitationForm } from '@/components/auth/invitation-form';
import { translate, translator } from '@/lib/i18n/messages';
import { formatPhone } from '@/lib/phone';
import { getDb } from '@/server/db';
import { formErrorTexts, pickTexts } from '@/server/i18n/pick-texts';
import { findInvitationByToken } from '@/server/staff/find-staff';

type Props = { params: Promise<{ token: string }> };

// Each link is one invitation, read when opened: never prerendered or kept.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: translate('en', 'admin.invitation.title'),
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

/**
 * Where a staff invitation's e-mail or SMS leads (issue 33): the only way its
 * roles are given. Whoever opens the link reads the invited inbox or phone, so
 * they choose the password of the account that uses that contact here. English,
 * as the back office, whatever the address's language prefix.
 */
export default async function InvitationPage({ params }: Props) {
  const t = translator('en');
  const { token } = await params;
  const invitation = await findInvitationByToken(getDb(), token);
  if (!invitation) {
    return (
      <>
        <h1 className="mb-6 text-2xl font-bold text-slate-900">{t('admin.invitation.title')}</h1>
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
          {t('admin.invitation.invalid')}
        </p>
      </>
    );
  }
  const contact = invitation.contact.startsWith('+') ? formatPhone(invitation.contact) : invitation.contact;
  const roles = invitation.roles.map((role) => t(`admin.staff.roles.${role}`)).join(', ');
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold text-slate-900">{t('admin.invitation.title')}</h1>
      <p className="mb-2 text-slate-700">
        {t('admin.invitation.intro', { inviter: invitation.invitedBy, site: t('site.name'), roles })}
      </p>
      <p className="mb-6 text-slate-700">{t('admin.invitation.signInWith', { contact })}</p>
      <InvitationForm token={token} texts={pickTexts('en', INVITATION_TEXT_KEYS)} errorTexts={formErrorTexts('en')} />
    </>
  );
}
