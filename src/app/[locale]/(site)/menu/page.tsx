import { LanguageSwitcher } from '@/components/layout/language-switcher';
import { readNavModel } from '@/components/layout/read-nav-model';
import { SiteMenuList } from '@/components/layout/site-menu-list';
import { t } from '@/lib/i18n/messages';
import { localizedMetadata, routeLocale } from '@/server/i18n/route-locale';

export const generateMetadata = localizedMetadata(() => ({
  title: t('header.mobileMenuTitle'),
  robots: { index: false },
}));

/** Where the phone's Menu link leads without JavaScript: every group and link of the header menus, open. */
export default async function SiteMenuPage() {
  await routeLocale();
  const model = await readNavModel();
  return (
    <div className="mx-auto max-w-xl px-4 py-8">
      <h1 className="mb-4 text-2xl font-bold text-cyan-950">{t('header.mobileMenuTitle')}</h1>
      <LanguageSwitcher label={t('header.language')} className="mb-3 border-b border-slate-200 pb-3" />
      <SiteMenuList model={model} label={t('header.mobileMenuTitle')} />
    </div>
  );
}
