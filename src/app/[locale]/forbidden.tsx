import type { Metadata } from 'next';
import { AccessDenied } from '@/components/layout/access-denied';

export const metadata: Metadata = { robots: { index: false } };

/** What forbidden() shows, with status 403: a signed-in visitor who is not an admin, anywhere under /admin. */
export default function Forbidden() {
  return <AccessDenied />;
}
