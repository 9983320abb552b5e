import { BlogPostForm } from '@/components/admin/blog/blog-post-form';
import { english } from '@/lib/i18n/english';
import { ADMIN_PAGES } from '@/lib/permissions';
import { requirePermissionPage } from '@/server/auth/admin-page';
import { findBlogCategories } from '@/server/blog/find-blog-categories';
import { getDb } from '@/server/db';
import { AdminFormPage } from '../admin-form-page';

/** Spec §2.11 /admin/add-blog. */
export default async function AddBlogPage() {
  await requirePermissionPage(ADMIN_PAGES['/admin/add-blog']);
  return (
    <AdminFormPage
      back={{ href: '/admin/blog', label: english('admin.blog.heading') }}
      heading={english('admin.blog.addPost')}
      width="max-w-3xl"
    >
      <BlogPostForm categories={await findBlogCategories(getDb())} />
    </AdminFormPage>
  );
}
