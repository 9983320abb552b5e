import 'server-only';
import { type Locale, localePath } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/messages';
import { readMenuCategories } from '@/server/catalogue';
import type { NavModel } from './nav-model';

/** What the header menus and the /menu page show (spec §2.2); the sub-categories come from the database (cached). */
export async function readNavModel(locale: Locale): Promise<NavModel> {
  const t = translator(locale);
  const categories = await readMenuCategories(locale);
  return {
    label: t('header.mainNavigation'),
    company: {
      label: t('header.company'),
      groups: [
        {
          heading: t('header.joinTheTeam'),
          links: [{ href: localePath(locale, '/join-us'), label: t('header.joinUs') }],
        },
        {
          heading: t('header.companyGroup'),
          links: [{ href: localePath(locale, '/about'), label: t('header.about') }],
        },
        {
          heading: t('header.more'),
          links: [
            { href: localePath(locale, '/blog'), label: t('header.blog') },
            { href: localePath(locale, '/contact'), label: t('header.contact') },
          ],
        },
      ],
    },
    services: { href: localePath(locale, '/services'), label: t('header.services') },
    products: {
      label: t('header.ourProducts'),
      groups: categories.map((category) => ({
        heading: category.name,
        links: category.subCategories.map((sub) => ({
          href: localePath(locale, `/products/${sub.slug}`),
          label: sub.name,
        })),
      })),
    },
    contact: { href: localePath(locale, '/contact'), label: t('header.contact') },
  };
}
