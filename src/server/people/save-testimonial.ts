import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { TestimonialInput } from '@/lib/schemas/people';
import { recordAudit } from '../audit/record-audit';
import { assertPermission, type StaffActor } from '../auth/admin-access';
import type { Database } from '../db/schema';
import { declareErrors } from '../errors/app-error';
import { assertFound, changePicture, type UploadedPicture } from '../storage/change-picture';
import type { FileStorage } from '../storage/file-storage';
import { saveUploadErrors } from '../storage/save-upload';

export const saveTestimonialErrors = declareErrors('UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', ...saveUploadErrors);

/**
 * Adds a testimonial (no `id`) or changes one. The avatar is checked by content,
 * cropped square and stored; a replaced or removed avatar file is deleted.
 * Throws NOT_FOUND when the testimonial no longer exists.
 */
export async function saveTestimonial(options: {
  db: Kysely<Database>;
  storage: FileStorage;
  logger: Logger;
  actor: StaffActor | null;
  id?: number;
  input: TestimonialInput;
  picture: UploadedPicture | null;
}): Promise<{ id: number }> {
  const { actor } = options;
  assertPermission(actor, 'content');
  const { db, id, input } = options;
  const fields = { name: input.name, role: input.role ?? '', quote: input.quote, bg_color: input.bgColor };

  const current =
    id === undefined
      ? null
      : await db.selectFrom('testimonials').select('avatar').where('id', '=', id).executeTakeFirst();
  if (id !== undefined) assertFound(current !== undefined);

  let savedId = id ?? 0;
  const written = await changePicture({
    storage: options.storage,
    logger: options.logger,
    picture: options.picture,
    remove: input.removePicture,
    currentUrl: current?.avatar ?? null,
    write: (avatar) =>
      db.transaction().execute(async (trx) => {
        const row =
          id === undefined
            ? await trx
                .insertInto('testimonials')
                .values({ ...fields, avatar })
                .returning('id')
                .executeTakeFirst()
            : await trx
                .updateTable('testimonials')
                .set({ ...fields, avatar })
                .where('id', '=', id)
                .returning('id')
                .executeTakeFirst();
        if (!row) return false;
        savedId = row.id;
        await recordAudit(trx, {
          actor,
          action: id === undefined ? 'create' : 'update',
          entity: 'testimonials',
          entityId: row.id,
          after: { name: fields.name, role: fields.role },
        });
        return true;
      }),
  });
  assertFound(written);
  return { id: savedId };
}
