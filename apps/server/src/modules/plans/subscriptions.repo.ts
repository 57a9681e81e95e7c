import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { subscriptions } from '../../db/schema';

/** The member's subscription in force now (newest end first), if any. Queued plans have not started. */
const activeSubscription = preparedPerDatabase((db) => {
  const now = sql`${sql.placeholder('now')}::timestamptz`;
  return db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, sql.placeholder('userId')), eq(subscriptions.isActive, true), sql`${subscriptions.startsAt} <= ${now}`, sql`${subscriptions.endsAt} > ${now}`))
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

