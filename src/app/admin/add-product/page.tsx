import Link from 'next/link';
import { categoryChoices } from '@/components/admin/catalogue-admin';
import { ProductForm } from '@/components/admin/product-form';
import { t } from '@/lib/i18n/messages';
import { requireAdmin } from '@/server/auth/viewer';

/** Spec §2.11 /admin/add-product. */
export default async function AddProductPage() {
  await requireAdmin();
  return (
    <div className="max-w-2xl">
      <p className="mb-2">
        <Link href="/admin?tab=products&section=products" className="underline">
          {t('admin.catalogue.tabs.products')}
        </Link>
      </p>
      <h1 className="mb-4 text-2xl font-bold">{t('admin.catalogue.addProduct')}</h1>
      <div className="rounded-lg border border-slate-200 bg-white p-4">
        <ProductForm categories={await categoryChoices()} />
      </div>
    </div>
  );
}
