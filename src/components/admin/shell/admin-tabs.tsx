import { Link } from '@/components/ui/link';
import { english } from '@/lib/i18n/english';
import { type StaffRole, visibleAdminTabs } from '@/lib/permissions';
import { LinkPending } from './link-pending';

/** The back office's tabs (ADMIN_TABS), those the viewer's roles open; the current one is marked for screen readers too. */
export function AdminTabs({ current, roles }: { current: string | undefined; roles: readonly StaffRole[] }) {
  return (
    <nav aria-label={english('admin.tabs.label')} className="mb-6 border-b border-slate-300">
      <ul className="grid grid-cols-2 gap-x-1 sm:flex sm:flex-wrap">
        {visibleAdminTabs(roles).map(({ tab, href }) => (
          <li key={tab}>
            <Link
              href={href}
              aria-current={tab === current ? 'page' : undefined}
              className="inline-flex min-h-11 items-center border-b-2 border-transparent px-3 text-sm font-medium sm:whitespace-nowrap sm:text-base text-slate-700 hover:text-cyan-800 aria-[current=page]:border-cyan-700 aria-[current=page]:text-cyan-900"
            >
              {english(`admin.tabs.${tab}`)}
              <LinkPending label={english('admin.loading')} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
