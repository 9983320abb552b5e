import { buttonClass } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { english } from '@/lib/i18n/english';

/** The old single-purpose add pages (spec §2.11): a notice pointing to Add Product. */
export function DeprecatedAddPage({ what, subCategory }: { what: string; subCategory: string }) {
  return (
    <div className="max-w-xl">
      <h1 className="mb-2 text-2xl font-bold">{english('admin.catalogue.deprecatedTitle', { what })}</h1>
      <p className="mb-4 text-slate-700" role="status">
        {english('admin.catalogue.deprecatedText', { what: what.toLowerCase(), sub: subCategory })}
      </p>
      <Link href="/admin/add-product" className={buttonClass()}>
        {english('admin.catalogue.addProduct')}
      </Link>
    </div>
  );
}
