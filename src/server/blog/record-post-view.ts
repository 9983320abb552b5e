import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { AppError } from '../errors/app-error';
import { consumeRateLimit, type RateLimitRule } from '../security/rate-limit';

/**
 * - `visitor`: a visitor (the `visitor` cookie) counts once per post per day;
 * - `addressPerPost`: one address counts at most this often per post per day,
 *   whatever cookies it sends (a mobile carrier's NAT puts many farmers behind
 *   one address, a script can invent a new cookie for every request);
 * - `address`: requests per address, counted before anything else is written,
 *   so no client can grow the rate-limit table or the counts without bound.
 */
export const POST_VIEW_LIMITS: Record<'visitor' | 'addressPerPost' | 'address', RateLimitRule> = {
  visitor: { max: 1, windowSeconds: 24 * 60 * 60 },
  addressPerPost: { max: 10, windowSeconds: 24 * 60 * 60 },
  address: { max: 120, windowSeconds: 60 * 60 },
};

/**
 * The spec's increment_view_count, so reloading in a loop does not inflate it: a
 * visit counts when the visitor is new to the post today and its address has not
 * used up its share of the post's views. Too many requests from one address are
 * RATE_LIMITED and change nothing. Returns the count to show.
 */
export async function recordPostView(options: {
  db: Kysely<Database>;
  slug: string;
  /** The visitor's cookie id (a new one on a first visit). */
  visitor: string;
  /** The client's address, already hashed: only ever a limit key. */
  address: string;
}): Promise<{ views: number; counted: boolean }> {
  const { db, address } = options;
  const requests = await consumeRateLimit(db, `post-view|address|${address}`, POST_VIEW_LIMITS.address);
  if (!requests.allowed) throw new AppError('RATE_LIMITED');
  const post = await db
    .selectFrom('blogs')
    .select(['id', 'view_count'])
    .where('slug', '=', options.slug)
    .where('status', '=', 'published')
    .executeTakeFirst();
  if (!post) throw new AppError('NOT_FOUND');
  const unchanged = { views: Number(post.view_count), counted: false };
  const visitor = await consumeRateLimit(db, `post-view|${post.id}|${options.visitor}`, POST_VIEW_LIMITS.visitor);
  if (!visitor.allowed) return unchanged;
  const share = await consumeRateLimit(db, `post-view|${post.id}|${address}`, POST_VIEW_LIMITS.addressPerPost);
  if (!share.allowed) return unchanged;
  const updated = await db
    .updateTable('blogs')
    .set({ view_count: sql`view_count + 1` })
    .where('id', '=', post.id)
    .returning('view_count')
    .executeTakeFirstOrThrow();
  return { views: Number(updated.view_count), counted: true };
}
