import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export type TeamMember = {
  id: number;
  name: string;
  role: string;
  imageUrl: string | null;
  linkedinUrl: string | null;
};

/** Team members in the order they were added. */
export async function findTeamMembers(db: Kysely<Database>): Promise<TeamMember[]> {
  const rows = await db
    .selectFrom('team_members')
    .select(['id', 'name', 'role', 'image_url', 'linkedin_url'])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    role: row.role,
    imageUrl: row.image_url,
    linkedinUrl: row.linkedin_url,
  }));
}
