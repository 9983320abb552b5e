import Link from 'next/link';
import { t } from '@/lib/i18n/messages';

export default function PostNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="mb-6 text-2xl font-bold">{t('blog.notFound')}</h1>
      <Link href="/blog" className="text-cyan-800 underline">
        {t('blog.back')}
      </Link>
    </div>
  );
}
