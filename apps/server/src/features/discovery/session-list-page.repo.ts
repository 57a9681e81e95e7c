import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { sessions, users } from '../../db/schema';
import { selectSessionMember, sessionMemberOf } from '../../core/member/users.repo';
import { microseconds, type Cursor, type FilterValues } from './discovery.repo';
import { cardJsonSql } from './card-columns.repo';
import { headOf, listEntriesSql, refreshDeferrableSql, refreshDueSql, type ListHead } from './match-lists.repo';
import type { MemberRow } from '../../db/member-row';
import { UNFILTERED_LIST_KEY } from '../../db/schema/match-lists';

/** The head of the viewer's stored list for the request's filters, as the statement writes it (JSON). */
interface StoredListHeadJson {
  /** Which list was read: the filters' own, or her main list ('') when she has none for them. */
  list_key: string;
  fingerprint: string;
  boundary_score: number | null;
  boundary_created_at: string | null;
  boundary_id: string | null;
  /** The list must be refreshed before a page is read from it (refreshDueSql). */
  refresh_due: boolean;
  /** Its refresh may wait for a later read when the scoring lane is full (refreshDeferrableSql). */
  refresh_deferrable: boolean;
  /** Each entry read (up to the page and one more), in listing order: [score, cursor_created_at, id]. */
  keys: [number, string, string][];
}

/** Between the head's JSON and the cards' in the list column: a character JSON text never holds unescaped. */
const HEAD_END = '\u0001';

/**
 * The session and the page in one statement (docs/matching.md, "One listing request"): the live session behind
 * the cookie with its member and plan (selectSessionMember), and the page of her stored list as if she were the
 * viewer, read with the very rules of readListPage (listEntriesSql) but with the viewer's id, gender and castes of
 * interest taken from the member's own columns instead of placeholders. The list comes as one text column: its
 * head (which list, fingerprint, boundary, the entries' keys) as JSON, so the service can tell whether it is current for her
 * and where the page ends, then the page's cards as the response shows them (cardJsonSql), a JSON array the
 * server sends on without decoding it (docs/performance.md, "Cards written by the statement").
 */
export function sessionListPageQuery(db: Database) {
  const refs = {
    viewer: sql`${sessions.userId}`,
    oppositeGender: sql`(case ${users.gender} when 'male' then 'female' when 'female' then 'male' end)`,
    castes: sql`${users.casteInterestedIn}`,
  };
  const today = sql`(${sql.placeholder('now')}::timestamptz at time zone 'UTC')::date`;
  const order = sql`p.score desc, p.created_at desc, p.id desc`;
  // The statement reads `limit` entries (the page and one more, to know there is a next page); cards for the page only.
  const list = sql<string | null>`(
    select json_build_object(
      'list_key', h.list_key,
      'fingerprint', h.fingerprint,
      'boundary_score', h.boundary_score,
      'boundary_created_at', ${microseconds(sql`h.boundary_created_at`)},
      'boundary_id', h.boundary_id,
      'refresh_due', ${refreshDueSql(sql`h`, sql`${sql.placeholder('now')}::timestamptz`)},
      'refresh_deferrable', ${refreshDeferrableSql(sql`h`, sql`${sql.placeholder('now')}::timestamptz`)},
      'keys', x.keys
    )::text || ${sql.raw(`chr(${HEAD_END.charCodeAt(0)})`)} || x.cards
    from match_list_heads h
    cross join lateral (
      select coalesce(json_agg(json_build_array(p.score, p.cursor_created_at, p.id) order by ${order}), '[]'::json) as keys,
        '[' || coalesce(array_to_string(
          (array_agg(${cardJsonSql(sql`p`, refs.viewer, today)}::text order by ${order}))[1:${sql.placeholder('limit')}::int - 1], ','), '') || ']' as cards
      from (${listEntriesSql(refs, { head: sql`h` })}) p
    ) x
    -- The filters' own list when she has one, otherwise her main list, whose entries the filters are applied to
    -- (docs/matching.md, "A new filter's first pages"). Two probes of the primary key for filters, one without; no sort.
    where h.viewer_id = ${sessions.userId} and h.list_key = case when ${sql.placeholder('listKey')} = ${UNFILTERED_LIST_KEY} then ${UNFILTERED_LIST_KEY} else coalesce(
      (select f.list_key from match_list_heads f where f.viewer_id = ${sessions.userId} and f.list_key = ${sql.placeholder('listKey')}), ${UNFILTERED_LIST_KEY}) end
  )`;
  return selectSessionMember(db, { list });
}
const statements = preparedPerDatabase((db) => sessionListPageQuery(db).prepare('session_list_page'));

/** Where an entry of a stored list stands in the listing order. */
export interface ListedKey {
  score: number;
  createdAt: string;
  id: string;
}

export interface SessionListPage {
  session: ReturnType<typeof sessionMemberOf>['session'];
  member: MemberRow;
  /**
   * Her stored list for the filters, or her main list (`listKey` '') when she has none for them, whatever its
   * fingerprint (null: neither); the caller checks it is current for her and not due for a refresh (`refreshDue`; one
   * whose refresh is `refreshDeferrable` may still serve while the scoring lane is full). `keys`: the entries read (the page and one more when there is more); `cardsJson`: the
   * page's cards, a JSON array's text.
   */
  list: { listKey: string; fingerprint: string; refreshDue: boolean; refreshDeferrable: boolean; head: ListHead; keys: ListedKey[]; cardsJson: string } | null;
}

/**
 * The live session behind `tokenHash` with its member, and up to `limit` entries of her stored list for `listKey` (or
 * of her main list when she has none for it) after
 * `cursor` that the policy allows now and the filters keep (`filterValues`: preparedFilterSql's placeholders,
 * `filterCastes` among them), the first `limit - 1` as cards. Undefined when the token names no live session.
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
  return { ...sessionMemberOf(sessionRow), list: list === null ? null : storedListOf(list) };
}

/** The list column split into its head (decoded) and its cards (left as text). */
function storedListOf(text: string): NonNullable<SessionListPage['list']> {
  const end = text.indexOf(HEAD_END);
  const head = JSON.parse(text.slice(0, end)) as StoredListHeadJson;
  return {
    listKey: head.list_key,
    fingerprint: head.fingerprint,
    refreshDue: head.refresh_due,
    refreshDeferrable: head.refresh_deferrable,
    head: headOf(head),
    keys: head.keys.map(([score, createdAt, id]) => ({ score, createdAt, id })),
    cardsJson: text.slice(end + 1),
  };
}
