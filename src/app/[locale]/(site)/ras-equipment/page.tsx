import type { Metadata } from 'next';
import { InfoCards } from '@/components/marketing/info-cards';
import { Link } from '@/components/ui/link';
import { localePath } from '@/lib/i18n/locales';
import { messages, translator } from '@/lib/i18n/messages';
import { localizedMetadata, pageAlternates, routeLocale } from '@/server/i18n/route-locale';

export const generateMetadata = localizedMetadata((_props, locale): Metadata => {
  const content = messages(locale).rasEquipment;
  return {
    title: content.title,
    description: content.intro,
    alternates: pageAlternates(locale, '/ras-equipment'),
  };
});

/** Spec §2.1: a static page listing Filtration Systems and Monitoring Equipment. */
export default async function RasEquipmentPage() {
  const locale = await routeLocale();
  const t = translator(locale);
  const content = messages(locale).rasEquipment;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="mb-3 text-3xl font-bold text-cyan-950">{content.title}</h1>
      <p className="mb-8 max-w-3xl text-lg text-slate-700">{content.intro}</p>
      {content.sections.map((section) => (
        <section key={section.heading} className="mb-10">
          <h2 className="mb-4 text-2xl font-semibold text-cyan-950">{section.heading}</h2>
          <InfoCards items={section.items} columns={2} />
        </section>
      ))}
      <div className="flex flex-col gap-3 rounded-lg bg-cyan-900 p-6 text-white sm:flex-row sm:items-center sm:justify-between">
        <p>{t('rasEquipment.designHelp')}</p>
        <div className="flex flex-wrap gap-3">
          <Link
            href={localePath(locale, '/products/ras-equipment')}
            className="rounded-md bg-white px-4 py-3 font-semibold text-cyan-950"
          >
            {t('rasEquipment.orderOnline')}
          </Link>
          <Link
            href={localePath(locale, '/contact')}
            className="rounded-md border border-white px-4 py-3 font-semibold text-white"
          >
            {t('rasEquipment.talkToUs')}
          </Link>
        </div>
      </div>
    </div>
  );
}
