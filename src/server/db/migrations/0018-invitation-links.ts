import type { Kysely } from 'kysely';

/**
 * Issue 33: a staff invitation is accepted only through its own link, never by
 * an account that happens to confirm the address (whoever set its password).
 * `token_hash` is the SHA-256 of the link's one-time token. The invitations
 * written before (their links led to /signup, and they were accepted by a
 * confirmation) cannot be accepted any more: they are deleted, and the owner
 * invites again (issue 24 landed the day before; none was sent in production).
 */
export function invitationLinks() {
  async function up(db: Kysely<unknown>): Promise<void> {
    await db.deleteFrom('staff_invitations' as never).execute();
    await db.schema.alterTable('staff_invitations').addColumn('token_hash', 'text').execute();
    await db.schema
      .createIndex('staff_invitations_token_idx')
      .unique()
      .on('staff_invitations')
      .column('token_hash')
      .execute();
  }
  return { up };
}
