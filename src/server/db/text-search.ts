import { sql } from 'kysely';

/** `%` and `_` typed by a visitor are searched for, not used as wildcards. */
export const likePattern = (text: string) =>
  `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * "Any of these columns contains the text", ignoring case, the same on SQLite
 * and PostgreSQL. ESCAPE is spelled out: SQLite has no default escape character.
 */
export function anyColumnContains(columns: readonly string[], text: string) {
  const pattern = likePattern(text);
  return sql<boolean>`(${sql.join(
    columns.map((column) => sql`lower(${sql.ref(column)}) like ${pattern} escape '\\'`),
    sql` or `,
  )})`;
}
