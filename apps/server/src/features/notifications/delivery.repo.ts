import { sql } from 'drizzle-orm';
import type { NotificationPreferences } from '@sakinah/contract';
import type { Database } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import type { NotificationFacts } from './notification-text';
import type { MemberRow } from '../../db/member-row';
import { visibleNotification } from './notifications.repo';

/** The delivery engine's statements (delivery.service.ts says how they fit together). */

export interface DueNotification extends NotificationFacts {
  userId: string;
  held: boolean;
  visible: boolean;
  preferences: NotificationPreferences | null;
  renewalReminders: boolean;
  readerLanguage: string;
}

const dueNotifications = preparedStatement<DueNotification>('claim_due_notifications', () => {
  // `now` is the app's clock, to the millisecond; `due_at` defaults to the database's, to the microsecond. A
  // notification recorded in the same millisecond as the run is due: `now` stands for that whole millisecond (a run
  // right after a commit skipped it, and it waited for the next tick: a CI flake on a fast machine).
  const now = sql`(${sql.placeholder('now')}::timestamptz + interval '1 millisecond')`;
  return sql`
      select n.id, n.user_id as "userId", n.kind, n.url, n.created_at as "createdAt", n.read_at as "readAt", n.days_left as "daysLeft",
        n.accepted, n.actor_id as "actorId", n.held, ${visibleNotification} as visible,
        (select a.first_name from users a where a.id = n.actor_id) as "actorName",
        (select a.account_holder is not null and a.account_holder <> 'self' and coalesce(trim(a.account_holder_name), '') <> '' from users a where a.id = n.actor_id) as "actorFamily",
        np.preferences, u.renewal_reminders as "renewalReminders", u.language as "readerLanguage"
      from notifications n
      join users u on u.id = n.user_id
      left join notification_preferences np on np.user_id = n.user_id
      where n.fanout = 'pending' and n.due_at < ${now}
      order by n.due_at, n.id
      limit ${sql.placeholder('limit')}::int
      for update of n skip locked`;
});

/**
 * Claims due notifications not yet fanned out, each with what deciding needs; other instances skip them. Prepared
 * by name: every run of the worker asks it at least once, and its plan (the policy's subqueries) took over a
 * millisecond to make each time (docs/performance.md, "A message's round trips").
 */
export async function claimDueNotifications(tx: Database, now: Date, limit: number): Promise<DueNotification[]> {
  return dueNotifications(tx, { now: now.toISOString(), limit });
}

export async function addMailDelivery(tx: Database, notificationId: string, now: Date): Promise<void> {
  await tx.execute(sql`insert into notification_deliveries (notification_id, target, next_attempt_at) values (${notificationId}, 'mail', ${now}) on conflict do nothing`);
}

/** One delivery per device she has now (the idempotency key notification × device). */
export async function addPushDeliveries(tx: Database, notificationId: string, userId: string, collapsed: number, now: Date): Promise<void> {
  await tx.execute(sql`
    insert into notification_deliveries (notification_id, target, collapsed, next_attempt_at)
    select ${notificationId}, s.id::text, ${collapsed}, ${now} from push_subscriptions s where s.user_id = ${userId}
    on conflict do nothing`);
}

/** The same for many notifications at once, each to every device of its member (the common case of a fan-out). */
export async function addPushDeliveriesFor(tx: Database, notificationIds: string[], now: Date): Promise<void> {
  if (notificationIds.length === 0) return;
  await tx.execute(sql`
    insert into notification_deliveries (notification_id, target, collapsed, next_attempt_at)
    select n.id, s.id::text, 1, ${now} from notifications n join push_subscriptions s on s.user_id = n.user_id
    where n.id in (${sql.join(notificationIds.map((id) => sql`${id}`), sql`, `)})
    on conflict do nothing`);
}

export async function holdUntil(tx: Database, notificationId: string, until: Date): Promise<void> {
  await tx.execute(sql`update notifications set held = true, due_at = ${until} where id = ${notificationId}`);
}

export async function markFannedOut(tx: Database, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`update notifications set fanout = 'done' where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
}

export interface ClaimedDelivery extends NotificationFacts {
  notificationId: string;
  target: string;
  attempts: number;
  collapsed: number;
  userId: string;
  visible: boolean;
  preferences: NotificationPreferences | null;
  renewalReminders: boolean;
  email: string;
  firstName: string;
  readerLanguage: string;
  accountHolder: MemberRow['accountHolder'];
  accountHolderName: string | null;
  endpoint: string | null;
  p256dh: string | null;
  auth: string | null;
}

const dueDeliveries = preparedStatement<ClaimedDelivery>('claim_due_deliveries', () => {
  const now = sql`${sql.placeholder('now')}::timestamptz`;
  return sql`
      -- Materialized: the leased rows are read once, whatever the statistics say (a locking subquery the planner
      -- inlines may be run again per row of the join; the match lists' upkeep claim did that until issue 45 replaced its queue).
      with due as materialized (
        select notification_id, target from notification_deliveries
        where (status = 'pending' and next_attempt_at <= ${now}) or (status = 'sending' and lease_until < ${now})
        order by next_attempt_at
        limit ${sql.placeholder('limit')}::int
        for update skip locked
      ), claimed as (
        update notification_deliveries d set status = 'sending', lease_until = ${sql.placeholder('leaseUntil')}::timestamptz, attempts = d.attempts + 1
        from due where d.notification_id = due.notification_id and d.target = due.target
        returning d.notification_id, d.target, d.attempts, d.collapsed
      )
      select c.notification_id as "notificationId", c.target, c.attempts, c.collapsed,
        n.id, n.user_id as "userId", n.kind, n.url, n.created_at as "createdAt", n.read_at as "readAt", n.days_left as "daysLeft", n.accepted,
        n.actor_id as "actorId", ${visibleNotification} as visible,
        (select a.first_name from users a where a.id = n.actor_id) as "actorName",
        (select a.account_holder is not null and a.account_holder <> 'self' and coalesce(trim(a.account_holder_name), '') <> '' from users a where a.id = n.actor_id) as "actorFamily",
        np.preferences, u.renewal_reminders as "renewalReminders", u.email, u.first_name as "firstName", u.language as "readerLanguage",
        u.account_holder as "accountHolder", u.account_holder_name as "accountHolderName",
        s.endpoint, s.p256dh, s.auth
      from claimed c
      join notifications n on n.id = c.notification_id
      join users u on u.id = n.user_id
      left join notification_preferences np on np.user_id = n.user_id
      left join push_subscriptions s on s.id = (case when c.target = 'mail' then null else c.target::uuid end)`;
});

/**
 * Leases due deliveries (pending and due, or `sending` whose lease lapsed: its instance died) in one statement, and
 * reads with them what sending needs: the notification, the policy's answer, her preferences, the device. Prepared by
 * name, as claimDueNotifications.
 */
export async function claimDueDeliveries(db: Database, now: Date, leaseUntil: Date, limit: number): Promise<ClaimedDelivery[]> {
  return dueDeliveries(db, { now: now.toISOString(), leaseUntil: leaseUntil.toISOString(), limit });
}

/** Marks deliveries sent, many in one statement. */
export async function markSent(db: Database, keys: Array<{ notificationId: string; target: string }>, at: Date): Promise<void> {
  const pairs = keys.map((key) => sql`(${key.notificationId}::uuid, ${key.target})`);
  await db.execute(sql`
    update notification_deliveries d set status = 'sent', sent_at = ${at}, lease_until = null, last_error = null
    from (values ${sql.join(pairs, sql`, `)}) as v(notification_id, target)
    where d.notification_id = v.notification_id and d.target = v.target`);
}

/**
 * A delivery's lease, as its claim left it: `attempts` counts claims, so a row another instance claimed since (this
 * one stalled past the lease) has moved on, and this one's late outcome must not undo what that one did.
 */
const stillLeased = (attempts: number) => sql`status = 'sending' and attempts = ${attempts}`;

export async function markForRetry(db: Database, key: { notificationId: string; target: string }, attempts: number, at: Date, error: string): Promise<void> {
  await db.execute(sql`update notification_deliveries set status = 'pending', next_attempt_at = ${at}, lease_until = null, last_error = ${error}
    where notification_id = ${key.notificationId} and target = ${key.target} and ${stillLeased(attempts)}`);
}

/** Ends a delivery unsent (while this claim still holds it); `gone` (404/410) also deletes the device's subscription at once. */
export async function markEnded(db: Database, key: { notificationId: string; target: string }, attempts: number, status: 'gone' | 'failed' | 'dropped', error: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`update notification_deliveries set status = ${status}, lease_until = null, last_error = ${error}
      where notification_id = ${key.notificationId} and target = ${key.target} and ${stillLeased(attempts)}`);
    if (status === 'gone') await tx.execute(sql`delete from push_subscriptions where id = ${key.target}::uuid`);
  });
}
