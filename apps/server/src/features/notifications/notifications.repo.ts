import { and, eq, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { NotificationKind, NotificationPreferences, PushSubscriptionInput } from '@sakinah/contract';
import { MAX_PUSH_DEVICES } from '@sakinah/contract';
import type { Database } from '../../db/client';
import { notificationPreferences, notifications, pushSubscriptions, users } from '../../db/schema';
import { unreadNotificationCount, visibleNotification } from '../../core/notifications/notification-outbox.repo';

/** The rows of a raw statement (both drivers answer `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export { visibleNotification };

export interface ListedNotification {
  id: string;
  kind: NotificationKind;
  url: string;
  createdAt: Date;
  readAt: Date | null;
  daysLeft: number | null;
  accepted: boolean | null;
  actorName: string | null;
  actorFamily: boolean | null;
}

/** Her notifications newest first, the policy's hidden ones left out; `before`: the last one of the previous page. */
export async function listNotifications(db: Database, userId: string, before: string | undefined, limit: number): Promise<ListedNotification[]> {
  const cursor: SQL = before
    ? sql`and (n.created_at, n.id) < (select created_at, id from notifications where id = ${before} and user_id = ${userId})`
    : sql``;
  const result = await db.execute(sql`
    select n.id, n.kind, n.url, n.created_at as "createdAt", n.read_at as "readAt", n.days_left as "daysLeft", n.accepted,
      (select a.first_name from users a where a.id = n.actor_id) as "actorName",
        (select a.account_holder is not null and a.account_holder <> 'self' and coalesce(trim(a.account_holder_name), '') <> '' from users a where a.id = n.actor_id) as "actorFamily"
    from notifications n
    where n.user_id = ${userId} ${cursor} and ${visibleNotification}
    order by n.created_at desc, n.id desc
    limit ${limit}`);
  return rowsOf<ListedNotification>(result).map((row) => ({ ...row, createdAt: new Date(row.createdAt), readAt: row.readAt ? new Date(row.readAt) : null }));
}

/** The bell's count (the core's, shared with the messaging feature). */
export const unreadCount = unreadNotificationCount;

/** Marks some of her notifications (ids of another member's are ignored), or all, read. */
export async function markRead(db: Database, userId: string, ids: string[] | 'all', at: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), ids === 'all' ? undefined : inArray(notifications.id, ids)));
}

export async function deleteNotificationsBefore(db: Database, cutoff: Date): Promise<number> {
  const deleted = await db.delete(notifications).where(lt(notifications.createdAt, cutoff)).returning({ id: notifications.id });
  return deleted.length;
}

/**
 * Adds (or moves to her) a device's subscription, then keeps her newest MAX_PUSH_DEVICES: the oldest goes first.
 * One transaction, her member row locked, so two devices subscribing at once cannot leave eleven.
 */
export async function saveSubscription(db: Database, userId: string, subscription: PushSubscriptionInput, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from users where id = ${userId} for update`);
    await tx
      .insert(pushSubscriptions)
      .values({ userId, endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth, createdAt: at })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth, createdAt: at },
      });
    await tx.execute(sql`
      delete from push_subscriptions where user_id = ${userId} and id not in (
        select id from push_subscriptions where user_id = ${userId} order by created_at desc, id desc limit ${MAX_PUSH_DEVICES}
      )`);
  });
}

/** Deletes her subscription with this endpoint; false when she has none (another member's is not hers). */
export async function deleteSubscription(db: Database, userId: string, endpoint: string): Promise<boolean> {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return deleted.length > 0;
}

export async function subscriptionCount(db: Database, userId: string): Promise<number> {
  const rows = await db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  return rows.length;
}

export async function deleteSubscriptionById(db: Database, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

/** Her stored preferences (null: the defaults) and the renewal-reminder switch they share with Settings → Account. */
export async function loadPreferenceRow(db: Database, userId: string): Promise<{ preferences: NotificationPreferences | null; renewalReminders: boolean } | null> {
  const rows = await db
    .select({ preferences: notificationPreferences.preferences, renewalReminders: users.renewalReminders })
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(eq(users.id, userId));
  const row = rows[0];
  return row ? { preferences: row.preferences ?? null, renewalReminders: row.renewalReminders } : null;
}

export async function savePreferenceRow(db: Database, userId: string, preferences: NotificationPreferences, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(notificationPreferences)
      .values({ userId, preferences, updatedAt: at })
      .onConflictDoUpdate({ target: notificationPreferences.userId, set: { preferences, updatedAt: at } });
    // The plan-ending mail is the renewal reminder: one switch, kept where the reminders read it.
    await tx.update(users).set({ renewalReminders: preferences.kinds.planEnding.mail }).where(eq(users.id, userId));
  });
}

/** The key her unsubscribe links are signed with, made on first use. */
export async function mailKeyOf(db: Database, userId: string, fresh: string): Promise<string> {
  await db.insert(notificationPreferences).values({ userId, mailKey: fresh }).onConflictDoUpdate({
    target: notificationPreferences.userId,
    set: { mailKey: sql`coalesce(${notificationPreferences.mailKey}, excluded.mail_key)` },
  });
  const rows = await db.select({ mailKey: notificationPreferences.mailKey }).from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  return rows[0]?.mailKey ?? fresh;
}

export async function findMailKey(db: Database, userId: string): Promise<string | null> {
  const rows = await db.select({ mailKey: notificationPreferences.mailKey }).from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  return rows[0]?.mailKey ?? null;
}
