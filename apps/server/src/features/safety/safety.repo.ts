import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { blocks, images, photoAccessRequests, profileRequests, reports, users } from '../../db/schema';
import { pairKeyOf } from '../../core/member/pair-key.repo';

export async function isBlockedBetween(db: Database, a: string, b: string): Promise<boolean> {
  const [row] = await db
    .select({ blockerId: blocks.blockerId })
    .from(blocks)
    .where(or(and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)), and(eq(blocks.blockerId, b), eq(blocks.blockedId, a))))
    .limit(1);
  return Boolean(row);
}

/**
 * Blocks in one transaction: the block, every open request between the two closed, photo access
 * both ways withdrawn. Returns the ids of the requests it closed.
 */
export async function insertBlock(db: Database, blockerId: string, blockedId: string, now: Date): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.insert(blocks).values({ blockerId, blockedId, createdAt: now }).onConflictDoNothing();
    const between = or(
      and(eq(profileRequests.senderId, blockerId), eq(profileRequests.receiverId, blockedId)),
      and(eq(profileRequests.senderId, blockedId), eq(profileRequests.receiverId, blockerId)),
    );
    const cancelled = await tx
      .update(profileRequests)
      .set({ status: 'cancelled', respondedAt: now })
      .where(and(between, eq(profileRequests.status, 'pending')))
      .returning({ id: profileRequests.id });
    const removed = await tx
      .update(profileRequests)
      .set({ status: 'removed', respondedAt: now })
      .where(and(between, eq(profileRequests.status, 'accepted')))
      .returning({ id: profileRequests.id });
    await tx
      .delete(photoAccessRequests)
      .where(
        or(
          and(eq(photoAccessRequests.ownerId, blockerId), eq(photoAccessRequests.requesterId, blockedId)),
          and(eq(photoAccessRequests.ownerId, blockedId), eq(photoAccessRequests.requesterId, blockerId)),
        ),
      );
    return [...cancelled, ...removed].map((r) => r.id);
  });
}

export async function deleteBlock(db: Database, blockerId: string, blockedId: string): Promise<boolean> {
  const rows = await db.delete(blocks).where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId))).returning({ id: blocks.blockedId });
  return rows.length === 1;
}

/** The members she blocked, newest block first: a prepared statement (Settings reads it on every visit). */
const blockedByStatement = preparedPerDatabase((db) =>
  db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, blockedAt: blocks.createdAt })
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .where(eq(blocks.blockerId, sql.placeholder('blockerId')))
    .orderBy(desc(blocks.createdAt), desc(blocks.blockedId))
    .prepare('blocked_by'),
);

export async function listBlocked(db: Database, blockerId: string) {
  return blockedByStatement(db).execute({ blockerId });
}

export async function insertReport(
  db: Database,
  values: {
    reporterId: string; reportedId: string; reason: typeof reports.$inferInsert['reason']; note: string | null; priority: boolean; createdAt: Date;
    messageId?: string | null; messageText?: string | null;
  },
) {
  const rows = await db.insert(reports).values(values).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

/** The reports one member made (hers only: nothing about anyone else's), newest first. */
const reportsByStatement = preparedPerDatabase((db) =>
  db
    .select({
      report: { id: reports.id, reason: reports.reason, note: reports.note, status: reports.status, createdAt: reports.createdAt },
      reported: { id: users.id, firstName: users.firstName, lastName: users.lastName, photoPrivacy: users.photoPrivacy, deletedAt: users.deletedAt, avatarKey: images.storageKey },
    })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.reportedId))
    .leftJoin(images, eq(images.id, users.avatarImageId))
    .where(eq(reports.reporterId, sql.placeholder('reporterId')))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(200)
    .prepare('reports_by'),
);

export async function listReportsBy(db: Database, reporterId: string) {
  return reportsByStatement(db).execute({ reporterId });
}

/** Reports for the admins' queue, with the reported member and who reported (admins see the reporter; members never do). */
export async function listReports(db: Database, status: 'open' | 'dismissed' | 'actioned' | undefined) {
  const reporter = alias(users, 'reporter');
  return db
    .select({
      report: reports,
      reported: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, status: users.status },
      reporter: { id: reporter.id, firstName: reporter.firstName, lastName: reporter.lastName, email: reporter.email },
    })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.reportedId))
    .leftJoin(reporter, eq(reporter.id, reports.reporterId))
    .where(status ? eq(reports.status, status) : inArray(reports.status, ['open', 'dismissed', 'actioned']))
    // Reports from members with priority support first, then newest first.
    .orderBy(desc(reports.priority), desc(reports.createdAt))
    .limit(200);
}

export async function findReport(db: Database, id: string) {
  const [row] = await db.select().from(reports).where(eq(reports.id, id)).limit(1);
  return row;
}

export async function closeReport(db: Database, id: string, status: 'dismissed' | 'actioned', adminId: string, now: Date) {
  const [row] = await db
    .update(reports)
    .set({ status, handledAt: now, handledBy: adminId })
    .where(and(eq(reports.id, id), eq(reports.status, 'open')))
    .returning();
  return row ?? null;
}

/**
 * Whether the two have crossed paths: a profile request either way (any status), a message, a photo request
 * either way, a view of one's profile by the other, a suggestion of one to the other, or a block. Indexed look-ups.
 */
export async function haveCrossedPaths(db: Database, a: string, b: string): Promise<boolean> {
  const pairKey = pairKeyOf(a, b);
  const result = await db.execute(sql`select (
    exists (select 1 from profile_requests where (sender_id = ${a} and receiver_id = ${b}) or (sender_id = ${b} and receiver_id = ${a}))
    or exists (select 1 from messages where pair_key = ${pairKey})
    or exists (select 1 from photo_access_requests where (owner_id = ${a} and requester_id = ${b}) or (owner_id = ${b} and requester_id = ${a}))
    or exists (select 1 from profile_views where (viewed_id = ${a} and viewer_id = ${b}) or (viewed_id = ${b} and viewer_id = ${a}))
    or exists (select 1 from daily_suggestions where (user_id = ${a} and candidate_id = ${b}) or (user_id = ${b} and candidate_id = ${a}))
    or exists (select 1 from blocks where (blocker_id = ${a} and blocked_id = ${b}) or (blocker_id = ${b} and blocked_id = ${a}))
  ) as crossed`);
  return Boolean((result as unknown as { rows: Array<{ crossed: boolean }> }).rows[0]?.crossed);
}
