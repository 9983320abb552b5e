import type { Metadata } from 'next';
import { AccessDenied } from '@/components/layout/access-denied';
import { routeLocale } from '@/server/i18n/route-locale';

export const metadata: Metadata = { robots: { index: false } };

/** What forbidden() shows, with status 403: a signed-in visitor who is not an admin, anywhere under /admin. */
export default async function Forbidden() {
  return <AccessDenied locale={await routeLocale()} />;
}
