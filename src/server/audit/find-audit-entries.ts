import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { anyColumnContains } from '../db/text-search';

export const AUDIT_PER_PAGE = 50;
export const AUDIT_ENTITIES = [
  'orders',
  'products',
  'sub_categories',
  'blogs',
  'blog_categories',
  'contact_us',
  'join_us',
  'tenant_down_submissions',
  'testimonials',
  'team_members',
  'chat_knowledge',
  'chat_unanswered',
  'user',
  'staff_roles',
  'staff_invitations',
] as const;
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'confirm',
  'reject',
  'dispatched',
  'delivered',
  'cancelled',
] as const;

export type AuditEntry = {
  id: number;
  at: Date;
  actorEmail: string;
  action: string;
  entity: string;
  entityId: string;
  before: string | null;
  after: string | null;
};

/** The audit trail, newest first, filtered by record kind, action and the admin's e-mail, 50 a page. */
export async function findAuditEntries(
  db: Kysely<Database>,
  filters: { entity?: string; action?: string; actor?: string; page?: number } = {},
) {
  const page = Math.max(1, Math.floor(filters.page ?? 1));
  let filtered = db.selectFrom('audit_log');
  if (filters.entity) filtered = filtered.where('entity', '=', filters.entity);
  if (filters.action) filtered = filtered.where('action', '=', filters.action);
  const actor = filters.actor?.trim().slice(0, 100);
  if (actor) filtered = filtered.where(anyColumnContains(['actor_email'], actor));
  const [rows, count] = await Promise.all([
    filtered
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(AUDIT_PER_PAGE)
      .offset((page - 1) * AUDIT_PER_PAGE)
      .execute(),
    filtered.select(sql<number | string>`count(*)`.as('count')).executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.count);
  return {
    rows: rows.map(
      (row): AuditEntry => ({
        id: row.id,
        at: row.created_at,
        actorEmail: row.actor_email,
        action: row.action,
        entity: row.entity,
        entityId: row.entity_id,
        before: row.before,
        after: row.after,
      }),
    ),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / AUDIT_PER_PAGE)),
  };
}
