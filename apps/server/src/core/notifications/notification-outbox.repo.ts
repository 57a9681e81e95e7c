import { EventEmitter } from 'node:events';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { NotificationKind } from '@sakinah/contract';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema';

/**
 * The notification outbox (docs/notifications.md): a feature records what happened to a member here, inside the
 * transaction that makes it happen, so the notification exists exactly when its cause committed. The delivery worker
 * (features/notifications) fans it out later, off the request's path. Core, so any feature may record without
 * importing the notifications feature.
 */
export interface NotificationInput {
  userId: string;
  kind: NotificationKind;
  /** The other member it is about; her block, or the end of her account, hides it. */
  actorId?: string | null;
  /** The request it is about; when that request is withdrawn it is hidden. */
  subjectId?: string | null;
  /** The in-app page it opens. */
  url: string;
  daysLeft?: number | null;
  accepted?: boolean | null;
}

/** The PostgreSQL channel a NOTIFY on commit of a recorded notification goes to: every instance's worker listens. */
export const NOTIFICATIONS_CHANNEL = 'sakinah_notifications';

/**
 * Wakes this process's delivery worker soon after a notification was recorded (the embedded database has no other
 * process to tell; on PostgreSQL the NOTIFY, delivered at commit, wakes every instance).
 */
export const notificationWake = new EventEmitter();
notificationWake.setMaxListeners(0);

/**
 * Records a notification in `db` (the caller's transaction). A new message adds nothing while she has an unread
 * message notification from the same member: one push per conversation until she opens it. The insert and its NOTIFY
 * are one statement, and nothing wakes the workers when nothing was added (a conversation's every message used to).
 */
export async function recordNotification(db: Database, input: NotificationInput): Promise<void> {
  const values = {
    userId: input.userId,
    kind: input.kind,
    actorId: input.actorId ?? null,
    subjectId: input.subjectId ?? null,
    url: input.url,
    daysLeft: input.daysLeft ?? null,
    accepted: input.accepted ?? null,
  };
  const insert =
    input.kind === 'newMessage' && input.actorId
      ? sql`
      insert into notifications (user_id, kind, actor_id, url)
      select ${values.userId}, 'newMessage', ${input.actorId}, ${values.url}
      where not exists (
        select 1 from notifications
        where user_id = ${values.userId} and kind = 'newMessage' and actor_id = ${input.actorId} and read_at is null
      )
      returning id`
      : db.insert(notifications).values(values).returning({ id: notifications.id }).getSQL();
  // The NOTIFY is delivered by PostgreSQL only when the caller's transaction commits, to every instance listening (jobs.ts).
  const result = await db.execute(sql`with recorded as (${insert}) select pg_notify(${NOTIFICATIONS_CHANNEL}, '') from recorded`);
  if ((result as unknown as { rows: unknown[] }).rows.length === 0) return;
  // This process, soon (after the caller's commit, as a rule: a wake that comes too early finds nothing, and the
  // NOTIFY or the next periodic run delivers).
  setTimeout(() => notificationWake.emit('recorded'), 30).unref();
}

/** Records it unless one of the same kind, subject and day count is there already (a job's retry repeats nothing). */
export async function recordNotificationOnce(db: Database, input: NotificationInput & { subjectId: string }): Promise<void> {
  const existing = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, input.userId),
        eq(notifications.kind, input.kind),
        eq(notifications.subjectId, input.subjectId),
        input.daysLeft === undefined || input.daysLeft === null ? isNull(notifications.daysLeft) : eq(notifications.daysLeft, input.daysLeft),
      ),
    )
    .limit(1);
  if (existing.length === 0) await recordNotification(db, input);
}

/** She opened the conversation: its message notification is read (and the next message notifies again). */
export async function markConversationNotificationsRead(db: Database, userId: string, otherUserId: string, at: Date): Promise<boolean> {
  const read = await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'newMessage'), eq(notifications.actorId, otherUserId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return read.length > 0;
}

/**
 * The privacy policy's say over a notification, as SQL (at read and at delivery time): after a block either way, the
 * other member's deleted account, or a withdrawn request, it is neither listed nor sent. `n` is the notifications row.
 */
export const visibleNotification = sql`(
  (n.actor_id is null or (
    exists (select 1 from users a where a.id = n.actor_id and a.deleted_at is null)
    and not exists (select 1 from blocks b where (b.blocker_id = n.user_id and b.blocked_id = n.actor_id) or (b.blocker_id = n.actor_id and b.blocked_id = n.user_id))
  ))
  and (n.subject_id is null or case n.kind
    when 'requestReceived' then exists (select 1 from profile_requests r where r.id = n.subject_id and r.status in ('pending', 'accepted'))
    when 'requestAccepted' then exists (select 1 from profile_requests r where r.id = n.subject_id and r.status = 'accepted')
    when 'photoRequest' then exists (select 1 from photo_access_requests p where p.id = n.subject_id and p.status in ('pending', 'accepted'))
    when 'photoRequestAnswered' then exists (select 1 from photo_access_requests p where p.id = n.subject_id and p.status in ('accepted', 'rejected'))
    else true end)
)`;

/** The bell's count of several members at once (a fan-out's batch). */
export async function unreadNotificationCounts(db: Database, userIds: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>(userIds.map((id) => [id, 0]));
  if (userIds.length === 0) return counts;
  const result = await db.execute(sql`
    select n.user_id as "userId", count(*)::int as count from notifications n
    where n.user_id in (${sql.join(userIds.map((id) => sql`${id}`), sql`, `)}) and n.read_at is null and ${visibleNotification}
    group by n.user_id`);
  for (const row of (result as unknown as { rows: Array<{ userId: string; count: number }> }).rows) counts.set(row.userId, Number(row.count));
  return counts;
}

/** Her unread notifications the policy lets her see: the bell's count. */
export async function unreadNotificationCount(db: Database, userId: string): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as count from notifications n where n.user_id = ${userId} and n.read_at is null and ${visibleNotification}`);
  return Number((result as unknown as { rows: Array<{ count: number }> }).rows[0]?.count ?? 0);
}
