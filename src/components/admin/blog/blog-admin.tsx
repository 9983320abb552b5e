import Link from 'next/link';
import { deleteBlogCategoryAction, deleteBlogPostAction } from '@/app/[locale]/admin/blog-actions';
import { Pagination } from '@/components/marketing/pagination';
import { plainText } from '@/lib/blog';
import { t } from '@/lib/i18n/english';
import { BLOG_STATUSES } from '@/lib/schemas/blog-admin';
import { formatCount } from '@/lib/text';
import { type AdminPostFilters, findAdminPosts } from '@/server/blog/admin-posts';
import { findBlogCategories } from '@/server/blog/find-blog-categories';
import { getDb } from '@/server/db';
import type { BlogStatus } from '@/server/db/schema';
import { getLogger } from '@/server/logger';
import { TableScroller } from '../list/table-scroller';
import { DeleteButton } from '../shared/delete-button';
import { BlogCategoryForm } from './blog-category-form';

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' });
const statusClass: Record<BlogStatus, string> = {
  published: 'bg-emerald-100 text-emerald-900',
  draft: 'bg-amber-100 text-amber-900',
  archived: 'bg-slate-200 text-slate-800',
};
const cell = 'border-b border-slate-200 px-3 py-2 align-top';

/** Spec §2.11 Blog Management: stat cards, search and filters, the table, delete naming the post, Manage Categories. */
export async function BlogAdmin({ filters }: { filters: AdminPostFilters & { page: number } }) {
  const db = getDb();
  const [listing, categories] = await Promise.all([
    findAdminPosts(db, filters).catch((error: unknown) => {
      getLogger().error({ err: error }, 'could not load blog posts for the admin');
      return null;
    }),
    findBlogCategories(db).catch(() => null),
  ]);
  const query = new URLSearchParams({ tab: 'blogs' });
  if (filters.query) query.set('q', filters.query);
  if (filters.categoryId) query.set('category', String(filters.categoryId));
  if (filters.status) query.set('status', filters.status);
  const withPage = new URLSearchParams(query);
  if (filters.page > 1) withPage.set('page', String(filters.page));

  return (
    <section aria-labelledby="blog-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="blog-heading" className="text-xl font-bold">
          {t('admin.blog.heading')}
        </h2>
        <Link
          href="/admin/add-blog"
          className="inline-flex min-h-11 items-center rounded-md bg-cyan-800 px-4 font-semibold text-white"
        >
          {t('admin.blog.addPost')}
        </Link>
      </div>
      {listing ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {(
            [
              ['statTotal', listing.stats.total],
              ['statPublished', listing.stats.published],
              ['statDrafts', listing.stats.drafts],
              ['statCategories', listing.stats.categories],
            ] as const
          ).map(([label, count]) => (
            <li key={label} className="rounded-lg border border-slate-200 bg-white p-3">
              <span className="block text-2xl font-bold">{formatCount(count)}</span>
              {t(`admin.blog.${label}`)}
            </li>
          ))}
        </ul>
      ) : null}
      <search>
        <form method="get" action="/admin" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="tab" value="blogs" />
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t('admin.blog.searchLabel')}
            <input
              type="search"
              name="q"
              defaultValue={filters.query}
              maxLength={100}
              className="min-h-11 w-64 max-w-full rounded-md border border-slate-400 px-3 text-base"
            />
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t('admin.blog.categoryLabel')}
            <select
              name="category"
              defaultValue={filters.categoryId ? String(filters.categoryId) : ''}
              className="min-h-11 rounded-md border border-slate-400 bg-white px-3"
            >
              <option value="">{t('admin.blog.allCategories')}</option>
              {(categories ?? []).map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t('admin.blog.statusLabel')}
            <select
              name="status"
              defaultValue={filters.status ?? ''}
              className="min-h-11 rounded-md border border-slate-400 bg-white px-3"
            >
              <option value="">{t('admin.blog.allStatuses')}</option>
              {BLOG_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`admin.blog.status.${status}`)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="min-h-11 rounded-md bg-cyan-800 px-4 font-semibold text-white">
            {t('admin.blog.filter')}
          </button>
          {query.size > 1 ? (
            <Link href="/admin?tab=blogs" className="inline-flex min-h-11 items-center px-2 underline">
              {t('admin.blog.clear')}
            </Link>
          ) : null}
        </form>
      </search>
      {listing === null ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-red-800">
          {t('admin.blog.fetchFailed')}
        </p>
      ) : listing.posts.length === 0 ? (
        <p>{t('admin.blog.empty')}</p>
      ) : (
        <>
          <TableScroller label={t('admin.blog.heading')}>
            <table className="min-w-full text-left text-sm">
              <caption className="sr-only">{t('admin.blog.heading')}</caption>
              <thead className="bg-slate-50">
                <tr>
                  {(
                    [
                      'image',
                      'title',
                      'excerpt',
                      'tags',
                      'category',
                      'author',
                      'status',
                      'created',
                      'views',
                      'actions',
                    ] as const
                  ).map((column) => (
                    <th key={column} scope="col" className={cell}>
                      {t(`admin.blog.columns.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {listing.posts.map((post) => {
                  const excerpt = plainText(post.excerpt || post.content);
                  return (
                    <tr key={post.id} data-testid="post-row">
                      <td className={cell}>
                        {post.imageUrl ? (
                          // biome-ignore lint/performance/noImgElement: a small thumbnail of a stored picture
                          <img
                            src={post.imageUrl}
                            alt=""
                            width={48}
                            height={36}
                            loading="lazy"
                            className="h-9 w-12 rounded object-cover"
                          />
                        ) : null}
                      </td>
                      <td className={`${cell} font-semibold`}>{post.title}</td>
                      <td className={`${cell} max-w-xs`}>
                        {excerpt.length > 100 ? `${excerpt.slice(0, 100)}...` : excerpt}
                      </td>
                      <td className={cell}>
                        <span className="flex flex-wrap gap-1">
                          {post.tags.slice(0, 2).map((tag) => (
                            <span key={tag} className="rounded bg-slate-100 px-1.5 py-0.5 text-xs">
                              {tag}
                            </span>
                          ))}
                          {post.tags.length > 2 ? <span className="text-xs">+{post.tags.length - 2}</span> : null}
                        </span>
                      </td>
                      <td className={cell}>{post.categoryName ?? t('admin.blog.uncategorized')}</td>
                      <td className={cell}>{post.author}</td>
                      <td className={cell}>
                        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusClass[post.status]}`}>
                          {t(`admin.blog.status.${post.status}`)}
                        </span>
                      </td>
                      <td className={`${cell} whitespace-nowrap`}>{dateFormat.format(post.createdAt)}</td>
                      <td className={cell}>{post.viewCount}</td>
                      <td className={cell}>
                        <div className="flex flex-wrap gap-2">
                          <Link
                            href={`/admin/edit-blog/${post.id}`}
                            aria-label={t('admin.blog.editNamed', { title: post.title })}
                            className="inline-flex min-h-11 items-center rounded-md border border-cyan-800 px-3 font-semibold text-cyan-900"
                          >
                            {t('admin.blog.edit')}
                          </Link>
                          <DeleteButton
                            action={deleteBlogPostAction}
                            id={post.id}
                            name={post.title}
                            label={t('admin.blog.deleteNamed', { title: post.title })}
                            confirmText={t('admin.blog.confirmDelete', { title: post.title })}
                            fields={{ back: withPage.toString() }}
                          />
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </TableScroller>
          <Pagination
            basePath="/admin"
            page={listing.page}
            pageCount={listing.pageCount}
            params={Object.fromEntries(query)}
            label={t('admin.blog.heading')}
          />
        </>
      )}
      <section id="manage-categories" aria-labelledby="manage-categories-heading" className="flex flex-col gap-3">
        <h3 id="manage-categories-heading" className="text-lg font-semibold">
          {t('admin.blog.manageCategories')}
        </h3>
        <BlogCategoryForm />
        {categories === null ? (
          <p role="alert" className="text-red-700">
            {t('admin.blog.categoriesFailed')}
          </p>
        ) : (
          <ul className="flex flex-col gap-3">
            {categories.map((category) => (
              <li
                key={category.id}
                className="flex flex-wrap items-start gap-3 rounded-lg border border-slate-200 bg-white p-3"
              >
                <BlogCategoryForm category={category} />
                <DeleteButton
                  action={deleteBlogCategoryAction}
                  id={category.id}
                  name={category.name}
                  label={t('admin.blog.deleteCategoryNamed', { name: category.name })}
                  confirmText={t('admin.blog.deleteCategoryNamed', { name: category.name })}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
