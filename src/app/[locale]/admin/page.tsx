import { AuditAdmin } from '@/components/admin/audit/audit-admin';
import { BlogAdmin } from '@/components/admin/blog/blog-admin';
import {
  type CatalogueSection,
  CatalogueTabs,
  CategoriesAdmin,
  ProductsAdmin,
} from '@/components/admin/catalogue/catalogue-admin';
import { ChatAdmin } from '@/components/admin/chat/chat-admin';
import { MessagesAdmin } from '@/components/admin/messages/messages-admin';
import { OrdersAdmin } from '@/components/admin/orders/orders-admin';
import { TestimonialsAdmin } from '@/components/admin/people/testimonials-admin';
import { AdminTabs } from '@/components/admin/shell/admin-tabs';
import { DashboardStrip } from '@/components/admin/shell/dashboard-strip';
import { StaffAdmin } from '@/components/admin/staff/staff-admin';
import { SubmissionsAdmin } from '@/components/admin/submissions/submissions-admin';
import { t } from '@/lib/i18n/messages';
import { adminViewPermission, can, visibleAdminTabs } from '@/lib/permissions';
import { readDashboard } from '@/server/admin/read-dashboard';
import { requirePermissionPage } from '@/server/auth/admin-page';
import { getDb } from '@/server/db';
import { getLogger } from '@/server/logger';
import { findStaff } from '@/server/staff/find-staff';
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
  const staff =
    tab === 'staff'
      ? await findStaff(getDb()).catch((error: unknown) => {
          getLogger().error({ err: error }, 'could not read the staff');
          return null;
        })
      : null;
  const dashboard = await readDashboard(getDb(), viewer.userId).catch((error: unknown) => {
    getLogger().error({ err: error }, 'could not read the admin dashboard');
    return null;
  });
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold">{t('admin.title')}</h1>
      <p className="mb-4 text-slate-700">{t('admin.welcome', { email: viewer.email })}</p>
      {dashboard ? <DashboardStrip dashboard={dashboard} roles={viewer.roles} /> : null}
      <AdminTabs current={tab} roles={viewer.roles} />
      {isSubmissionKind(tab) ? (
        <SubmissionsAdmin
          kind={tab}
          query={param(params, 'q')}
          status={submissionStatusOf(params)}
          page={pageOf(params)}
        />
      ) : null}
      {tab === 'products' ? (
        <>
          <CatalogueTabs current={section} roles={viewer.roles} />
          {section === 'orders' ? (
            <OrdersAdmin
              params={{
                query: param(params, 'q'),
                status: orderStatusOf(params),
                categoryId: idOf(params, 'category'),
                page: pageOf(params),
                orderId: idOf(params, 'order'),
              }}
            />
          ) : section === 'categories' ? (
            <CategoriesAdmin editId={editIdOf(params)} />
          ) : (
            <ProductsAdmin
              filters={{
                query: param(params, 'q'),
                categoryId: idOf(params, 'category'),
                subCategoryId: idOf(params, 'sub'),
                page: pageOf(params),
              }}
              editId={editIdOf(params)}
            />
          )}
        </>
      ) : null}
      {tab === 'blogs' ? (
        <BlogAdmin
          filters={{
            query: param(params, 'q'),
            categoryId: idOf(params, 'category'),
            status: blogStatusOf(params),
            page: pageOf(params),
          }}
        />
      ) : null}
      {tab === 'audit' ? (
        <AuditAdmin
          filters={{
            entity: param(params, 'entity'),
            action: param(params, 'action'),
            actor: param(params, 'actor'),
            page: pageOf(params),
          }}
        />
      ) : null}
      {tab === 'chat' ? (
        <ChatAdmin
          params={{
            query: param(params, 'q'),
            page: pageOf(params),
            unansweredPage: pageOf(params, 'upage'),
            editId: editIdOf(params),
            suggested: param(params, 'ask')?.slice(0, 200),
          }}
        />
      ) : null}
      {tab === 'testimonials' ? <TestimonialsAdmin editId={editIdOf(params)} /> : null}
      {tab === 'messages' ? <MessagesAdmin /> : null}
      {tab === 'staff' ? <StaffAdmin staff={staff} /> : null}
    </>
  );
}
