import { and, desc, eq, gte, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { ContactExchangeStatus } from '@sakinah/contract';
import type { Database } from '../../db/client';
import type { MemberRow } from '../../db/member-row';
import { planInForceOfSql } from '../../core/plans/subscriptions.repo';
import { contactExchanges, conversationStarts, messages, profileRequests, users } from '../../db/schema';
import { preparedPerDatabase, preparedStatement } from '../../db/prepared';
import { isUuid } from '../../lib/ids';
import { withKeyLock } from '../../db/locks';
import { jsonRow } from '../../db/json-row';
import { availableToOthersSql } from '../../core/privacy/available-member.repo';
import { subscriptionJson } from '../../core/member/users.repo';
import { pairKeyOf, pairKeySql } from '../../core/member/pair-key.repo';

export type MessageRow = typeof messages.$inferSelect;
/** A stored message returned as one JSON column (a statement that writes it and more). */
const messageJson = jsonRow(messages);

export async function findByClientId(db: Database, senderId: string, clientId: string) {
  const [row] = await db.select().from(messages).where(and(eq(messages.senderId, senderId), eq(messages.clientId, clientId))).limit(1);
  return row;
}

/** Marks a message as half of a split contact detail. */
export async function markSplitContact(db: Database, messageId: string): Promise<void> {
  await db.update(messages).set({ splitContact: true }).where(eq(messages.id, messageId));
}

/**
 * Stores a message once per (sender, clientId); a resend returns the stored one. A message that
 * starts a new conversation counts against the sender's daily cap: checking the cap and recording
 * the start are one step under a lock on the sender, so parallel first messages cannot exceed it.
 * The message and the conversation's start are written by one statement (a round trip less per message).
 */
export async function insertMessage(
  db: Database,
  values: { senderId: string; receiverId: string; clientId: string; text: string; createdAt: Date; scamSignals?: string[] | null; splitContact?: boolean },
  dailyCap: { limit: number | null; since: Date },
  /** Runs in the message's transaction when it was stored (her notification commits with it). */
  onStored?: (tx: Database, message: MessageRow) => Promise<void>,
): Promise<{ message: MessageRow; created: boolean; startedConversation: boolean } | { capReached: true }> {
  const pairKey = pairKeyOf(values.senderId, values.receiverId);
  return withKeyLock(db, `conversation-starts:${values.senderId}`, async (tx) => {
    // A resend of a stored message is never capped: its conversation has started (it was recorded with it).
    if (dailyCap.limit !== null && !(await hasConversation(tx, pairKey)) && (await countStartsSince(tx, values.senderId, dailyCap.since)) >= dailyCap.limit) {
      const existing = await findByClientId(tx, values.senderId, values.clientId);
      return existing ? { message: existing, created: false, startedConversation: false } : { capReached: true as const };
    }
    // Never before the conversation's latest message: two sent within one millisecond (the app's clock, and PGlite's,
    // count milliseconds) would otherwise tie, and the tie-break by id could list the second first.
    const createdAt = sql`greatest(${values.createdAt.toISOString()}::timestamptz, (select max(${messages.createdAt}) + interval '1 millisecond' from ${messages} where ${messages.pairKey} = ${pairKey}))`;
    const inserted = tx.insert(messages).values({ ...values, pairKey, createdAt }).onConflictDoNothing({ target: [messages.senderId, messages.clientId] }).returning().getSQL();
    const result = await tx.execute(sql`
      with m as (${inserted}),
      started as (
        insert into ${conversationStarts} (pair_key, starter_id, started_at) select pair_key, sender_id, created_at from m
        on conflict do nothing returning pair_key
      )
      select row_to_json(m) as message, exists (select 1 from started) as started from m`);
    const [row] = (result as unknown as { rows: Array<{ message: Record<string, unknown>; started: boolean }> }).rows;
    // Not inserted: the same (sender, clientId) is stored already, a resend.
    if (!row) return { message: (await findByClientId(tx, values.senderId, values.clientId))!, created: false, startedConversation: false };
    const message = messageJson.rowOf(row.message)!;
    await onStored?.(tx, message);
    return { message, created: true, startedConversation: row.started };
  });
}

export async function hasConversation(db: Database, pairKey: string): Promise<boolean> {
  const [row] = await db.select({ pairKey: conversationStarts.pairKey }).from(conversationStarts).where(eq(conversationStarts.pairKey, pairKey)).limit(1);
  return Boolean(row);
}

export async function countStartsSince(db: Database, starterId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(conversationStarts)
    .where(and(eq(conversationStarts.starterId, starterId), gte(conversationStarts.startedAt, since)));
  return row?.n ?? 0;
}

/** What the checks of a phrase or a number sent in parts read of the sender's earlier messages. */
export type RecentMessage = Pick<MessageRow, 'id' | 'clientId' | 'text' | 'createdAt' | 'splitContact'>;

/** The sender's latest messages in one conversation since a time, newest first (one read on the conversation's index). */
export async function recentMessagesFrom(db: Database, pairKey: string, senderId: string, since: Date, limit: number): Promise<RecentMessage[]> {
  return recentMessages(db).execute({ pairKey, senderId, since: since.toISOString(), limit });
}
/** Prepared by name: every message sent asks it. */
const recentMessages = preparedPerDatabase((db) =>
  db
    .select({ id: messages.id, clientId: messages.clientId, text: messages.text, createdAt: messages.createdAt, splitContact: messages.splitContact })
    .from(messages)
    .where(and(eq(messages.pairKey, sql.placeholder('pairKey')), gte(messages.createdAt, sql`${sql.placeholder('since')}::timestamptz`), eq(messages.senderId, sql.placeholder('senderId'))))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(sql.placeholder('limit'))
    .prepare('recent_messages'),
);

/**
 * A sender's flagged messages since a time, newest first, from the partial index on flagged messages
 * (`messages_flagged_sender_idx`): what a Risk item counts and shows.
 */
export async function flaggedMessagesFrom(db: Database, senderId: string, since: Date, limit: number) {
  return db
    .select({ id: messages.id, receiverId: messages.receiverId, text: messages.text, scamSignals: messages.scamSignals, createdAt: messages.createdAt })
    .from(messages)
    .where(and(eq(messages.senderId, senderId), gte(messages.createdAt, since), isNotNull(messages.scamSignals)))
    .orderBy(desc(messages.createdAt))
    .limit(limit);
}

/** One message, for attaching it to a report. */
export async function findMessageById(db: Database, id: string) {
  const [row] = await db.select().from(messages).where(eq(messages.id, id)).limit(1);
  return row;
}

/** Newest first, before a message id (keyset on created_at, id). */
/** A pair's newest messages, and those before a message of theirs (its key read in the same statement): prepared by name. */
const latestMessages = preparedPerDatabase((db) =>
  db
    .select()
    .from(messages)
    .where(eq(messages.pairKey, sql.placeholder('pairKey')))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(sql.placeholder('limit'))
    .prepare('messages_latest'),
);
const messagesBefore = preparedPerDatabase((db) =>
  db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.pairKey, sql.placeholder('pairKey')),
        // Keyset on messages_pair_created_idx (pair_key, created_at, id); no row when that message is not the pair's.
        sql`(${messages.createdAt}, ${messages.id}) < (select b.created_at, b.id from messages b where b.id = ${sql.placeholder('beforeId')}::uuid and b.pair_key = ${sql.placeholder('pairKey')})`,
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(sql.placeholder('limit'))
    .prepare('messages_before'),
);

/** Up to `limit` of a pair's messages, newest first, before the message `beforeId` (none when it is not one of theirs). */
export async function listMessages(db: Database, pairKey: string, beforeId: string | undefined, limit: number) {
  if (beforeId === undefined) return latestMessages(db).execute({ pairKey, limit });
  if (!isUuid(beforeId)) return [];
  return messagesBefore(db).execute({ pairKey, beforeId, limit });
}

export async function markRead(db: Database, receiverId: string, senderId: string, at: Date): Promise<number> {
  const rows = await db
    .update(messages)
    .set({ readAt: at })
    .where(and(eq(messages.receiverId, receiverId), eq(messages.senderId, senderId), isNull(messages.readAt)))
    .returning({ id: messages.id });
  return rows.length;
}

export async function isConnected(db: Database, a: string, b: string): Promise<boolean> {
  const [row] = await db
    .select({ id: profileRequests.id })
    .from(profileRequests)
    .where(
      and(
        eq(profileRequests.status, 'accepted'),
        or(and(eq(profileRequests.senderId, a), eq(profileRequests.receiverId, b)), and(eq(profileRequests.senderId, b), eq(profileRequests.receiverId, a))),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Everyone a member is connected with (blocking closes connections, so no blocked pair is here). */
export async function connectedPeerIds(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ senderId: profileRequests.senderId, receiverId: profileRequests.receiverId })
    .from(profileRequests)
    .where(and(eq(profileRequests.status, 'accepted'), or(eq(profileRequests.senderId, userId), eq(profileRequests.receiverId, userId))));
  return rows.map((row) => (row.senderId === userId ? row.receiverId : row.senderId));
}

/** A conversation as conversation_list gives it (one JSON object; its times are ISO text). */
export interface ConversationListRow {
  other_id: string; connected: boolean; first_name: string; last_name: string; photo_privacy: 'public' | 'private'; avatar_key: string | null;
  role: 'member' | 'admin' | 'guardian'; status: string; gender: string | null; caste: string | null; searchable: boolean;
  account_privacy: 'public' | 'private'; profile_visibility: 'public' | 'followers' | 'private'; activity_status: boolean;
  invisible_mode: boolean; deactivated_at: string | null; exchange_status: ContactExchangeStatus | null;
  /** The other member deleted her account: the conversation stays, read-only, and says she left. */
  left: boolean;
  last_id: string | null; last_sender_id: string | null; last_text: string | null; last_at: string | null; last_scam_signals: string[] | null; last_split_contact: boolean | null; unread: number;
}

/**
 * My conversations (every connection and every past conversation, with the last message and unread count), her
 * total unread from the people the list shows, and, when asked (`withPlan`), her plan in force at `now`: one
 * prepared statement. It was two, built per request: PostgreSQL planned the list's on every call (most of its time
 * for a member with no conversations), and counted each conversation's unread over all her unread messages.
 * Each part reads an index range: profile_requests by sender and by receiver, her messages by sender
 * (messages_sender_client_uq) and by receiver (messages_receiver_unread_idx), her unread once, her blocks either way,
 * the last message by pair (messages_pair_created_idx), and users, images, contact_exchanges and subscriptions by key.
 */
const conversationListStatement = preparedStatement<{ conversations: ConversationListRow[] | null; total_unread: number; plan: Record<string, unknown> | null }>(
  'conversation_list',
  () => {
    const me = sql`${sql.placeholder('userId')}::uuid`;
    const now = sql`${sql.placeholder('now')}::timestamptz`;
    const pairKey = pairKeySql(me, sql`p.other_id`);
    // Neither blocked the other (the `where` below, over her blocks either way): the list and its unread total leave blocked pairs out alike.
    // The avatar and the contact exchange are subqueries, not joins: a probe of their primary key per person whatever the tables' sizes.
    return sql`
      with partners as (
        select receiver_id as other_id, true as connected from profile_requests where sender_id = ${me} and status = 'accepted'
        union all
        select sender_id, true from profile_requests where receiver_id = ${me} and status = 'accepted'
        union all
        select receiver_id, false from messages where sender_id = ${me}
        union all
        select sender_id, false from messages where receiver_id = ${me}
      ),
      people as (select other_id, bool_or(connected) as connected from partners group by other_id),
      unread as (select sender_id, count(*)::int as n from messages where receiver_id = ${me} and read_at is null group by sender_id),
      shown as (
        select p.other_id, p.connected, u.first_name, u.last_name, u.photo_privacy,
               (select i.storage_key from images i where i.id = u.avatar_image_id and not i.held) as avatar_key,
               u.role, u.status, u.gender, u.caste, u.searchable, u.account_privacy, u.profile_visibility, u.activity_status,
               u.invisible_mode, u.deactivated_at, u.deleted_at is not null as left, (select ce.status from contact_exchanges ce where ce.pair_key = ${pairKey}) as exchange_status,
               last.id as last_id, last.sender_id as last_sender_id, last.text as last_text, last.created_at as last_at,
               last.scam_signals as last_scam_signals, last.split_contact as last_split_contact, coalesce(un.n, 0) as unread
        from people p
        -- A member who deleted her account stays in the list of those she wrote to, as having left (not a vanished chat).
        join users u on u.id = p.other_id and (${availableToOthersSql('u')} or (u.deleted_at is not null and u.role = 'member'))
        left join unread un on un.sender_id = p.other_id
        left join lateral (
          select id, sender_id, text, created_at, scam_signals, split_contact from messages m
          where m.pair_key = ${pairKey}
          order by created_at desc, id desc limit 1
        ) last on true
        where not exists (select 1 from blocks b where b.blocker_id = ${me} and b.blocked_id = p.other_id)
          and not exists (select 1 from blocks b where b.blocker_id = p.other_id and b.blocked_id = ${me})
      )
      select (select json_agg(s order by s.last_at desc nulls last, s.first_name, s.other_id)
              from (select * from shown order by last_at desc nulls last, first_name, other_id limit 200) s) as conversations,
             (select coalesce(sum(unread), 0)::int from shown) as total_unread,
             case when ${sql.placeholder('withPlan')}::boolean then ${planInForceOfSql(me, now, sql`row_to_json(s)`)} end as plan`;
  },
);

/**
 * The conversation list of member `userId` (at most 200, latest message first) with her total unread, and her plan
 * in force at `planAt` (findActiveSubscription's) when one is given: null when none is in force or none was asked.
 */
export async function readConversations(db: Database, userId: string, planAt: Date | null) {
  const [row] = await conversationListStatement(db, { userId, withPlan: planAt !== null, now: (planAt ?? new Date(0)).toISOString() });
  return { conversations: row?.conversations ?? [], totalUnread: row?.total_unread ?? 0, plan: subscriptionJson.rowOf(row?.plan ?? null) };
}

/** Asks (or asks again after a decline or a withdrawal): the asker consents, the other is asked. */
export async function upsertExchangeRequest(db: Database, pairKey: string, requesterId: string, now: Date) {
  const [row] = await db
    .insert(contactExchanges)
    .values({ pairKey, requesterId, status: 'pending', createdAt: now })
    .onConflictDoUpdate({
      target: contactExchanges.pairKey,
      set: { requesterId, status: 'pending', createdAt: now, respondedAt: null },
      // Never over an agreement or a pending ask: those are answered or withdrawn first.
      setWhere: sql`${contactExchanges.status} in ('declined', 'withdrawn')`,
    })
    .returning();
  return row ?? null;
}

export async function answerExchange(db: Database, pairKey: string, status: 'accepted' | 'declined', now: Date) {
  const [row] = await db
    .update(contactExchanges)
    .set({ status, respondedAt: now })
    .where(and(eq(contactExchanges.pairKey, pairKey), eq(contactExchanges.status, 'pending')))
    .returning();
  return row ?? null;
}

/** Withdraws consent (an agreement, also one waiting for a guardian) or an ask of one's own, in one statement; null when there was none. */
export async function withdrawExchange(db: Database, pairKey: string, memberId: string, now: Date) {
  const [row] = await db
    .update(contactExchanges)
    .set({ status: 'withdrawn', respondedAt: now })
    .where(
      and(
        eq(contactExchanges.pairKey, pairKey),
        or(
          inArray(contactExchanges.status, ['accepted', 'awaiting_guardian']),
          and(eq(contactExchanges.status, 'pending'), eq(contactExchanges.requesterId, memberId)),
        ),
      ),
    )
    .returning();
  return row ?? null;
}

/** A member's agreements and open asks, with the other person's card fields. */
/** A member's contact exchange as exchangesOf gives it. */
export interface ExchangeListRow {
  status: 'accepted' | 'pending' | 'awaiting_guardian'; requester_id: string; since: Date | string; other_id: string; first_name: string; last_name: string;
  photo_privacy: 'public' | 'private'; avatar_key: string | null;
}

/**
 * A member's open or accepted contact exchanges, newest first (at most 200), the other member only while she is
 * available to others: one prepared statement, her exchanges found by either half of the pair key
 * (contact_exchanges_first_member_idx / _second_member_idx), the other member and her avatar by primary key.
 */
const exchangesStatement = preparedStatement<ExchangeListRow>('contact_exchanges_of', () => {
  const me = sql`${sql.placeholder('memberId')}::text`;
  return sql`
    select ce.status, ce.requester_id, coalesce(ce.responded_at, ce.created_at) as since,
           u.id as other_id, u.first_name, u.last_name, u.photo_privacy, i.storage_key as avatar_key
    from contact_exchanges ce
    join users u on u.id = (case when split_part(ce.pair_key, '|', 1) = ${me} then split_part(ce.pair_key, '|', 2) else split_part(ce.pair_key, '|', 1) end)::uuid
      and ${availableToOthersSql('u')}
    left join images i on i.id = u.avatar_image_id and not i.held
    where (split_part(ce.pair_key, '|', 1) = ${me} or split_part(ce.pair_key, '|', 2) = ${me})
      and ce.status in ('accepted', 'pending', 'awaiting_guardian')
    order by since desc
    limit 200`;
});

export async function exchangesOf(db: Database, memberId: string): Promise<ExchangeListRow[]> {
  return exchangesStatement(db, { memberId });
}

/**
 * Members with messages unread for a while and no digest in the last day, who have not turned the new-message mail
 * off (Settings → Notifications; on by default: the digest is that kind's mail).
 */
export async function digestCandidates(db: Database, olderThan: Date, lastDigestBefore: Date) {
  const result = await db.execute(sql`
    select u.id, u.email, u.first_name, u.language, u.account_holder, u.account_holder_name, count(m.id)::int as unread
    from messages m join users u on u.id = m.receiver_id
    where m.read_at is null and m.created_at < ${olderThan} and u.deleted_at is null
      and (u.last_message_digest_at is null or u.last_message_digest_at < ${lastDigestBefore})
      and (u.last_active_at is null or u.last_active_at < m.created_at)
      and coalesce((select (np.preferences -> 'kinds' -> 'newMessage' ->> 'mail')::boolean from notification_preferences np where np.user_id = u.id), true)
    group by u.id, u.email, u.first_name, u.language, u.account_holder, u.account_holder_name
    limit 500
  `);
  return (result as unknown as { rows: Array<{ id: string; email: string; first_name: string; language: string; account_holder: MemberRow['accountHolder']; account_holder_name: string | null; unread: number }> }).rows;
}

/**
 * Claims a member's message digest in one statement: only if none went out since `lastDigestBefore`, so of two
 * instances running the digest job at once exactly one mails her. Returns the previous time, to give the claim back
 * if the mail fails; null when someone else claimed it first.
 */
export async function claimMessageDigest(db: Database, userId: string, lastDigestBefore: Date, at: Date): Promise<{ previous: Date | null } | null> {
  const result = await db.execute(sql`
    with before as (select last_message_digest_at from users where id = ${userId} for update)
    update users set last_message_digest_at = ${at}
    from before
    where users.id = ${userId}
      and (before.last_message_digest_at is null or before.last_message_digest_at < ${lastDigestBefore})
    returning before.last_message_digest_at as previous
  `);
  const row = (result as unknown as { rows: Array<{ previous: Date | string | null }> }).rows[0];
  if (!row) return null;
  return { previous: row.previous === null ? null : new Date(row.previous) };
}

/** Gives a claimed digest back after its mail failed, unless another run has claimed it since. */
export async function releaseMessageDigest(db: Database, userId: string, claimedAt: Date, previous: Date | null): Promise<void> {
  await db.update(users).set({ lastMessageDigestAt: previous }).where(and(eq(users.id, userId), eq(users.lastMessageDigestAt, claimedAt)));
}

/** A member who deleted her account (her row stays, scrubbed: "Deleted Member"), for the conversations she leaves behind. */
export async function findDeletedMember(db: Database, id: string) {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.id, id), isNotNull(users.deletedAt), eq(users.role, 'member')))
    .limit(1);
  return row;
}
