import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jsonDecoder, jsonRow } from '../../db/json-row';
import { preparedStatement } from '../../db/prepared';
import { profileRequests, users, type contactExchanges, type UserRow } from '../../db/schema';
import { availableToOthersSql } from '../../core/privacy/available-member.repo';
import { pairKeySql } from '../../core/member/pair-key.repo';

export type RequestRow = typeof profileRequests.$inferSelect;
type ContactExchangeRow = typeof contactExchanges.$inferSelect;

export async function findRequest(db: Database, id: string) {
  const [row] = await db.select().from(profileRequests).where(eq(profileRequests.id, id)).limit(1);
  return row;
}

/** Any open (pending or accepted) request between two members, either direction. */
export async function findOpenBetween(db: Database, a: string, b: string) {
  return db
    .select()
    .from(profileRequests)
    .where(
      and(
        or(and(eq(profileRequests.senderId, a), eq(profileRequests.receiverId, b)), and(eq(profileRequests.senderId, b), eq(profileRequests.receiverId, a))),
        inArray(profileRequests.status, ['pending', 'accepted']),
      ),
    );
}

export async function insertRequest(
  db: Database,
  senderId: string,
  receiverId: string,
  now: Date,
  introduction: { message: string | null; messageScamSignals: string[] | null },
) {
  const [row] = await db.insert(profileRequests).values({ senderId, receiverId, status: 'pending', createdAt: now, ...introduction }).returning();
  return row!;
}

/** When `receiverId` last declined a request from `senderId`, or null. */
export async function lastDeclinedAt(db: Database, senderId: string, receiverId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<string | null>`max(${profileRequests.respondedAt})` })
    .from(profileRequests)
    .where(and(eq(profileRequests.senderId, senderId), eq(profileRequests.receiverId, receiverId), eq(profileRequests.status, 'declined')));
  return row?.at ? new Date(row.at) : null;
}

/** Moves a request from one status to another; null when it was not in `from` any more (a race). */
export async function transition(db: Database, id: string, from: RequestRow['status'], to: RequestRow['status'], now: Date) {
  const [row] = await db
    .update(profileRequests)
    .set({ status: to, respondedAt: now })
    .where(and(eq(profileRequests.id, id), eq(profileRequests.status, from)))
    .returning();
  return row ?? null;
}

/** The other person's columns the privacy policy (its Owner) and a request card read, keyed as in `RequestWithOther['other']`. */
const otherPerson = {
  id: users.id,
  role: users.role,
  status: users.status,
  firstName: users.firstName,
  lastName: users.lastName,
  dob: users.dob,
  city: users.city,
  state: users.state,
  profileFor: users.profileFor,
  accountHolder: users.accountHolder,
  accountHolderName: users.accountHolderName,
  email: users.email,
  contactNo: users.contactNo,
  gender: users.gender,
  caste: users.caste,
  searchable: users.searchable,
  accountPrivacy: users.accountPrivacy,
  profileVisibility: users.profileVisibility,
  photoPrivacy: users.photoPrivacy,
  activityStatus: users.activityStatus,
  invisibleMode: users.invisibleMode,
  deletedAt: users.deletedAt,
  deactivatedAt: users.deactivatedAt,
};
type OtherPerson = { [K in keyof typeof otherPerson]: UserRow[K] } & { avatarKey: string | null };

/**
 * A request of a member's lists, with what the privacy policy needs to know of the other person (her settings,
 * and where the two stand on sharing contact details).
 */
export interface RequestWithOther {
  request: RequestRow;
  other: OtherPerson;
  contactExchange: ContactExchangeRow['status'] | null;
}

const requestJson = jsonRow(profileRequests);
/** One list item as the statement gives it: the request's row and the other person as JSON, decoded by itemOf as drizzle decodes their columns. */
type JsonItem = { request: Record<string, unknown>; other: Record<string, unknown>; contactExchange: RequestWithOther['contactExchange'] };

/** The other person's JSON object, keyed as otherPerson (listColumn writes it so), decoded by her columns' decoders. */
const otherPersonOf = jsonDecoder(Object.fromEntries(Object.entries(otherPerson).map(([key, column]) => [key, { name: key, column }])));

function itemOf(item: JsonItem): RequestWithOther {
  const other = { ...otherPersonOf(item.other), avatarKey: item.other.avatarKey ?? null } as OtherPerson;
  return { request: requestJson.rowOf(item.request)!, other, contactExchange: item.contactExchange };
}

const REQUEST_LIST_MAX = 200;

/**
 * One list as a JSON array column: the member's requests in one direction and status, newest first (ties in
 * `created_at` by id, so that two reads give one order), at most REQUEST_LIST_MAX, the other person only while she is available to others.
 * Her side is probed on the (receiver_id, status) or (sender_id, status) index, the other person and her avatar by
 * primary key, the pair's contact exchange by its pair key (pairKeyOf in SQL: uuids compare as their text does).
 */
function listColumn(me: SQL, direction: 'incoming' | 'outgoing', status: 'accepted' | 'pending') {
  const [mine, theirs] = direction === 'incoming' ? ['receiver_id', 'sender_id'] : ['sender_id', 'receiver_id'];
  const other = sql.join(
    Object.entries(otherPerson).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, u.${sql.identifier(column.name)}`),
    sql`, `,
  );
  return sql`(select json_agg(t.item order by t.created_at desc, t.id desc) from (
    select json_build_object(
        'request', row_to_json(r),
        'other', json_build_object(${other}, 'avatarKey', i.storage_key),
        'contactExchange', (select x.status from contact_exchanges x
          where x.pair_key = ${pairKeySql(sql`r.sender_id`, sql`r.receiver_id`)})
      ) as item, r.created_at, r.id
    from profile_requests r
    join users u on u.id = r.${sql.raw(theirs)}
    left join images i on i.id = u.avatar_image_id and not i.held
    where r.${sql.raw(mine)} = ${me} and r.status = '${sql.raw(status)}' and ${availableToOthersSql('u')}
    order by r.created_at desc, r.id desc
    limit ${sql.raw(String(REQUEST_LIST_MAX))}) t)`;
}

type JsonList = JsonItem[] | null;

/**
 * A member's request lists in one statement, the same text for every member (the `userId` placeholder): it was
 * four query-builder statements, each built and planned on every call. The connections alone are a statement of
 * their own, so that neither plan depends on which lists are asked for.
 */
const requestListsStatement = preparedStatement<{ accepted_in: JsonList; accepted_out: JsonList; incoming: JsonList; outgoing: JsonList }>('request_lists', () => {
  const me = sql`${sql.placeholder('userId')}::uuid`;
  return sql`select ${listColumn(me, 'incoming', 'accepted')} as accepted_in, ${listColumn(me, 'outgoing', 'accepted')} as accepted_out,
    ${listColumn(me, 'incoming', 'pending')} as incoming, ${listColumn(me, 'outgoing', 'pending')} as outgoing`;
});
const connectionListsStatement = preparedStatement<{ accepted_in: JsonList; accepted_out: JsonList }>('request_connection_lists', () => {
  const me = sql`${sql.placeholder('userId')}::uuid`;
  return sql`select ${listColumn(me, 'incoming', 'accepted')} as accepted_in, ${listColumn(me, 'outgoing', 'accepted')} as accepted_out`;
});

export interface RequestLists {
  /** Accepted requests she received, and those she sent. */
  acceptedIn: RequestWithOther[];
  acceptedOut: RequestWithOther[];
  /** Pending requests she received, and those she sent (empty when only the connections were asked for). */
  incoming: RequestWithOther[];
  outgoing: RequestWithOther[];
}

const itemsOf = (list: JsonList) => (list ?? []).map(itemOf);

/** A member's request lists, each newest first, in one round trip; `pending: false` reads the accepted ones only. */
export async function readRequestLists(db: Database, userId: string, { pending }: { pending: boolean }): Promise<RequestLists> {
  if (!pending) {
    const [row] = await connectionListsStatement(db, { userId });
    return { acceptedIn: itemsOf(row?.accepted_in ?? null), acceptedOut: itemsOf(row?.accepted_out ?? null), incoming: [], outgoing: [] };
  }
  const [row] = await requestListsStatement(db, { userId });
  return {
    acceptedIn: itemsOf(row?.accepted_in ?? null),
    acceptedOut: itemsOf(row?.accepted_out ?? null),
    incoming: itemsOf(row?.incoming ?? null),
    outgoing: itemsOf(row?.outgoing ?? null),
  };
}
