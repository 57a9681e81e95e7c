import { and, eq, gte, inArray, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountOrigins, conversationStarts, profileRequests, reports, textFingerprints, users } from '../../db/schema';

export type TextField = (typeof textFingerprints.$inferSelect)['field'];

/** Records where an account was created (once per account). */
export async function insertOrigin(db: Database, values: { userId: string; ip: string; deviceHash: string | null; createdAt: Date }): Promise<void> {
  await db.insert(accountOrigins).values(values).onConflictDoNothing();
}

/**
 * Accounts created since `since` from the same address or the same device (either may be null: not
 * compared), newest first: one read on
 * the two indexes (ip, created_at) and (device_hash, created_at).
 */
export async function originsSharing(db: Database, ip: string | null, deviceHash: string | null, since: Date, limit: number) {
  const match = or(ip ? eq(accountOrigins.ip, ip) : undefined, deviceHash ? eq(accountOrigins.deviceHash, deviceHash) : undefined);
  return db
    .select({ userId: accountOrigins.userId, ip: accountOrigins.ip, deviceHash: accountOrigins.deviceHash, createdAt: accountOrigins.createdAt })
    .from(accountOrigins)
    .where(and(match, gte(accountOrigins.createdAt, since)))
    .orderBy(sql`${accountOrigins.createdAt} desc`)
    .limit(limit);
}

/** Requests a member sent and conversations she started since a moment (indexed on sender / starter). */
export async function outreachSince(db: Database, userId: string, since: Date): Promise<{ requests: number; firstMessages: number }> {
  const [requests] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(profileRequests)
    .where(and(eq(profileRequests.senderId, userId), gte(profileRequests.createdAt, since)));
  const [starts] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(conversationStarts)
    .where(and(eq(conversationStarts.starterId, userId), gte(conversationStarts.startedAt, since)));
  return { requests: Number(requests?.n ?? 0), firstMessages: Number(starts?.n ?? 0) };
}

/** Replaces a member's band hashes for one field (none: the text is too short to compare). */
export async function replaceFingerprints(db: Database, userId: string, field: TextField, bands: readonly bigint[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(textFingerprints).where(and(eq(textFingerprints.userId, userId), eq(textFingerprints.field, field)));
    if (bands.length) await tx.insert(textFingerprints).values(bands.map((hash, band) => ({ field, band, hash, userId }))).onConflictDoNothing();
  });
}

/** Other members sharing at least one band value of this field: the candidates for a near-copy. */
export async function membersSharingBands(db: Database, userId: string, field: TextField, bands: readonly bigint[], limit: number): Promise<string[]> {
  if (bands.length === 0) return [];
  const pairs = sql.join(
    bands.map((hash, band) => sql`(${band}::smallint, ${hash}::bigint)`),
    sql`, `,
  );
  const rows = await db
    .selectDistinct({ userId: textFingerprints.userId })
    .from(textFingerprints)
    .where(and(eq(textFingerprints.field, field), sql`(${textFingerprints.band}, ${textFingerprints.hash}) in (${pairs})`, ne(textFingerprints.userId, userId)))
    .limit(limit);
  return rows.map((r) => r.userId);
}

/** The texts of a few members, to compute the exact similarity. */
export async function textsOf(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, createdAt: users.createdAt, aboutMe: users.aboutMe, expectations: users.expectations, deletedAt: users.deletedAt })
    .from(users)
    .where(inArray(users.id, [...ids]));
}

/** Open reports about a member, per reason (one report per reporter and member, so a count is distinct reporters). */
export async function openReportsAbout(db: Database, reportedId: string): Promise<Array<{ reason: string; n: number }>> {
  const rows = await db
    .select({ reason: reports.reason, n: sql<number>`count(distinct ${reports.reporterId})::int` })
    .from(reports)
    .where(and(eq(reports.reportedId, reportedId), eq(reports.status, 'open')))
    .groupBy(reports.reason);
  return rows.map((r) => ({ reason: r.reason, n: Number(r.n) }));
}
