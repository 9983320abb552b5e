import { notFound } from 'next/navigation';
import { BlogPostForm } from '@/components/admin/blog/blog-post-form';
import { english } from '@/lib/i18n/english';
import { ADMIN_PAGES } from '@/lib/permissions';
import { positiveIntegerSchema } from '@/lib/schemas/positive-integer';
import { requirePermissionPage } from '@/server/auth/admin-page';
import { findAdminPost } from '@/server/blog/find-admin-post';
import { findBlogCategories } from '@/server/blog/find-blog-categories';
import { getDb } from '@/server/db';
import { AdminFormPage } from '../../admin-form-page';

/** The edit screen the spec lacks (staff need to fix typos): the add form, filled in. */
export default async function EditBlogPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePermissionPage(ADMIN_PAGES['/admin/edit-blog/[id]']);
  const id = positiveIntegerSchema.safeParse((await params).id);
  const post = id.success ? await findAdminPost(getDb(), id.data) : null;
  if (!post) notFound();
  return (
    <AdminFormPage
      back={{ href: '/admin/blog', label: english('admin.blog.heading') }}
      heading={english('admin.blog.editHeading')}
      width="max-w-3xl"
    >
      <BlogPostForm categories={await findBlogCategories(getDb())} post={post} />
    </AdminFormPage>
  );
}
