import 'server-only';
import { t } from '@/lib/i18n/messages';
import { localHref } from '@/lib/i18n/request-locale';
import { readMenuCategories } from '@/server/catalogue';
import type { NavModel } from './nav-model';

/** What the header menus and the /menu page show (spec §2.2); the sub-categories come from the database (cached). */
export async function readNavModel(): Promise<NavModel> {
  const categories = await readMenuCategories();
  return {
    label: t('header.mainNavigation'),
    company: {
      label: t('header.company'),
      groups: [
        { heading: t('header.joinTheTeam'), links: [{ href: localHref('/join-us'), label: t('header.joinUs') }] },
        { heading: t('header.companyGroup'), links: [{ href: localHref('/about'), label: t('header.about') }] },
        {
          heading: t('header.more'),
          links: [
            { href: localHref('/blog'), label: t('header.blog') },
            { href: localHref('/contact'), label: t('header.contact') },
          ],
        },
      ],
    },
    services: { href: localHref('/services'), label: t('header.services') },
    products: {
      label: t('header.ourProducts'),
      groups: categories.map((category) => ({
        heading: category.name,
        links: category.subCategories.map((sub) => ({ href: localHref(`/products/${sub.slug}`), label: sub.name })),
      })),
    },
    contact: { href: localHref('/contact'), label: t('header.contact') },
  };
}
