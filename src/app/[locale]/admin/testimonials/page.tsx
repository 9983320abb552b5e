import { TestimonialsAdmin } from '@/components/admin/people/testimonials-admin';
import { requireAdminPage } from '@/server/auth/admin-page';
import { getDb } from '@/server/db';
import { findTestimonials } from '@/server/people/find-testimonials';
import { AdminFrame } from '../admin-frame';
import { readOrLog } from '../read-or-log';
import { editIdOf, type SearchParams } from '../search-params';

/** Testimonials Management (spec §2.11). */
export default async function TestimonialsPage({ searchParams }: { searchParams: SearchParams }) {
  const viewer = await requireAdminPage('/admin/testimonials');
  const editId = editIdOf(await searchParams);
  const testimonials = await readOrLog(findTestimonials(getDb()), 'testimonials for the admin');
  return (
    <AdminFrame viewer={viewer} path="/admin/testimonials">
      <TestimonialsAdmin testimonials={testimonials} editId={editId} />
    </AdminFrame>
  );
}
