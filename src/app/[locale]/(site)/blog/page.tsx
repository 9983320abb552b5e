import type { Metadata } from 'next';
import { BlogFilters } from '@/components/blog/blog-filters';
import { PostCard } from '@/components/blog/post-card';
import { PageHero } from '@/components/marketing/page-hero';
import { Pagination } from '@/components/marketing/pagination';
import { localePath } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/messages';
import { readBlogCategories, readPublishedPosts } from '@/server/blog';
import type { PostPage } from '@/server/blog/find-published-posts';
import { pageAlternates, routeLocale } from '@/server/i18n/route-locale';
import { getLogger } from '@/server/logger';
import { readCompanySettings } from '@/server/settings';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const text = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '');
const positive = (value: string) => {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : 0;
};

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const locale = await routeLocale();
  const t = translator(locale);
  const params = await searchParams;
  // A category and a later page are pages of their own (each its own canonical); a search is for visitors only.
  const address = new URLSearchParams();
  const category = positive(text(params.category));
  const page = positive(text(params.page));
  if (category) address.set('category', String(category));
  if (page > 1) address.set('page', String(page));
  const path = address.size > 0 ? `/blog?${address}` : '/blog';
  return {
    title: t('blog.title'),
    description: t('blog.intro'),
    alternates: {
      ...pageAlternates(locale, path),
      types: { 'application/rss+xml': localePath(locale, '/blog/rss.xml') },
    },
    robots: text(params.q) ? { index: false, follow: true } : undefined,
  };
}

/** Spec §2.9: published posts, newest first, searched and filtered on the server; the filters live in the URL. */
export default async function BlogPage({ searchParams }: { searchParams: SearchParams }) {
  const locale = await routeLocale();
  const t = translator(locale);
  const params = await searchParams;
  const query = text(params.q).trim().slice(0, 100);
  const categoryId = positive(text(params.category));
  const page = positive(text(params.page)) || 1;
  const [categories, company] = await Promise.all([readBlogCategories().catch(() => []), readCompanySettings(locale)]);

  let result: PostPage | null = null;
  try {
    result = await readPublishedPosts(query, categoryId, page, locale);
  } catch (error) {
    getLogger().error({ err: error }, 'could not load blog posts');
  }
  const filtered = Boolean(query || categoryId);
  const keep: Record<string, string> = {};
  if (query) keep.q = query;
  if (categoryId) keep.category = String(categoryId);

  return (
    <>
      <PageHero eyebrow={t('blog.title')} heading={t('blog.heading')} text={t('blog.intro')} tone="cyan" />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <BlogFilters
          query={query}
          categoryId={categoryId ? String(categoryId) : ''}
          categories={categories}
          labels={{
            search: t('blog.search'),
            searchLabel: t('blog.searchLabel'),
            placeholder: t('blog.searchPlaceholder'),
            category: t('blog.categoryLabel'),
            allCategories: t('blog.allCategories'),
            loading: t('blog.loading'),
          }}
        />
        {result === null ? (
          <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-red-800">
            {t('blog.listFailed')}
          </p>
        ) : result.posts.length === 0 ? (
          <div className="rounded-lg border border-dashed border-slate-300 p-8 text-center">
            <h2 className="mb-2 text-xl font-semibold">{t('blog.emptyTitle')}</h2>
            <p className="text-slate-700">{filtered ? t('blog.emptyFiltered') : t('blog.emptyAll')}</p>
          </div>
        ) : (
          <>
            <p className="mb-4 text-sm text-slate-600">{t('blog.results', { count: result.total })}</p>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {result.posts.map((post, index) => (
                <PostCard locale={locale} key={post.id} post={post} companyName={company.name} priority={index === 0} />
              ))}
            </ul>
            <Pagination
              locale={locale}
              basePath="/blog"
              page={result.page}
              pageCount={result.pageCount}
              params={keep}
            />
          </>
        )}
      </div>
    </>
  );
}
