import Link from 'next/link';
import { english } from '@/lib/i18n/english';
import { adminViewPermission, can, type StaffRole } from '@/lib/permissions';
import { LinkPending } from '../shell/link-pending';

export type CatalogueSection = 'products' | 'categories' | 'orders';

/** Products Management's sub-tabs (spec §2.11), in the URL as `section`: those the viewer's roles open. */
export function CatalogueTabs({ current, roles }: { current: CatalogueSection; roles: readonly StaffRole[] }) {
  const sections = (['products', 'categories', 'orders'] as const).filter((section) =>
    can(roles, adminViewPermission('products', section)),
  );
  return (
    <nav aria-label={english('admin.catalogue.sections')} className="mb-4">
      <ul className="flex flex-wrap gap-2">
        {sections.map((section) => (
          <li key={section}>
            <Link
              href={`/admin?tab=products&section=${section}`}
              aria-current={section === current ? 'page' : undefined}
              className="inline-flex min-h-11 items-center rounded-full border border-slate-300 px-4 font-medium aria-[current=page]:border-cyan-800 aria-[current=page]:bg-cyan-800 aria-[current=page]:text-white"
            >
              {english(`admin.catalogue.tabs.${section}`)}
              <LinkPending label={english('admin.loading')} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
