import { BlogAdmin } from '@/components/admin/blog/blog-admin';
import { requireAdminPage } from '@/server/auth/admin-page';
import { findAdminPosts } from '@/server/blog/find-admin-posts';
import { findBlogCategories } from '@/server/blog/find-blog-categories';
import { getDb } from '@/server/db';
import { AdminFrame } from '../admin-frame';
import { readOrLog } from '../read-or-log';
import { blogStatusOf, idOf, pageOf, param, type SearchParams } from '../search-params';

/** Blog Management (spec §2.11): the posts with their filters, and the blog's categories. */
export default async function BlogPage({ searchParams }: { searchParams: SearchParams }) {
  const viewer = await requireAdminPage('/admin/blog');
  const query = await searchParams;
  const filters = {
    query: param(query, 'q'),
    categoryId: idOf(query, 'category'),
    status: blogStatusOf(query),
    page: pageOf(query),
  };
  const db = getDb();
  const [listing, categories] = await Promise.all([
    readOrLog(findAdminPosts(db, filters), 'blog posts for the admin'),
    readOrLog(findBlogCategories(db), 'blog categories for the admin'),
  ]);
  return (
    <AdminFrame viewer={viewer} path="/admin/blog">
      <BlogAdmin filters={filters} listing={listing} categories={categories} />
    </AdminFrame>
  );
}
