import Link from 'next/link';
import { english } from '@/lib/i18n/english';
import { ADMIN_PAGES, can, type StaffRole, visibleAdminTabs } from '@/lib/permissions';
import { LinkPending } from './link-pending';

/** The back office's sections; the current one is marked for screen readers too. */
const sections = [
  { key: 'contact', href: '/admin?tab=contact', label: english('admin.tabs.contact') },
  { key: 'join', href: '/admin?tab=join', label: english('admin.tabs.join') },
  { key: 'tenant', href: '/admin?tab=tenant', label: english('admin.tabs.tenant') },
  { key: 'products', href: '/admin?tab=products', label: english('admin.tabs.products') },
  { key: 'blogs', href: '/admin?tab=blogs', label: english('admin.tabs.blogs') },
  { key: 'testimonials', href: '/admin?tab=testimonials', label: english('admin.tabs.testimonials') },
  { key: 'team', href: '/admin/team', label: english('admin.tabs.team') },
  { key: 'chat', href: '/admin?tab=chat', label: english('admin.tabs.chat') },
  { key: 'audit', href: '/admin?tab=audit', label: english('admin.tabs.audit') },
  { key: 'messages', href: '/admin?tab=messages', label: english('admin.tabs.messages') },
  { key: 'staff', href: '/admin?tab=staff', label: english('admin.tabs.staff') },
] as const;

/** Each person sees the sections their roles open (src/lib/permissions.ts). */
export function AdminTabs({ current, roles }: { current: string; roles: readonly StaffRole[] }) {
  const tabs: readonly string[] = visibleAdminTabs(roles);
  const shown = sections.filter((section) =>
    section.key === 'team' ? can(roles, ADMIN_PAGES['/admin/team']) : tabs.includes(section.key),
  );
  return (
    <nav aria-label={english('admin.tabs.label')} className="mb-6 border-b border-slate-300">
      <ul className="grid grid-cols-2 gap-x-1 sm:flex sm:flex-wrap">
        {shown.map((section) => (
          <li key={section.key}>
            <Link
              href={section.href}
              aria-current={section.key === current ? 'page' : undefined}
              className="inline-flex min-h-11 items-center border-b-2 border-transparent px-3 text-sm font-medium sm:whitespace-nowrap sm:text-base text-slate-700 hover:text-cyan-800 aria-[current=page]:border-cyan-700 aria-[current=page]:text-cyan-900"
            >
              {section.label}
              <LinkPending label={english('admin.loading')} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
