import 'server-only';
import { unstable_cache } from 'next/cache';
import { getDb } from '../db';
import { getLogger } from '../logger';
import { findTeamMembers, type TeamMember } from './find-team-members';
import { findTestimonials, type Testimonial } from './find-testimonials';

/** Edits in the back office update these tags. */
export const TESTIMONIALS_TAG = 'testimonials';
export const TEAM_TAG = 'team';

// A failed read throws out of the cached function, so a failure is never cached.
const cachedTestimonials = unstable_cache(async () => findTestimonials(getDb()), ['testimonials'], {
  tags: [TESTIMONIALS_TAG],
  revalidate: 3600,
});

const cachedTeamMembers = unstable_cache(async () => findTeamMembers(getDb()), ['team-members'], {
  tags: [TEAM_TAG],
  revalidate: 3600,
});

/** For the public pages: a failure is logged and the list is empty (spec §8). */
export async function readTestimonials(): Promise<Testimonial[]> {
  try {
    return await cachedTestimonials();
  } catch (error) {
    getLogger().error({ err: error }, 'could not load testimonials');
    return [];
  }
}

export async function readTeamMembers(): Promise<TeamMember[]> {
  try {
    return await cachedTeamMembers();
  } catch (error) {
    getLogger().error({ err: error }, 'could not load the team');
    return [];
  }
}
