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

/** Wakes this process's delivery worker soon after a notification was recorded (the periodic run covers other instances). */
export const notificationWake = new EventEmitter();
notificationWake.setMaxListeners(0);

/**
 * Records a notification in `db` (the caller's transaction). A new message adds nothing while she has an unread
 * message notification from the same member: one push per conversation until she opens it.
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
  if (input.kind === 'newMessage' && input.actorId) {
    await db.execute(sql`
      insert into notifications (user_id, kind, actor_id, url)
      select ${values.userId}, 'newMessage', ${input.actorId}, ${values.url}
      where not exists (
        select 1 from notifications
        where user_id = ${values.userId} and kind = 'newMessage' and actor_id = ${input.actorId} and read_at is null
      )`);
  } else {
    await db.insert(notifications).values(values);
  }
  // After the caller's commit, as a rule: a wake that comes too early finds nothing and the next periodic run delivers.
  setTimeout(() => notificationWake.emit('recorded'), 30).unref();
}

/** She opened the conversation: its message notification is read (and the next message notifies again). */
export async function markConversationNotificationsRead(db: Database, userId: string, otherUserId: string, at: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'newMessage'), eq(notifications.actorId, otherUserId), isNull(notifications.readAt)));
}
