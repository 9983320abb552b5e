import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { assertAdmin } from '../auth/admin-access';
import type { Database } from '../db/schema';
import { assertFound, deletePictureOf } from '../storage/change-picture';
import type { FileStorage } from '../storage/file-storage';

/** Deletes a testimonial and its avatar file. Throws NOT_FOUND when it was already gone. */
export async function deleteTestimonial(options: {
  db: Kysely<Database>;
  storage: FileStorage;
  logger: Logger;
  actor: { isAdmin: boolean } | null;
  id: number;
}): Promise<void> {
  assertAdmin(options.actor);
  const row = await options.db
    .deleteFrom('testimonials')
    .where('id', '=', options.id)
    .returning('avatar')
    .executeTakeFirst();
  assertFound(row !== undefined);
  await deletePictureOf(options.storage, options.logger, row?.avatar ?? null);
}
