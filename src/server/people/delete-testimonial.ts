import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { recordAudit } from '../audit/record-audit';
import { assertPermission, type StaffActor } from '../auth/admin-access';
import type { Database } from '../db/schema';
import { declareErrors } from '../errors/app-error';
import { assertFound, deletePictureOf } from '../storage/change-picture';
import type { FileStorage } from '../storage/file-storage';

export const deleteTestimonialErrors = declareErrors('UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND');

/** Deletes a testimonial and its avatar file. Throws NOT_FOUND when it was already gone. */
export async function deleteTestimonial(options: {
  db: Kysely<Database>;
  storage: FileStorage;
  logger: Logger;
  actor: StaffActor | null;
  id: number;
}): Promise<void> {
  const { actor } = options;
  assertPermission(actor, 'content');
  const row = await options.db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom('testimonials')
      .where('id', '=', options.id)
      .returning(['name', 'role', 'avatar'])
      .executeTakeFirst();
    if (deleted) {
      await recordAudit(trx, {
        actor,
        action: 'delete',
        entity: 'testimonials',
        entityId: options.id,
        before: { name: deleted.name, role: deleted.role },
      });
    }
    return deleted;
  });
  assertFound(row !== undefined);
  await deletePictureOf(options.storage, options.logger, row?.avatar ?? null);
}
