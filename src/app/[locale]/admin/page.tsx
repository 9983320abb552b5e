import type { CatalogueSection } from '@/components/admin/catalogue/catalogue-tabs';
import { AdminTabs } from '@/components/admin/shell/admin-tabs';
import { DashboardStrip } from '@/components/admin/shell/dashboard-strip';
import { english } from '@/lib/i18n/english';
import { adminViewPermission, can, visibleAdminTabs } from '@/lib/permissions';
import { readDashboard } from '@/server/admin/read-dashboard';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '@/server/audit/find-audit-entries';
import { requirePermissionPage } from '@/server/auth/admin-page';
import { getDb } from '@/server/db';
import { isSubmissionKind } from '@/server/submissions/submission-tables';
import {
  blogStatusOf,
  editIdOf,
  idOf,
  orderStatusOf,
  pageOf,
  param,
  type SearchParams,
  submissionStatusOf,
  tabOf,
} from './search-params';
import { AuditTab } from './tabs/audit-tab';
import { BlogTab } from './tabs/blog-tab';
import { CatalogueTab } from './tabs/catalogue-tab';
import { ChatTab } from './tabs/chat-tab';
import { MessagesTab } from './tabs/messages-tab';
import { TestimonialsTab } from './tabs/people-tabs';
import { readOrLog } from './tabs/read-or-log';
import { StaffTab } from './tabs/staff-tab';
import { SubmissionsTab } from './tabs/submissions-tab';

/**
 * The tabbed back office (spec §2.11); the tab lives in the URL. Without one (or
 * with an unknown one) it is the first the viewer's roles open: contact for an
 * owner, as the spec says. A tab their roles do not open is refused (403).
 */
export default async function AdminPage({ searchParams }: { searchParams: SearchParams }) {
  const asker = await requirePermissionPage();
  const params = await searchParams;
  const tab = tabOf(params) ?? visibleAdminTabs(asker.roles)[0] ?? 'contact';
  const requested = param(params, 'section');
  const section: CatalogueSection =
    requested === 'orders' || requested === 'categories' || requested === 'products'
      ? requested
      : can(asker.roles, 'catalogue')
        ? 'products'
        : 'orders';
  const viewer = await requirePermissionPage(adminViewPermission(tab, section));
  const dashboard = await readOrLog(readDashboard(getDb(), viewer.userId), 'the admin dashboard');
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold">{english('admin.title')}</h1>
      <p className="mb-4 text-slate-700">{english('admin.welcome', { email: viewer.email })}</p>
      {dashboard ? <DashboardStrip dashboard={dashboard} roles={viewer.roles} /> : null}
      <AdminTabs current={tab} roles={viewer.roles} />
      {isSubmissionKind(tab) ? (
        <SubmissionsTab
          kind={tab}
          query={param(params, 'q')}
          status={submissionStatusOf(params)}
          page={pageOf(params)}
        />
      ) : null}
      {tab === 'products' ? (
        <CatalogueTab
          section={section}
          roles={viewer.roles}
          filters={{
            query: param(params, 'q'),
            categoryId: idOf(params, 'category'),
            subCategoryId: idOf(params, 'sub'),
            page: pageOf(params),
          }}
          orders={{
            query: param(params, 'q'),
            status: orderStatusOf(params),
            categoryId: idOf(params, 'category'),
            page: pageOf(params),
            orderId: idOf(params, 'order'),
          }}
          editId={editIdOf(params)}
        />
      ) : null}
      {tab === 'blogs' ? (
        <BlogTab
          filters={{
            query: param(params, 'q'),
            categoryId: idOf(params, 'category'),
            status: blogStatusOf(params),
            page: pageOf(params),
          }}
        />
      ) : null}
      {tab === 'audit' ? (
        <AuditTab
          filters={{
            entity: AUDIT_ENTITIES.find((value) => value === param(params, 'entity')),
            action: AUDIT_ACTIONS.find((value) => value === param(params, 'action')),
            actor: param(params, 'actor'),
            page: pageOf(params),
          }}
        />
      ) : null}
      {tab === 'chat' ? (
        <ChatTab
          params={{
            query: param(params, 'q'),
            page: pageOf(params),
            unansweredPage: pageOf(params, 'upage'),
            editId: editIdOf(params),
            suggested: param(params, 'ask')?.slice(0, 200),
          }}
        />
      ) : null}
      {tab === 'testimonials' ? <TestimonialsTab editId={editIdOf(params)} /> : null}
      {tab === 'messages' ? <MessagesTab /> : null}
      {tab === 'staff' ? <StaffTab /> : null}
    </>
  );
}
