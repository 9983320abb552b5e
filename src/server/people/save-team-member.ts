import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { TeamMemberInput } from '@/lib/schemas/people';
import { recordAudit } from '../audit/record-audit';
import { assertPermission, type StaffActor } from '../auth/admin-access';
import type { Database } from '../db/schema';
import { declareErrors } from '../errors/app-error';
import { assertFound, changePicture, type UploadedPicture } from '../storage/change-picture';
import type { FileStorage } from '../storage/file-storage';
import { saveUploadErrors } from '../storage/save-upload';

export const saveTeamMemberErrors = declareErrors('UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', ...saveUploadErrors);

/**
 * Adds a team member (no `id`) or changes one, with the photo handled as for
 * testimonials. Throws NOT_FOUND when the member no longer exists.
 */
export async function saveTeamMember(options: {
  db: Kysely<Database>;
  storage: FileStorage;
  logger: Logger;
  actor: StaffActor | null;
  id?: number;
  input: TeamMemberInput;
  picture: UploadedPicture | null;
}): Promise<{ id: number }> {
  const { actor } = options;
  assertPermission(actor, 'content');
  const { db, id, input } = options;
  const fields = { name: input.name, role: input.role, linkedin_url: input.linkedinUrl };

  const current =
    id === undefined
      ? null
      : await db.selectFrom('team_members').select('image_url').where('id', '=', id).executeTakeFirst();
  if (id !== undefined) assertFound(current !== undefined);

  let savedId = id ?? 0;
  const written = await changePicture({
    storage: options.storage,
    logger: options.logger,
    picture: options.picture,
    remove: input.removePicture,
    currentUrl: current?.image_url ?? null,
    write: (imageUrl) =>
      db.transaction().execute(async (trx) => {
        const values = { ...fields, image_url: imageUrl };
        const row =
          id === undefined
            ? await trx.insertInto('team_members').values(values).returning('id').executeTakeFirst()
            : await trx.updateTable('team_members').set(values).where('id', '=', id).returning('id').executeTakeFirst();
        if (!row) return false;
        savedId = row.id;
        await recordAudit(trx, {
          actor,
          action: id === undefined ? 'create' : 'update',
          entity: 'team_members',
          entityId: row.id,
          after: { name: fields.name, role: fields.role },
        });
        return true;
      }),
  });
  assertFound(written);
  return { id: savedId };
}
