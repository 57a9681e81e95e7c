import { and, asc, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { subscriptions } from '../../db/schema';

/**
 * A plan in force at `at` (a timestamptz expression): paid for or granted (active), started, not yet ended, not
 * waiting for the member's approval and not paused for a plan bought with "Start now". The rule, written once for
 * every statement that checks it (`s`: the subscriptions row, an alias or the table).
 */
export function planInForceSql(s: SQL, at: SQL): SQL {
  return sql`${s}.is_active and ${s}.starts_at <= ${at} and ${s}.ends_at > ${at} and not ${s}.awaiting_approval
    and not (${s}.paused_from is not null and ${s}.paused_from <= ${at} and ${s}.paused_until > ${at})`;
}

/**
 * The plan of member `owner` in force at `at`, as findActiveSubscription picks it (the one ending last), as a
 * subquery selecting `columns` of `s`; by the (user_id, ends_at) index.
 */
export function planInForceOfSql(owner: SQL, at: SQL, columns: SQL = sql`s.id`): SQL {
  return sql`(select ${columns} from subscriptions s where s.user_id = ${owner} and ${planInForceSql(sql`s`, at)} order by s.ends_at desc limit 1)`;
}

/** The member's subscription in force now (newest end first), if any. Queued plans have not started. */
const activeSubscription = preparedPerDatabase((db) => {
  const now = sql`${sql.placeholder('now')}::timestamptz`;
  return db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, sql.placeholder('userId')), planInForceSql(sql`${subscriptions}`, now)))
    .orderBy(desc(subscriptions.endsAt))
    .limit(1)
    .prepare('active_subscription');
});

/** The plan in force (a prepared statement: the profile view and every plan check ask it). */
export async function findActiveSubscription(db: Database, userId: string, now: Date) {
  const [row] = await activeSubscription(db).execute({ userId, now: now.toISOString() });
  return row;
}

/** Every active plan whose end is still ahead: the one in force and those queued after it, in order. */
export async function listPlansAhead(db: Database, userId: string, now: Date) {
  return db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.isActive, true), gt(subscriptions.endsAt, now)))
    .orderBy(asc(subscriptions.startsAt))
    .limit(50);
}

