import { t } from '@/lib/i18n/messages';
import { requireAdmin } from '@/server/auth/viewer';

/** The tabbed back office arrives with the admin issue; this page proves the gate. */
export default async function AdminPage() {
  const viewer = await requireAdmin();
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold">{t('admin.title')}</h1>
      <p className="text-slate-700">{t('admin.welcome', { email: viewer.email })}</p>
    </>
  );
}
