import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { AppError } from '../errors/app-error';
import { consumeRateLimit } from '../security/rate-limit';

const ONCE_A_DAY = { max: 1, windowSeconds: 24 * 60 * 60 };

/**
 * The spec's increment_view_count, counting a visitor at most once per post per
 * day, so reloading in a loop does not inflate it. A visit counts only when every
 * key in `visitors` is new today (a cookie id; on a first visit also a hash of
 * the address). Returns the count to show.
 */
export async function recordPostView(options: {
  db: Kysely<Database>;
  slug: string;
  visitors: string[];
}): Promise<{ views: number; counted: boolean }> {
  const { db } = options;
  const post = await db
    .selectFrom('blogs')
    .select(['id', 'view_count'])
    .where('slug', '=', options.slug)
    .where('status', '=', 'published')
    .executeTakeFirst();
  if (!post) throw new AppError('NOT_FOUND');
  const checks = await Promise.all(
    options.visitors.map((visitor) => consumeRateLimit(db, `post-view|${post.id}|${visitor}`, ONCE_A_DAY)),
  );
  if (checks.length === 0 || checks.some((check) => !check.allowed))
    return { views: Number(post.view_count), counted: false };
  const updated = await db
    .updateTable('blogs')
    .set({ view_count: sql`view_count + 1` })
    .where('id', '=', post.id)
    .returning('view_count')
    .executeTakeFirstOrThrow();
  return { views: Number(updated.view_count), counted: true };
}
