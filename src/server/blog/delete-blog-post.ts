import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { recordAudit } from '../audit/record-audit';
import { assertPermission, type StaffActor } from '../auth/admin-access';
import type { Database } from '../db/schema';
import { AppError, declareErrors } from '../errors/app-error';
import { deletePictureOf } from '../storage/change-picture';
import type { FileStorage } from '../storage/file-storage';

export const deleteBlogPostErrors = declareErrors('UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND');

/** Deletes a post, then its featured image. */
export async function deleteBlogPost(options: {
  db: Kysely<Database>;
  storage: FileStorage;
  logger: Logger;
  actor: StaffActor | null;
  id: number;
}): Promise<void> {
  assertPermission(options.actor, 'blog');
  const { actor, id } = options;
  const imageUrl = await options.db.transaction().execute(async (trx) => {
    const post = await trx.selectFrom('blogs').selectAll().where('id', '=', id).executeTakeFirst();
    if (!post) throw new AppError('NOT_FOUND');
    await trx.deleteFrom('blogs').where('id', '=', id).execute();
    await recordAudit(trx, {
      actor,
      action: 'delete',
      entity: 'blogs',
      entityId: id,
      before: { title: post.title, slug: post.slug },
    });
    return post.featured_image_url;
  });
  await deletePictureOf(options.storage, options.logger, imageUrl);
}
