import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { sessions, users } from '../../db/schema';
import { selectSessionMember, sessionMemberOf, type MemberRow } from '../account/users.repo';
import type { Cursor, FilterValues, ListingRow } from './discovery.repo';
import { headOf, listEntriesSql, microseconds, type ListHead } from './match-lists.repo';

/** The viewer's stored list for the request's filters as the statement returns it (JSON): its head and the page's entries. */
interface StoredListJson {
  fingerprint: string;
  boundary_score: number | null;
  boundary_created_at: string | null;
  boundary_id: string | null;
  rows: ListingRow[];
}

/**
 * The session and the page in one statement (docs/matching.md, "One listing request"): the live session behind
 * the cookie with its member and plan (selectSessionMember), and the page of her stored list as if she were the
 * viewer, read with the very rules of readListPage (listEntriesSql) but with the viewer's id, gender and castes of
 * interest taken from the member's own columns instead of placeholders. The list comes with its fingerprint, so
 * the service can tell whether it is current for her before using it; the entries come as one JSON array (one
 * field to describe instead of twenty-five per row).
 */
export function sessionListPageQuery(db: Database) {
  const refs = {
    viewer: sql`${sessions.userId}`,
    oppositeGender: sql`(case ${users.gender} when 'male' then 'female' when 'female' then 'male' end)`,
    castes: sql`${users.casteInterestedIn}`,
  };
  const list = sql<StoredListJson | null>`(
    select json_build_object(
      'fingerprint', h.fingerprint,
      'boundary_score', h.boundary_score,
      'boundary_created_at', ${microseconds(sql`h.boundary_created_at`)},
      'boundary_id', h.boundary_id,
      'rows', (
        select coalesce(json_agg(p order by p.score desc, p.created_at desc, p.id desc), '[]'::json)
        from (${listEntriesSql(refs, { owner: sql`h.viewer_id`, key: sql`h.list_key` })}) p
      )
    )
    from match_list_heads h
    where h.viewer_id = ${sessions.userId} and h.list_key = ${sql.placeholder('listKey')}
  )`;
  return selectSessionMember(db, { list });
}
const statements = preparedPerDatabase((db) => sessionListPageQuery(db).prepare('session_list_page'));

export interface SessionListPage {
  session: ReturnType<typeof sessionMemberOf>['session'];
  member: MemberRow;
  /** Her stored list, whatever its fingerprint (null: none); the caller checks it is current for her. */
  list: { fingerprint: string; head: ListHead; rows: ListingRow[] } | null;
}

/**
 * The live session behind `tokenHash` with its member, and up to `limit` entries of her stored list after
 * `cursor` that the policy allows now and the filters keep (`filterValues`: preparedFilterSql's placeholders,
 * `filterCastes` among them). Undefined when the token names no live session.
 */
export async function readSessionListPage(
  db: Database,
  input: { tokenHash: string; now: Date; cursor: Cursor | null; limit: number; filterValues: FilterValues; listKey: string },
): Promise<SessionListPage | undefined> {
  const [row] = await statements(db).execute({
    tokenHash: input.tokenHash,
    now: input.now.toISOString(),
    cursorScore: input.cursor?.score ?? null,
    cursorCreatedAt: input.cursor?.createdAt ?? null,
    cursorId: input.cursor?.id ?? null,
    limit: input.limit,
    listKey: input.listKey,
    ...input.filterValues,
  });
  if (!row) return undefined;
  const { list, ...sessionRow } = row;
  return {
    ...sessionMemberOf(sessionRow),
    list: list ? { fingerprint: list.fingerprint, head: headOf(list), rows: list.rows } : null,
  };
}
