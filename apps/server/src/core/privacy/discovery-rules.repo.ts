import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { SET_PREFERENCES } from '@sakinah/contract';
import type { Database } from '../../db/client';
import { isUuid } from '../../lib/ids';
import type { DiscoveryRule } from './policy';

/**
 * The policy's discovery rules (policy.ts, DISCOVERY_RULES) as SQL over `users u`, for every statement that lists
 * members: the listing and its stored lists, daily suggestions, profile viewers. Written once here; tests hold them
 * to the policy (discovery-rule.int.test.ts).
 */

export const inList = (column: SQL, values: string[]) => sql`${column} in (${sql.join(values.map((v) => sql`${v}`), sql`, `)})`;

/**
 * `column in (ids)` compared as uuids, so PostgreSQL probes the column's index (an `id::text`
 * comparison reads the whole table). Anything that is not a uuid is dropped first: it names no row.
 */
const uuidIn = (column: SQL, ids: readonly string[]) => {
  const valid = [...new Set(ids.filter(isUuid))];
  return valid.length === 0 ? sql`false` : sql`${column} in (${sql.join(valid.map((id) => sql`${id}::uuid`), sql`, `)})`;
};

/** Who is looking, as far as the discovery rules care. */
export interface DiscoveryViewer {
  id: string;
  gender: string | null;
  casteInterestedIn: readonly string[];
}

/**
 * The policy's DISCOVERY_RULES (policy.ts) as SQL over `users u`: one clause per
 * rule, and the Record type refuses a rule without its clause. The clauses match the covering
 * partial index's predicate (migration 0008), so the listing reads that index.
 */
export function discoverySql(viewer: DiscoveryViewer): Record<DiscoveryRule, SQL> {
  return {
    ...fixedDiscoverySql(),
    notSelf: sql`u.id <> ${viewer.id}`,
    oppositeGender: viewer.gender === 'male' ? sql`u.gender = 'female'` : viewer.gender === 'female' ? sql`u.gender = 'male'` : sql`false`,
    casteOfInterest: viewer.casteInterestedIn.length > 0 ? inList(sql`u.caste`, [...viewer.casteInterestedIn]) : sql`false`,
    notBlocked: notBlockedSql(viewer.id),
    mutualMusts: mutualMustsSql(sql`${viewer.id}::uuid`),
  };
}

/** Whether the member `other` meets every must of `wisher` (two row aliases of users): meetsMusts of partner-musts.ts. */
function meetsMustsSql(wisher: string, other: string): SQL {
  const w = (path: string) => sql.raw(`${wisher}.partner_preferences->'${path}'`);
  const o = (column: string) => sql.raw(`${other}.${column}`);
  const must = (key: string) => sql`coalesce((${w(key)}->>'must')::boolean, false)`;
  const sets = SET_PREFERENCES.map((key) => {
    const column = key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    return sql`(not ${must(key)} or coalesce((${w(key)}->'values') @> jsonb_build_array(${o(column)}), false))`;
  });
  const inches = sql`case when ${o('height')} ~ '^[0-9]''[0-9]{1,2}$' then split_part(${o('height')}, '''', 1)::int * 12 + split_part(${o('height')}, '''', 2)::int end`;
  return sql.join(
    [
      ...sets,
      sql`(not ${must('age')} or coalesce(extract(year from age(current_date, ${o('dob')}))::int between (${w('age')}->>'from')::int and (${w('age')}->>'to')::int, false))`,
      sql`(not ${must('height')} or coalesce(${inches} between (${w('height')}->>'from')::int and (${w('height')}->>'to')::int, false))`,
    ],
    sql` and `,
  );
}

/**
 * The policy's mutualMusts over `users u` for the viewer with this id: her row read by its primary key, and each of
 * the two meets the other's musts. A member without musts costs a few JSON look-ups per candidate.
 */
const mutualMustsSql = (viewerId: SQL) =>
  sql`exists (select 1 from users vm where vm.id = ${viewerId} and ${meetsMustsSql('vm', 'u')} and ${meetsMustsSql('u', 'vm')})`;

/**
 * No block either way between the viewer and `u`: two probes of blocks' primary key (blocker, blocked), one per
 * direction. Not one `exists` over an OR of the two: without bitmap scans (the listing pool prices them out) that
 * OR has no index path, and PostgreSQL read the whole blocks table for every card once it held rows.
 */
const notBlockedSql = (viewerId: string | Placeholder | SQL) =>
  sql`not exists (select 1 from blocks b where b.blocker_id = ${viewerId}::uuid and b.blocked_id = u.id)
    and not exists (select 1 from blocks b where b.blocker_id = u.id and b.blocked_id = ${viewerId}::uuid)`;

/** Where a prepared statement finds the viewer: placeholders, or columns of a row it read itself (her session's). */
export interface ViewerRefs {
  viewer: Placeholder | SQL;
  oppositeGender: Placeholder | SQL;
  castes: Placeholder | SQL;
}

const viewerPlaceholders = (): ViewerRefs => ({
  viewer: sql.placeholder('viewer'),
  oppositeGender: sql.placeholder('oppositeGender'),
  castes: sql.placeholder('castes'),
});

/** The values of viewerPlaceholders for one viewer (no gender: no opposite gender, so the rules list nobody). */
export const viewerPlaceholderValues = (viewer: DiscoveryViewer) => ({
  viewer: viewer.id,
  oppositeGender: viewer.gender === 'male' ? 'female' : viewer.gender === 'female' ? 'male' : null,
  castes: [...viewer.casteInterestedIn],
});

/**
 * discoverySql for a prepared statement: the same rules with the viewer as placeholders
 * (`viewer`, `oppositeGender`, `castes` as a text array), so the statement's text never changes,
 * or as columns of the viewer's own row when the statement reads it too.
 */
export function preparedDiscoverySql(refs: ViewerRefs = viewerPlaceholders()): Record<DiscoveryRule, SQL> {
  return {
    ...fixedDiscoverySql(),
    notSelf: sql`u.id <> ${refs.viewer}::uuid`,
    oppositeGender: sql`u.gender = ${refs.oppositeGender}`,
    casteOfInterest: sql`u.caste = any (${refs.castes}::text[])`,
    notBlocked: notBlockedSql(refs.viewer),
    mutualMusts: mutualMustsSql(sql`${refs.viewer}::uuid`),
  };
}

/** The rules that depend on the member alone, whoever looks: exactly the covering index's predicate. */
export type FixedDiscoveryRule = Exclude<DiscoveryRule, 'notSelf' | 'oppositeGender' | 'casteOfInterest' | 'notBlocked' | 'mutualMusts'>;
export function fixedDiscoverySql(): Record<FixedDiscoveryRule, SQL> {
  return {
    ownerIsMember: sql`u.role = 'member'`,
    ownerApproved: sql`u.status = 'Active'`,
    ownerNotDeleted: sql`u.deleted_at is null`,
    ownerNotPaused: sql`u.deactivated_at is null`,
    ownerSearchable: sql`u.searchable`,
    ownerNotInvisible: sql`not u.invisible_mode`,
    ownerListedPublicly: sql`u.profile_visibility = 'public'`,
  };
}

export const whereDiscoverable = (viewer: DiscoveryViewer) => Object.values(discoverySql(viewer));

/** Which of these members the viewer may discover, by the listing's SQL (tests hold it to the policy). */
export async function discoverableAmong(db: Database, viewer: DiscoveryViewer, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const result = await db.execute(sql`select u.id from users u where ${sql.join(whereDiscoverable(viewer), sql` and `)} and ${uuidIn(sql`u.id`, ids)}`);
  return new Set((result as unknown as { rows: Array<{ id: string }> }).rows.map((row) => row.id));
}
