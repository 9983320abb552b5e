import { BlogAdmin } from '@/components/admin/blog/blog-admin';
import { type AdminPostFilters, findAdminPosts } from '@/server/blog/find-admin-posts';
import { findBlogCategories } from '@/server/blog/find-blog-categories';
import { getDb } from '@/server/db';
import { readOrLog } from './read-or-log';

export async function BlogTab({ filters }: { filters: AdminPostFilters & { page: number } }) {
  const db = getDb();
  const [listing, categories] = await Promise.all([
    readOrLog(findAdminPosts(db, filters), 'blog posts for the admin'),
    readOrLog(findBlogCategories(db), 'blog categories for the admin'),
  ]);
  return (
    <BlogAdmin filters={filters} listing={listing && { ...listing, rows: listing.posts }} categories={categories} />
  );
}
