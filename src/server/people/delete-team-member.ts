import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { assertAdmin } from '../auth/admin-access';
import type { Database } from '../db/schema';
import { assertFound, deletePictureOf } from '../storage/change-picture';
import type { FileStorage } from '../storage/file-storage';

/** Removes a team member and their photo file. Throws NOT_FOUND when already gone. */
export async function deleteTeamMember(options: {
  db: Kysely<Database>;
  storage: FileStorage;
  logger: Logger;
  actor: { isAdmin: boolean } | null;
  id: number;
}): Promise<void> {
  assertAdmin(options.actor);
  const row = await options.db
    .deleteFrom('team_members')
    .where('id', '=', options.id)
    .returning('image_url')
    .executeTakeFirst();
  assertFound(row !== undefined);
  await deletePictureOf(options.storage, options.logger, row?.image_url ?? null);
}
