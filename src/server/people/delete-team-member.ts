import { declareErrors } from '../errors/app-error';
import { type DeleteRecordOptions, deleteWithPicture } from '../storage/delete-with-picture';

export const deleteTeamMemberErrors = declareErrors('UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND');

/** Removes a team member and their photo file. Throws NOT_FOUND when already gone. */
export function deleteTeamMember(options: DeleteRecordOptions): Promise<void> {
  return deleteWithPicture({
    ...options,
    permission: 'content',
    entity: 'team_members',
    remove: async (trx, id) => {
      const row = await trx
        .deleteFrom('team_members')
        .where('id', '=', id)
        .returning(['name', 'role', 'image_url'])
        .executeTakeFirst();
      return row && { before: { name: row.name, role: row.role }, picture: row.image_url };
    },
  });
}
