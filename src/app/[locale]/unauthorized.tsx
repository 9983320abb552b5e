import type { Metadata } from 'next';
import { NoticePage } from '@/components/layout/access-denied';
import { localePath } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/messages';
import { routeLocale } from '@/server/i18n/route-locale';

export const metadata: Metadata = { robots: { index: false } };

/**
 * What unauthorized() shows, with status 401. Only the admin area calls it: an
 * admin who has not enrolled two-step sign-in while ADMIN_REQUIRE_2FA is on
 * (signed-out visitors are sent to log in instead).
 */
export default async function Unauthorized() {
  const locale = await routeLocale();
  const t = translator(locale);
  return (
    <NoticePage
      title={t('admin.twoFactorRequired')}
      href={localePath(locale, '/account/security')}
      linkLabel={t('admin.setUpTwoFactor')}
    />
  );
}
