import { randomInt } from 'node:crypto';
import { type Kysely, sql } from 'kysely';

const SUBMISSION_TABLES = [
  ['contact_us', 'contact_us_status_created_idx'],
  ['join_us', 'join_us_status_created_idx'],
  ['tenant_down_submissions', 'tenant_down_status_created_idx'],
] as const;

/** The alphabet of the references (no 0/O, 1/I/L), written out here so this migration never changes. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/**
 * Issue 16. Every submission gets a `status` the office moves from `new` to
 * `handled` or `replied` (and back), with an index for the admin's status
 * filter (newest first within a status). A tenant-down report also gets the
 * reporter's `phone` and a `reference` (TD-XXXXX, unique) told to the reporter;
 * reports sent before this have no phone and are given a reference here.
 * Numbered 0008: 0007 is taken by a change made at the same time.
 */
export function submissionStatusAndTenantDetails() {
  async function up(db: Kysely<unknown>): Promise<void> {
    for (const [table, index] of SUBMISSION_TABLES) {
      await db.schema
        .alterTable(table)
        .addColumn('status', 'text', (c) =>
          c.notNull().defaultTo('new').check(sql`status in ('new', 'handled', 'replied')`),
        )
        .execute();
      await db.schema.createIndex(index).on(table).columns(['status', 'created_at', 'id']).execute();
    }

    await db.schema.alterTable('tenant_down_submissions').addColumn('phone', 'text').execute();
    await db.schema.alterTable('tenant_down_submissions').addColumn('reference', 'text').execute();
    const earlier = await sql<{ id: number }>`select id from tenant_down_submissions order by id`.execute(db);
    const taken = new Set<string>();
    for (const { id } of earlier.rows) {
      let reference: string;
      do {
        reference = 'TD-';
        for (let position = 0; position < 5; position++) reference += ALPHABET[randomInt(ALPHABET.length)];
      } while (taken.has(reference));
      taken.add(reference);
      await sql`update tenant_down_submissions set reference = ${reference} where id = ${id}`.execute(db);
    }
    await db.schema
      .createIndex('tenant_down_reference_key')
      .on('tenant_down_submissions')
      .column('reference')
      .unique()
      .execute();
  }
  return { up };
}
