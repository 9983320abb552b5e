import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { Toaster } from '@/components/admin/shell/toaster';
import { english } from '@/lib/i18n/english';
import { requirePermissionPage } from '@/server/auth/admin-page';
import { readFlashedToast } from '@/server/toast/flash-toast';

export const metadata: Metadata = { title: english('admin.title'), robots: { index: false } };

/**
 * Every /admin page renders inside this check. Pages, actions and routes check
 * the admin role themselves too: a layout alone is not a guarantee (a client
 * navigation renders the page without running its layout again).
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  await requirePermissionPage();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      {children}
      <Toaster
        flashed={await readFlashedToast()}
        labels={{ region: english('admin.toasts.region'), close: english('admin.toasts.close') }}
      />
    </div>
  );
}
