import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export type Testimonial = {
  id: number;
  name: string;
  role: string;
  quote: string;
  avatar: string | null;
  bgColor: string | null;
};

/** Spec §7.2: ordered by created_at ascending. */
export async function findTestimonials(db: Kysely<Database>): Promise<Testimonial[]> {
  const rows = await db
    .selectFrom('testimonials')
    .select(['id', 'name', 'role', 'quote', 'avatar', 'bg_color'])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(({ bg_color, ...row }) => ({ ...row, bgColor: bg_color }));
}
