import Link from 'next/link';
import { notFound } from 'next/navigation';
import { BlogPostForm } from '@/components/admin/blog/blog-post-form';
import { t } from '@/lib/i18n/messages';
import { ADMIN_PAGES } from '@/lib/permissions';
import { recordIdSchema } from '@/lib/schemas/people';
import { requirePermissionPage } from '@/server/auth/admin-page';
import { findAdminPost } from '@/server/blog/admin-posts';
import { findBlogCategories } from '@/server/blog/find-blog-categories';
import { getDb } from '@/server/db';

/** The edit screen the spec lacks (staff need to fix typos): the add form, filled in. */
export default async function EditBlogPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePermissionPage(ADMIN_PAGES['/admin/edit-blog/[id]']);
  const id = recordIdSchema.safeParse((await params).id);
  const post = id.success ? await findAdminPost(getDb(), id.data) : null;
  if (!post) notFound();
  return (
    <div className="max-w-3xl">
      <p className="mb-2">
        <Link href="/admin?tab=blogs" className="underline">
          {t('admin.blog.heading')}
        </Link>
      </p>
      <h1 className="mb-4 text-2xl font-bold">{t('admin.blog.editHeading')}</h1>
      <div className="rounded-lg border border-slate-200 bg-white p-4">
        <BlogPostForm categories={await findBlogCategories(getDb())} post={post} />
      </div>
    </div>
  );
}
