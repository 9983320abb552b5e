import type { TestimonialInput } from '@/lib/schemas/people';
import { type SavePersonOptions, savePerson, savePersonErrors } from './save-person';

export const saveTestimonialErrors = savePersonErrors;

/** Adds a testimonial (no `id`) or changes one, with its avatar. Throws NOT_FOUND when the testimonial no longer exists. */
export function saveTestimonial(options: SavePersonOptions<TestimonialInput>): Promise<{ id: number }> {
  const { db, id, input } = options;
  const fields = { name: input.name, role: input.role ?? '', quote: input.quote, bg_color: input.bgColor };
  return savePerson({
    ...options,
    entity: 'testimonials',
    currentPicture: (testimonialId) =>
      db.selectFrom('testimonials').select('avatar as url').where('id', '=', testimonialId).executeTakeFirst(),
    write: (trx, avatar) =>
      id === undefined
        ? trx
            .insertInto('testimonials')
            .values({ ...fields, avatar })
            .returning('id')
            .executeTakeFirst()
        : trx
            .updateTable('testimonials')
            .set({ ...fields, avatar })
            .where('id', '=', id)
            .returning('id')
            .executeTakeFirst(),
  });
}
