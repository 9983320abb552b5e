import { AdminTabs } from '@/components/admin/admin-tabs';
import { AuditAdmin } from '@/components/admin/audit-admin';
import { BlogAdmin } from '@/components/admin/blog-admin';
import {
  type CatalogueSection,
  CatalogueTabs,
  CategoriesAdmin,
  ProductsAdmin,
} from '@/components/admin/catalogue-admin';
import { ChatAdmin } from '@/components/admin/chat-admin';
import { DashboardStrip } from '@/components/admin/dashboard-strip';
import { MessagesAdmin } from '@/components/admin/messages-admin';
import { OrdersAdmin } from '@/components/admin/orders-admin';
import { SubmissionsAdmin } from '@/components/admin/submissions-admin';
import { TestimonialsAdmin } from '@/components/admin/testimonials-admin';
import { t } from '@/lib/i18n/messages';
import { readDashboard } from '@/server/admin/read-dashboard';
import { requireAdminPage } from '@/server/auth/admin-page';
import { getDb } from '@/server/db';
import { getLogger } from '@/server/logger';
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

/** The tabbed back office (spec §2.11); the tab lives in the URL (an unknown one shows the default, contact). */
export default async function AdminPage({ searchParams }: { searchParams: SearchParams }) {
  const viewer = await requireAdminPage();
  const params = await searchParams;
  const tab = tabOf(params);
  const requested = param(params, 'section');
  const section: CatalogueSection = requested === 'orders' || requested === 'categories' ? requested : 'products';
  const dashboard = await readDashboard(getDb(), viewer.userId).catch((error: unknown) => {
    getLogger().error({ err: error }, 'could not read the admin dashboard');
    return null;
  });
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold">{t('admin.title')}</h1>
      <p className="mb-4 text-slate-700">{t('admin.welcome', { email: viewer.email })}</p>
      {dashboard ? <DashboardStrip dashboard={dashboard} /> : null}
      <AdminTabs current={tab} />
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
          <CatalogueTabs current={section} />
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
    </>
  );
}
