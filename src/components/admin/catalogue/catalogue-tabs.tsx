import { Link } from '@/components/ui/link';
import { english } from '@/lib/i18n/english';
import { ADMIN_TABS, canOpen, type StaffRole } from '@/lib/permissions';
import { LinkPending } from '../shell/link-pending';

const LABELS: Record<(typeof ADMIN_TABS.products)[number], 'products' | 'categories' | 'orders'> = {
  '/admin/products': 'products',
  '/admin/categories': 'categories',
  '/admin/orders': 'orders',
};

/** Products Management's sub-tabs (spec §2.11), each a screen of its own: those the viewer's roles open. */
export function CatalogueTabs({ current, roles }: { current: string; roles: readonly StaffRole[] }) {
  const screens = ADMIN_TABS.products.filter((screen) => canOpen(roles, screen));
  return (
    <nav aria-label={english('admin.catalogue.sections')} className="mb-4">
      <ul className="flex flex-wrap gap-2">
        {screens.map((screen) => (
          <li key={screen}>
            <Link
              href={screen}
              aria-current={screen === current ? 'page' : undefined}
              className="inline-flex min-h-11 items-center rounded-full border border-slate-300 px-4 font-medium aria-[current=page]:border-cyan-800 aria-[current=page]:bg-cyan-800 aria-[current=page]:text-white"
            >
              {english(`admin.catalogue.tabs.${LABELS[screen]}`)}
              <LinkPending label={english('admin.loading')} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
