import { deleteBlogCategoryAction, deleteBlogPostAction } from '@/app/[locale]/admin/blog/actions';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { LinkButton } from '@/components/ui/button';
import { plainText } from '@/lib/blog';
import { english } from '@/lib/i18n/english';
import { BLOG_STATUSES } from '@/lib/schemas/blog-admin';
import type { AdminPostRow } from '@/server/blog/admin-post';
import type { AdminPostFilters } from '@/server/blog/find-admin-posts';
import type { BlogStatus } from '@/server/db/schema';
import { AdminList, ListFailure, type ListPage } from '../list/admin-list';
import { AdminTime } from '../list/admin-time';
import type { Column } from '../list/data-table';
import { ListFilters, SearchFilter, SelectFilter } from '../list/list-filters';
import { listParams } from '../list/list-params';
import { RowActions } from '../list/row-actions';
import { StatCards } from '../list/stat-cards';
import { DeleteButton } from '../shared/delete-button';
import { BlogCategoryForm } from './blog-category-form';

export type PostsListing = ListPage<AdminPostRow> & {
  stats: { total: number; published: number; drafts: number; categories: number };
};
type BlogCategory = { id: number; name: string };

const statusTones: Record<BlogStatus, BadgeTone> = { published: 'emerald', draft: 'amber', archived: 'slate' };

type PostColumn =
  | 'image'
  | 'title'
  | 'excerpt'
  | 'tags'
  | 'category'
  | 'author'
  | 'status'
  | 'created'
  | 'views'
  | 'actions';

function postColumns(back: string): Column<AdminPostRow>[] {
  const column = (key: PostColumn, cell: Column<AdminPostRow>['cell'], className?: string) => ({
    key,
    header: english(`admin.blog.columns.${key}`),
    cell,
    className,
  });
  return [
    column('image', (post) =>
      post.imageUrl ? (
        // biome-ignore lint/performance/noImgElement: a small thumbnail of a stored picture
        <img
          src={post.imageUrl}
          alt=""
          width={48}
          height={36}
          loading="lazy"
          className="h-9 w-12 rounded object-cover"
        />
      ) : null,
    ),
    column('title', (post) => post.title, 'font-semibold'),
    column(
      'excerpt',
      (post) => {
        const excerpt = plainText(post.excerpt || post.content);
        return excerpt.length > 100 ? `${excerpt.slice(0, 100)}...` : excerpt;
      },
      'max-w-xs',
    ),
    column('tags', (post) => (
      <span className="flex flex-wrap gap-1">
        {post.tags.slice(0, 2).map((tag) => (
          <span key={tag} className="rounded bg-slate-100 px-1.5 py-0.5 text-xs">
            {tag}
          </span>
        ))}
        {post.tags.length > 2 ? <span className="text-xs">+{post.tags.length - 2}</span> : null}
      </span>
    )),
    column('category', (post) => post.categoryName ?? english('admin.blog.uncategorized')),
    column('author', (post) => post.author),
    column('status', (post) => (
      <Badge tone={statusTones[post.status]}>{english(`admin.blog.status.${post.status}`)}</Badge>
    )),
    column('created', (post) => <AdminTime value={post.createdAt} precision="date" />, 'whitespace-nowrap'),
    column('views', (post) => post.viewCount),
    column('actions', (post) => (
      <RowActions
        href={`/admin/edit-blog/${post.id}`}
        label={english('admin.blog.editNamed', { title: post.title })}
        text={english('admin.blog.edit')}
      >
        <DeleteButton
          action={deleteBlogPostAction}
          id={post.id}
          name={post.title}
          label={english('admin.blog.deleteNamed', { title: post.title })}
          confirmText={english('admin.blog.confirmDelete', { title: post.title })}
          fields={{ back }}
        />
      </RowActions>
    )),
  ];
}

/** Spec §2.11 Blog Management: stat cards, search and filters, the table, delete naming the post, Manage Categories. Its page reads the data. */
export function BlogAdmin({
  filters,
  listing,
  categories,
}: {
  filters: AdminPostFilters & { page: number };
  listing: PostsListing | null;
  /** null when they could not be read. */
  categories: BlogCategory[] | null;
}) {
  const list = listParams('/admin/blog', { q: filters.query, category: filters.categoryId, status: filters.status });
  const stats = listing?.stats;
  return (
    <section aria-labelledby="blog-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="blog-heading" className="text-xl font-bold">
          {english('admin.blog.heading')}
        </h2>
        <LinkButton href="/admin/add-blog">{english('admin.blog.addPost')}</LinkButton>
      </div>
      {stats ? (
        <StatCards
          cards={[
            [stats.total, english('admin.blog.statTotal')],
            [stats.published, english('admin.blog.statPublished')],
            [stats.drafts, english('admin.blog.statDrafts')],
            [stats.categories, english('admin.blog.statCategories')],
          ]}
        />
      ) : null}
      <ListFilters
        path={list.path}
        submitText={english('admin.blog.filter')}
        clearText={english('admin.blog.clear')}
        filtered={list.filtered}
      >
        <SearchFilter label={english('admin.blog.searchLabel')} defaultValue={filters.query} />
        <SelectFilter
          label={english('admin.blog.categoryLabel')}
          name="category"
          value={filters.categoryId}
          allLabel={english('admin.blog.allCategories')}
          options={(categories ?? []).map((category) => ({ value: category.id, label: category.name }))}
        />
        <SelectFilter
          label={english('admin.blog.statusLabel')}
          name="status"
          value={filters.status}
          allLabel={english('admin.blog.allStatuses')}
          options={BLOG_STATUSES.map((status) => ({ value: status, label: english(`admin.blog.status.${status}`) }))}
        />
      </ListFilters>
      <AdminList
        label={english('admin.blog.heading')}
        listing={listing}
        failedText={english('admin.blog.fetchFailed')}
        emptyText={english('admin.blog.empty')}
        columns={postColumns(list.withPage(filters.page).toString())}
        rowKey={(post) => post.id}
        rowTestId="post-row"
        path={list.path}
        params={list.params}
      />
      <BlogCategories categories={categories} />
    </section>
  );
}

function BlogCategories({ categories }: { categories: BlogCategory[] | null }) {
  return (
    <section id="manage-categories" aria-labelledby="manage-categories-heading" className="flex flex-col gap-3">
      <h3 id="manage-categories-heading" className="text-lg font-semibold">
        {english('admin.blog.manageCategories')}
      </h3>
      <BlogCategoryForm />
      {categories === null ? (
        <ListFailure text={english('admin.blog.categoriesFailed')} />
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
                label={english('admin.blog.deleteCategoryNamed', { name: category.name })}
                confirmText={english('admin.blog.deleteCategoryNamed', { name: category.name })}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
