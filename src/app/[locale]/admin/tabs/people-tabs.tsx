import { TeamAdmin } from '@/components/admin/people/team-admin';
import { TestimonialsAdmin } from '@/components/admin/people/testimonials-admin';
import { getDb } from '@/server/db';
import { findTeamMembers } from '@/server/people/find-team-members';
import { findTestimonials } from '@/server/people/find-testimonials';
import { readOrLog } from './read-or-log';

export async function TestimonialsTab({ editId }: { editId: number | undefined }) {
  const testimonials = await readOrLog(findTestimonials(getDb()), 'testimonials for the admin');
  return <TestimonialsAdmin testimonials={testimonials} editId={editId} />;
}

export async function TeamTab({ editId }: { editId: number | undefined }) {
  const members = await readOrLog(findTeamMembers(getDb()), 'the team for the admin');
  return <TeamAdmin members={members} editId={editId} />;
}
