import { Link } from '@/components/ui/link';
import { english } from '@/lib/i18n/english';
import { can, type Permission, type StaffRole } from '@/lib/permissions';
import { formatCount } from '@/lib/text';
import type { Dashboard } from '@/server/admin/read-dashboard';
import { formatAdminDate } from '../list/admin-time';

/**
 * Pending orders and what arrived since the admin's last visit (still new), each
 * a link to those new ones: the cards of the parts the viewer's roles open.
 */
export function DashboardStrip({ dashboard, roles }: { dashboard: Dashboard; roles: readonly StaffRole[] }) {
  const cards: { label: string; count: number; href: string; permission: Permission }[] = [
    {
      label: english('admin.dashboard.pendingOrders'),
      count: dashboard.pendingOrders,
      href: '/admin/orders?status=pending',
      permission: 'orders',
    },
    {
      label: english('admin.dashboard.newContact'),
      count: dashboard.newContact,
      href: '/admin/submissions/contact?status=new',
      permission: 'submissions',
    },
    {
      label: english('admin.dashboard.newJoin'),
      count: dashboard.newJoin,
      href: '/admin/submissions/join?status=new',
      permission: 'submissions',
    },
    {
      label: english('admin.dashboard.newTenant'),
      count: dashboard.newTenant,
      href: '/admin/submissions/tenant?status=new',
      permission: 'submissions',
    },
    {
      label: english('admin.dashboard.failedMessages'),
      count: dashboard.failedMessages,
      href: '/admin/messages',
      permission: 'orders',
    },
  ];
  const shown = cards.filter((card) => can(roles, card.permission));
  if (shown.length === 0) return null;
  return (
    <section aria-label={english('admin.dashboard.label')} className="mb-6">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {shown.map((card) => (
          <li key={card.href}>
            <Link
              href={card.href}
              className="flex min-h-11 flex-col rounded-lg border border-slate-200 bg-white p-3 hover:border-cyan-700"
            >
              <span className="text-2xl font-bold text-cyan-950" data-testid="dashboard-count">
                {formatCount(card.count, 'en')}
              </span>
              <span className="text-sm text-slate-700">{card.label}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-slate-600">
        {dashboard.newSince
          ? english('admin.dashboard.since', { date: formatAdminDate(dashboard.newSince) })
          : english('admin.dashboard.firstVisit')}
      </p>
    </section>
  );
}
