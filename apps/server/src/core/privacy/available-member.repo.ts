import { sql, type SQL } from 'drizzle-orm';

/**
 * policy.ts's isAvailableToOthers as SQL, over the users row named `alias` (a table alias such as `u`, or `users`):
 * the other person of a member's lists (requests, conversations, contact exchanges, photo requests) is shown only
 * while anyone may see her at all. A paused, suspended, unapproved or deleted account leaves those lists at once and
 * comes back as it was when it is live again; nothing is removed.
 */
export function availableToOthersSql(alias: string): SQL {
  if (!/^[a-z_][a-z0-9_]*$/.test(alias)) throw new Error(`not a table alias: ${alias}`);
  const column = (name: string) => sql.raw(`"${alias}"."${name}"`);
  return sql`(${column('role')} = 'member' and ${column('status')} = 'Active' and ${column('deleted_at')} is null and ${column('deactivated_at')} is null)`;
}
