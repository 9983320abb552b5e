import type { Kysely, Transaction } from 'kysely';
import type { Logger } from 'pino';
import { recordAudit } from '../audit/record-audit';
import { assertPermission, type StaffActor } from '../auth/admin-access';
import type { Database } from '../db/schema';
import { declareErrors } from '../errors/app-error';
import { assertFound, changePicture, type UploadedPicture } from '../storage/change-picture';
import type { FileStorage } from '../storage/file-storage';
import { saveUploadErrors } from '../storage/save-upload';

export const savePersonErrors = declareErrors('UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', ...saveUploadErrors);

/** What a use-case that saves a person shown with a picture (a team member, a testimonial) is given. */
export type SavePersonOptions<Input> = {
  db: Kysely<Database>;
  storage: FileStorage;
  logger: Logger;
  actor: StaffActor | null;
  /** None for a new person. */
  id?: number;
  input: Input & { name: string; role: string | null; removePicture: boolean };
  picture: UploadedPicture | null;
};

/**
 * Adds a person (no `id`) or changes one, with their picture: checked by content,
 * cropped square and stored; a replaced or removed picture file is deleted. The
 * row and its audit entry are written in one transaction. Throws NOT_FOUND when
 * the person no longer exists.
 */
export async function savePerson<Input>(
  options: SavePersonOptions<Input> & {
    entity: 'team_members' | 'testimonials';
    /** The stored picture's address; undefined when the person is gone. */
    currentPicture: (id: number) => Promise<{ url: string | null } | undefined>;
    /** Inserts (no `id`) or updates the row with this picture; undefined when no row was written. */
    write: (trx: Transaction<Database>, picture: string | null) => Promise<{ id: number } | undefined>;
  },
): Promise<{ id: number }> {
  const { actor, id, input } = options;
  assertPermission(actor, 'content');
  const current = id === undefined ? null : await options.currentPicture(id);
  if (id !== undefined) assertFound(current !== undefined);

  let savedId = id ?? 0;
  const written = await changePicture({
    storage: options.storage,
    logger: options.logger,
    picture: options.picture,
    remove: input.removePicture,
    currentUrl: current?.url ?? null,
    write: (picture) =>
      options.db.transaction().execute(async (trx) => {
        const row = await options.write(trx, picture);
        if (!row) return false;
        savedId = row.id;
        await recordAudit(trx, {
          actor,
          action: id === undefined ? 'create' : 'update',
          entity: options.entity,
          entityId: row.id,
          after: { name: input.name, role: input.role ?? '' },
        });
        return true;
      }),
  });
  assertFound(written);
  return { id: savedId };
}
