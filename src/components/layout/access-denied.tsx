import { Link } from '@/components/ui/link';
import { type Locale, localePath } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/messages';

/** A full-page refusal with one way onwards. */
export function NoticePage({ title, href, linkLabel }: { title: string; href: string; linkLabel: string }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="mb-4 text-2xl font-bold">{title}</h1>
      <Link href={href} className="text-cyan-800 underline">
        {linkLabel}
      </Link>
    </div>
  );
}

export function AccessDenied({ locale }: { locale: Locale }) {
  const t = translator(locale);
  return <NoticePage title={t('admin.accessDenied')} href={localePath(locale, '/')} linkLabel={t('admin.backHome')} />;
}
