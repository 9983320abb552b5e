import { LanguageSwitcher } from '@/components/layout/language-switcher';
import { readNavModel } from '@/components/layout/read-nav-model';
import { SiteMenuList } from '@/components/layout/site-menu-list';
import { translate, translator } from '@/lib/i18n/messages';
import { localizedMetadata, routeLocale } from '@/server/i18n/route-locale';

export const generateMetadata = localizedMetadata((_props, locale) => ({
  title: translate(locale, 'header.mobileMenuTitle'),
  robots: { index: false },
}));

/** Where the phone's Menu link leads without JavaScript: every group and link of the header menus, open. */
export default async function SiteMenuPage() {
  const locale = await routeLocale();
  const t = translator(locale);
  const model = await readNavModel(locale);
  return (
    <div className="mx-auto max-w-xl px-4 py-8">
      <h1 className="mb-4 text-2xl font-bold text-cyan-950">{t('header.mobileMenuTitle')}</h1>
      <LanguageSwitcher label={t('header.language')} className="mb-3 border-b border-slate-200 pb-3" />
      <SiteMenuList model={model} label={t('header.mobileMenuTitle')} />
    </div>
  );
}
