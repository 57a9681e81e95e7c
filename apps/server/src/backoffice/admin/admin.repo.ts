import { and, asc, desc, eq, gte, ilike, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { planInForceSql } from '../../core/plans/subscriptions.repo';
import { contactMessages, images, packages, payments, subscriptions, users, type PackageRow } from '../../db/schema';
import { INDIA_TIME_ZONE } from '../../lib/india-day';

/** Days and months are India's (lib/india-day.ts), in SQL by the zone's name. */
const INDIA_ZONE = sql.raw(`'${INDIA_TIME_ZONE}'`);

export async function countMembersByStatus(db: Database) {
  return db
    .select({ status: users.status, n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(isNull(users.deletedAt), eq(users.role, 'member')))
    .groupBy(users.status);
}

export async function countPendingReviews(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(isNull(users.deletedAt), eq(users.role, 'member'), eq(users.status, 'Pending'), eq(users.paymentStatus, 'paid')));
  return row?.n ?? 0;
}

export async function countActiveSubscriptions(db: Database, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${subscriptions.userId})::int` })
    .from(subscriptions)
    // Members with a plan in force now (a plan queued behind another is not counted twice).
    .where(planInForceSql(sql`${subscriptions}`, sql`${now}`));
  return row?.n ?? 0;
}

export async function revenueSince(db: Database, since: Date): Promise<number> {
  const [row] = await db
    .select({ paise: sql<number>`coalesce(sum(${payments.amountPaise}), 0)::bigint` })
    .from(payments)
    .where(and(eq(payments.status, 'captured'), gte(payments.createdAt, since)));
  return Number(row?.paise ?? 0);
}

/** Revenue and sign-ups per day, for the dashboard's chart. */
export async function dailySeries(db: Database, since: Date) {
  const revenue = await db
    .select({ day: sql<string>`to_char(${payments.createdAt} at time zone ${INDIA_ZONE}, 'YYYY-MM-DD')`, paise: sql<number>`sum(${payments.amountPaise})::bigint` })
    .from(payments)
    .where(and(eq(payments.status, 'captured'), gte(payments.createdAt, since)))
    .groupBy(sql`1`);
  const signups = await db
    .select({ day: sql<string>`to_char(${users.createdAt} at time zone ${INDIA_ZONE}, 'YYYY-MM-DD')`, n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(gte(users.createdAt, since), eq(users.role, 'member')))
    .groupBy(sql`1`);
  return { revenue, signups };
}

/** Paid members waiting for review, oldest first. */
export async function reviewQueue(db: Database, limit: number) {
  return db
    .select({ user: users, avatarKey: images.storageKey })
    .from(users)
    .leftJoin(images, eq(images.id, users.avatarImageId))
    .where(and(isNull(users.deletedAt), eq(users.role, 'member'), eq(users.status, 'Pending'), eq(users.paymentStatus, 'paid')))
    .orderBy(asc(sql`coalesce(${users.submittedForReviewAt}, ${users.createdAt})`), asc(users.id))
    .limit(limit);
}

export async function searchMembers(db: Database, q: string | undefined, status: string | undefined, limit: number, offset: number) {
  const pattern = q ? `%${q.replace(/[%_\\]/g, '')}%` : undefined;
  const where = and(
    isNull(users.deletedAt),
    eq(users.role, 'member'),
    status ? eq(users.status, status as 'Pending') : undefined,
    pattern
      ? or(
          ilike(users.firstName, pattern),
          ilike(users.lastName, pattern),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
          ilike(users.email, pattern),
          ilike(users.contactNo, pattern),
        )
      : undefined,
  );
  const rows = await db
    .select({ user: users, avatarKey: images.storageKey })
    .from(users)
    .leftJoin(images, eq(images.id, users.avatarImageId))
    .where(where)
    .orderBy(desc(users.createdAt))
    .limit(limit)
    .offset(offset);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(where);
  return { rows, total: count?.n ?? 0 };
}

export async function listAllPackages(db: Database) {
  return db.select().from(packages).orderBy(asc(packages.sortOrder), asc(packages.createdAt));
}

export async function findPackage(db: Database, id: string) {
  const [row] = await db.select().from(packages).where(eq(packages.id, id)).limit(1);
  return row;
}

export async function insertPackage(db: Database, values: Omit<typeof packages.$inferInsert, 'id'>): Promise<PackageRow> {
  const [row] = await db.insert(packages).values(values).returning();
  return row!;
}

export async function updatePackage(db: Database, id: string, patch: Partial<typeof packages.$inferInsert>): Promise<PackageRow> {
  const [row] = await db.update(packages).set({ ...patch, updatedAt: new Date() }).where(eq(packages.id, id)).returning();
  return row!;
}

export async function listPayments(
  db: Database,
  filters: { status?: string | undefined; from?: Date | undefined; to?: Date | undefined; member?: string | undefined; limit: number },
) {
  const pattern = filters.member ? `%${filters.member.replace(/[%_\\]/g, '')}%` : undefined;
  const where = and(
    filters.status ? eq(payments.status, filters.status as 'captured') : undefined,
    filters.from ? gte(payments.createdAt, filters.from) : undefined,
    filters.to ? lt(payments.createdAt, filters.to) : undefined,
    pattern ? or(ilike(users.email, pattern), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern)) : undefined,
  );
  const rows = await db
    .select({
      payment: payments,
      member: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
      planName: packages.name,
      duration: packages.duration,
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .innerJoin(packages, eq(packages.id, payments.packageId))
    .where(where)
    .orderBy(desc(payments.createdAt))
    .limit(filters.limit);
  const totals = await db
    .select({
      month: sql<string>`to_char(${payments.createdAt} at time zone ${INDIA_ZONE}, 'YYYY-MM')`,
      planName: packages.name,
      duration: packages.duration,
      paise: sql<number>`sum(${payments.amountPaise})::bigint`,
      count: sql<number>`count(*)::int`,
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .innerJoin(packages, eq(packages.id, payments.packageId))
    .where(where)
    .groupBy(sql`1`, packages.name, packages.duration)
    .orderBy(desc(sql`1`), asc(packages.name));
  return { rows, totals };
}

export async function listContactMessages(db: Database, handled: boolean | undefined) {
  return db
    .select()
    .from(contactMessages)
    .where(handled === undefined ? undefined : eq(contactMessages.handled, handled))
    // Messages from members with priority support first, then newest first.
    .orderBy(desc(contactMessages.priority), desc(contactMessages.createdAt))
    .limit(200);
}

export async function setContactHandled(db: Database, id: string, handled: boolean) {
  const [before] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
  if (!before) return null;
  const [after] = await db.update(contactMessages).set({ handled }).where(eq(contactMessages.id, id)).returning();
  return { before, after: after! };
}

export async function paymentsOfMember(db: Database, userId: string) {
  return db
    .select({ payment: payments, planName: packages.name })
    .from(payments)
    .innerJoin(packages, eq(packages.id, payments.packageId))
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt));
}
