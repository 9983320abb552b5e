import 'server-only';
import { unstable_cache } from 'next/cache';
import { getDb } from '../db';
import { getLogger } from '../logger';
import { findTeamMembers } from './find-team-members';
import { findTestimonials } from './find-testimonials';

/** Edits in the back office revalidate these tags. */
export const TESTIMONIALS_TAG = 'testimonials';
export const TEAM_TAG = 'team';

export const readTestimonials = unstable_cache(async () => findTestimonials(getDb(), getLogger()), ['testimonials'], {
  tags: [TESTIMONIALS_TAG],
  revalidate: 3600,
});

export const readTeamMembers = unstable_cache(async () => findTeamMembers(getDb(), getLogger()), ['team-members'], {
  tags: [TEAM_TAG],
  revalidate: 3600,
});
