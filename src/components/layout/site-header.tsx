import Link from 'next/link';
import { t } from '@/lib/i18n/messages';
import { readMenuCategories } from '@/server/catalogue';
import { AccountMenu } from './account-menu';
import { HeaderFrame } from './header-frame';
import { MainNav } from './main-nav';
import { MobileMenu, type MobileMenuLabels } from './mobile-menu';
import { MobileMenuPanel } from './mobile-menu-panel';
import type { NavModel } from './nav-model';
import { NoScriptMenus } from './no-script-menus';

/**
 * Spec §2.2 header. The menus' data is read here (cached); the behaviour lives in small client islands.
 * Without JavaScript the desktop menus open by CSS (NoScriptMenus) and the phone's Menu link shows
 * MobileMenuPanel; neither adds any script.
 */
export async function SiteHeader() {
  const categories = await readMenuCategories();
  const model: NavModel = {
    label: t('header.mainNavigation'),
    company: {
      label: t('header.company'),
      groups: [
        { heading: t('header.joinTheTeam'), links: [{ href: '/join-us', label: t('header.joinUs') }] },
        { heading: t('header.companyGroup'), links: [{ href: '/about', label: t('header.about') }] },
        {
          heading: t('header.more'),
          links: [
            { href: '/blog', label: t('header.blog') },
            { href: '/contact', label: t('header.contact') },
          ],
        },
      ],
    },
    services: { href: '/services', label: t('header.services') },
    products: {
      label: t('header.ourProducts'),
      groups: categories.map((category) => ({
        heading: category.name,
        links: category.subCategories.map((sub) => ({ href: `/products/${sub.slug}`, label: sub.name })),
      })),
    },
    contact: { href: '/contact', label: t('header.contact') },
  };
  const mobileLabels: MobileMenuLabels = {
    menu: t('header.menu'),
    closeMenu: t('header.closeMenu'),
    title: t('header.mobileMenuTitle'),
    adminPanel: t('header.adminPanel'),
  };
  return (
    <>
      <HeaderFrame>
        <NoScriptMenus />
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:px-4">
          <Link href="/" className="mr-auto text-base font-bold leading-tight text-cyan-900 sm:text-lg md:mr-4">
            {t('site.name')}
          </Link>
          <MainNav model={model} />
          <div className="flex items-center gap-1 md:ml-auto">
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
      <MobileMenuPanel model={model} labels={mobileLabels} />
    </>
  );
}
