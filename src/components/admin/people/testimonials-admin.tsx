import { deleteTestimonialAction } from '@/app/[locale]/admin/testimonials/actions';
import { english } from '@/lib/i18n/english';
import type { Testimonial } from '@/server/people/find-testimonials';
import { AdminScreen } from '../shared/admin-screen';
import { DeleteButton } from '../shared/delete-button';
import { EditDialog } from '../shared/edit-dialog';
import { PeopleTable } from './people-table';
import { TestimonialForm } from './testimonial-form';

const LIST_HREF = '/admin/testimonials';

/** Spec §2.11 Testimonials Management: add form, table, edit modal, delete. Its page reads the data. */
export function TestimonialsAdmin({
  testimonials,
  editId,
}: {
  testimonials: Testimonial[] | null;
  editId: number | undefined;
}) {
  const editing = testimonials?.find((testimonial) => testimonial.id === editId);

  return (
    <AdminScreen id="testimonials-heading" heading={english('admin.testimonials.heading')}>
      <div className="max-w-xl rounded-lg border border-slate-200 bg-white p-4">
        <h3 className="mb-3 text-lg font-semibold">{english('admin.testimonials.addHeading')}</h3>
        <TestimonialForm />
      </div>
      <div>
        <h3 className="mb-3 text-lg font-semibold">{english('admin.testimonials.listHeading')}</h3>
        <PeopleTable
          failedText={english('admin.testimonials.fetchFailed')}
          emptyText={english('admin.testimonials.empty')}
          caption={english('admin.testimonials.listHeading')}
          pictureHeading={english('admin.testimonials.avatar')}
          headings={[
            english('admin.people.role'),
            english('admin.testimonials.quote'),
            english('admin.testimonials.bgColor'),
          ]}
          editHref={(id) => `${LIST_HREF}?edit=${id}`}
          rows={
            testimonials?.map((testimonial) => ({
              id: testimonial.id,
              name: testimonial.name,
              picture: testimonial.avatar,
              cells: [
                testimonial.role,
                <p key="quote" className="line-clamp-3 max-w-md">
                  {testimonial.quote}
                </p>,
                <span key="colour" className="inline-flex items-center gap-2">
                  <span
                    aria-hidden="true"
                    className="size-5 rounded border border-slate-300"
                    style={{ backgroundColor: testimonial.bgColor ?? undefined }}
                  />
                  {testimonial.bgColor ?? '—'}
                </span>,
              ],
              remove: (
                <DeleteButton
                  action={deleteTestimonialAction}
                  id={testimonial.id}
                  name={testimonial.name}
                  confirmText={english('admin.testimonials.confirmDelete', { name: testimonial.name })}
                />
              ),
            })) ?? null
          }
        />
      </div>
      {editing ? (
        <EditDialog title={english('admin.testimonials.editHeading')} closeHref={LIST_HREF}>
          <TestimonialForm testimonial={editing} />
        </EditDialog>
      ) : null}
    </AdminScreen>
  );
}
