import { tenantDownFormTexts } from '@/components/submissions/form-texts';
import { TenantDownForm } from '@/components/submissions/tenant-down-form';
import { translate, translator } from '@/lib/i18n/messages';
import { localizedMetadata, pageAlternates, routeLocale } from '@/server/i18n/route-locale';

export const generateMetadata = localizedMetadata((_props, locale) => ({
  title: translate(locale, 'submissions.tenant.title'),
  description: translate(locale, 'submissions.tenant.intro'),
  alternates: pageAlternates(locale, '/join-us/tenant-down'),
}));

/** The emergency form on its own page: where the Tenant down link goes before the script loads, and a link to share. */
export default async function TenantDownPage() {
  const locale = await routeLocale();
  const t = translator(locale);
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <h1 className="mb-2 text-2xl font-bold text-red-800">{t('submissions.tenant.title')}</h1>
      <p className="mb-4 text-slate-700">{t('submissions.tenant.intro')}</p>
      <TenantDownForm texts={tenantDownFormTexts(locale)} idPrefix="tenant-page" />
    </div>
  );
}
