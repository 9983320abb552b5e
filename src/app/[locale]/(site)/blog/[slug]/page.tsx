import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PostImage } from '@/components/blog/post-image';
import { ViewCounter } from '@/components/blog/view-counter';
import { Link } from '@/components/ui/link';
import { authorLabel, formatPostDate, plainText } from '@/lib/blog';
import { contentLang, type Locale, localePath } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/messages';
import { readPublishedPost } from '@/server/blog';
import type { Post } from '@/server/blog/post';
import { sanitizePostHtml } from '@/server/blog/sanitize-post-html';
import { getConfig } from '@/server/config';
import { pageAlternates, routeLocale } from '@/server/i18n/route-locale';
import { getLogger } from '@/server/logger';
import { firstPaintSrc } from '@/server/media/first-paint-picture';
import { readCompanySettings } from '@/server/settings';

type Props = { params: Promise<{ slug: string }> };

/** Rendered on first visit, then cached until a post changes (the blog tag) or an hour passes. */
export const revalidate = 3600;
export const generateStaticParams = async () => [];

/** undefined: no such published post; null: the database failed. */
async function load(slug: string, locale: Locale): Promise<Post | undefined | null> {
  try {
    return (await readPublishedPost(slug, locale)) ?? undefined;
  } catch (error) {
    getLogger().error({ err: error, slug }, 'could not load a blog post');
    return null;
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale();
  const t = translator(locale);
  const post = await load((await params).slug, locale);
  if (!post) return { title: t('blog.notFound') };
  const title = post.metaTitle || post.title;
  const description = (post.metaDescription || post.excerpt || plainText(post.content)).slice(0, 300);
  const images = post.imageUrl ? [{ url: post.imageUrl, alt: post.title }] : undefined;
  return {
    title,
    description,
    alternates: pageAlternates(locale, `/blog/${post.slug}`),
    openGraph: {
      type: 'article',
      title,
      description,
      url: localePath(locale, `/blog/${post.slug}`),
      images,
      publishedTime: post.createdAt.toISOString(),
      modifiedTime: post.updatedAt.toISOString(),
    },
    twitter: { card: post.imageUrl ? 'summary_large_image' : 'summary', title, description, images },
  };
}

export default async function BlogPostPage({ params }: Props) {
  const locale = await routeLocale();
  const t = translator(locale);
  const post = await load((await params).slug, locale);
  if (post === undefined) notFound();
  if (post === null) {
    return (
      <p role="alert" className="mx-auto max-w-3xl px-4 py-16 text-red-800">
        {t('blog.loadFailed')}
      </p>
    );
  }
  const company = await readCompanySettings(locale);
  const { baseUrl } = getConfig();
  const lang = contentLang(post.locale, locale);
  const author = authorLabel(post.author, t('blog.founder', { company: company.name }));
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.metaDescription || post.excerpt || undefined,
    image: post.imageUrl ? new URL(post.imageUrl, baseUrl).toString() : undefined,
    datePublished: post.createdAt.toISOString(),
    dateModified: post.updatedAt.toISOString(),
    author: { '@type': post.author.toLowerCase() === 'admin' ? 'Organization' : 'Person', name: author },
    publisher: { '@type': 'Organization', name: company.name },
    mainEntityOfPage: `${baseUrl}/blog/${post.slug}`,
    keywords: post.tags.join(', ') || undefined,
  };
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD; '<' is escaped so no tag can close the script
        dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }}
      />
      <Link href={localePath(locale, '/blog')} className="mb-6 inline-block text-cyan-800 underline">
        {t('blog.back')}
      </Link>
      <div className="mb-3 flex flex-wrap gap-2 text-xs font-semibold">
        {post.category ? (
          <span className="rounded-full bg-cyan-100 px-2 py-1 text-cyan-900">{post.category.name}</span>
        ) : null}
        {post.tags.length > 0 ? (
          <ul aria-label={t('blog.tags')} className="flex flex-wrap gap-2">
            {post.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-slate-100 px-2 py-1 text-slate-700">
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {lang ? (
        <p className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
          {t('blog.notTranslated')}
        </p>
      ) : null}
      <h1 className="mb-3 text-3xl font-bold text-cyan-950 sm:text-4xl" lang={lang}>
        {post.title}
      </h1>
      {post.excerpt ? (
        <p className="mb-5 text-lg text-slate-700" lang={lang}>
          {post.excerpt}
        </p>
      ) : null}
      <div className="mb-5 overflow-hidden rounded-lg">
        <PostImage src={firstPaintSrc(post.imageUrl)} alt="" priority sizes="(min-width: 768px) 48rem, 100vw" />
      </div>
      <p className="mb-8 text-sm text-slate-600">
        {author} · <time dateTime={post.createdAt.toISOString()}>{formatPostDate(post.createdAt, locale)}</time> ·{' '}
        <ViewCounter
          slug={post.slug}
          initial={post.viewCount}
          labels={{ one: t('blog.viewOne'), many: t('blog.viewMany') }}
        />
      </p>
      <div
        className="post-body"
        lang={lang}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with an allow-list when saved and again here
        dangerouslySetInnerHTML={{ __html: sanitizePostHtml(post.content) }}
      />
    </article>
  );
}
