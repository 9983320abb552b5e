import type { TeamMemberInput } from '@/lib/schemas/people';
import { type SavePersonOptions, savePerson, savePersonErrors } from './save-person';

export const saveTeamMemberErrors = savePersonErrors;

/** Adds a team member (no `id`) or changes one, with their photo. Throws NOT_FOUND when the member no longer exists. */
export function saveTeamMember(options: SavePersonOptions<TeamMemberInput>): Promise<{ id: number }> {
  const { db, id, input } = options;
  const fields = { name: input.name, role: input.role, linkedin_url: input.linkedinUrl };
  return savePerson({
    ...options,
    entity: 'team_members',
    currentPicture: (memberId) =>
      db.selectFrom('team_members').select('image_url as url').where('id', '=', memberId).executeTakeFirst(),
    write: (trx, imageUrl) =>
      id === undefined
        ? trx
            .insertInto('team_members')
            .values({ ...fields, image_url: imageUrl })
            .returning('id')
            .executeTakeFirst()
        : trx
            .updateTable('team_members')
            .set({ ...fields, image_url: imageUrl })
            .where('id', '=', id)
            .returning('id')
            .executeTakeFirst(),
  });
}
