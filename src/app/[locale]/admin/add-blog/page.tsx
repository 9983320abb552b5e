import Link from 'next/link';
import { BlogPostForm } from '@/components/admin/blog/blog-post-form';
import { t } from '@/lib/i18n/messages';
import { ADMIN_PAGES } from '@/lib/permissions';
import { requirePermissionPage } from '@/server/auth/admin-page';
import { findBlogCategories } from '@/server/blog/find-blog-categories';
import { getDb } from '@/server/db';

/** Spec §2.11 /admin/add-blog. */
export default async function AddBlogPage() {
  await requirePermissionPage(ADMIN_PAGES['/admin/add-blog']);
  return (
    <div className="max-w-3xl">
      <p className="mb-2">
        <Link href="/admin?tab=blogs" className="underline">
          {t('admin.blog.heading')}
        </Link>
      </p>
      <h1 className="mb-4 text-2xl font-bold">{t('admin.blog.addPost')}</h1>
      <div className="rounded-lg border border-slate-200 bg-white p-4">
        <BlogPostForm categories={await findBlogCategories(getDb())} />
      </div>
    </div>
  );
}
