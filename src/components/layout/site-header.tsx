import { Link } from '@/components/ui/link';
import { type Locale, localePath } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/messages';
import { AccountMenu } from './account-menu';
import { HeaderFrame } from './header-frame';
import { LanguageSwitcher } from './language-switcher';
import { MainNav } from './main-nav';
import { MobileMenu } from './mobile-menu';
import type { MobileMenuLabels } from './mobile-menu-dialog';
import { NoScriptMenus } from './no-script-menus';
import { readNavModel } from './read-nav-model';

/**
 * Spec §2.2 header. The menus' data is read here (cached); the behaviour lives in small client islands.
 * Without JavaScript the desktop menus open by CSS (NoScriptMenus) and the phone's Menu link leads to
 * the /menu page; neither adds any script.
 */
export async function SiteHeader({ locale }: { locale: Locale }) {
  const t = translator(locale);
  const model = await readNavModel(locale);
  const mobileLabels: MobileMenuLabels = {
    menu: t('header.menu'),
    closeMenu: t('header.closeMenu'),
    title: t('header.mobileMenuTitle'),
    adminPanel: t('header.adminPanel'),
    language: t('header.language'),
  };
  return (
    <HeaderFrame>
      <NoScriptMenus />
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:px-4">
        <Link
          href={localePath(locale, '/')}
          className="mr-auto text-base font-bold leading-tight text-cyan-900 sm:text-lg md:mr-4"
        >
          {t('site.name')}
        </Link>
        <MainNav model={model} />
        <div className="flex items-center gap-1 md:ml-auto">
          {/* Wide screens; on phones it is in the menu, and in every footer. */}
          <LanguageSwitcher label={t('header.language')} className="hidden lg:block" />
          <AccountMenu
            labels={{
              logIn: t('header.logIn'),
              signUp: t('header.signUp'),
              accountMenu: t('header.accountMenu'),
              adminPanel: t('header.adminPanel'),
              myOrders: t('orders.myOrders'),
              accountSecurity: t('header.accountSecurity'),
              privacy: t('header.privacy'),
              logOut: t('header.logOut'),
            }}
          />
          <MobileMenu model={model} labels={mobileLabels} />
        </div>
      </div>
    </HeaderFrame>
  );
}
