import type { Metadata } from 'next';
import { readNavModel } from '@/components/layout/read-nav-model';
import { SiteMenuList } from '@/components/layout/site-menu-list';
import { t } from '@/lib/i18n/messages';

export const metadata: Metadata = { title: t('header.mobileMenuTitle'), robots: { index: false } };

/** Where the phone's Menu link leads without JavaScript: every group and link of the header menus, open. */
export default async function SiteMenuPage() {
  const model = await readNavModel();
  return (
    <div className="mx-auto max-w-xl px-4 py-8">
      <h1 className="mb-4 text-2xl font-bold text-cyan-950">{t('header.mobileMenuTitle')}</h1>
      <SiteMenuList model={model} label={t('header.mobileMenuTitle')} />
    </div>
  );
}
