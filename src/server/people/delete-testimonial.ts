import { declareErrors } from '../errors/app-error';
import { type DeleteRecordOptions, deleteWithPicture } from '../storage/delete-with-picture';

export const deleteTestimonialErrors = declareErrors('UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND');

/** Deletes a testimonial and its avatar file. Throws NOT_FOUND when it was already gone. */
export function deleteTestimonial(options: DeleteRecordOptions): Promise<void> {
  return deleteWithPicture({
    ...options,
    permission: 'content',
    entity: 'testimonials',
    remove: async (trx, id) => {
      const row = await trx
        .deleteFrom('testimonials')
        .where('id', '=', id)
        .returning(['name', 'role', 'avatar'])
        .executeTakeFirst();
      return row && { before: { name: row.name, role: row.role }, picture: row.avatar };
    },
  });
}
