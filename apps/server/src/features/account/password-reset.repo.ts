import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passwordResetTokens } from '../../db/schema';

export async function insertResetToken(db: Database, values: { userId: string; tokenHash: string; createdAt: Date; expiresAt: Date }): Promise<void> {
  await db.insert(passwordResetTokens).values(values);
}

/** Marks a live token used and returns its member; null when unknown, used or expired. */
export async function useResetToken(db: Database, tokenHash: string, now: Date): Promise<string | null> {
  const rows = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
    .returning({ userId: passwordResetTokens.userId });
  return rows[0]?.userId ?? null;
}

/** Every earlier link stops working once a newer one is used or the password changes. */
export async function expireResetTokensOf(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** The reset links mailed to a member after `since`: how many, and when the oldest was (for Retry-After). */
export async function countRecentResetTokens(db: Database, userId: string, since: Date): Promise<{ count: number; oldestAt: Date | null }> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`, oldestAt: sql<Date | null>`min(${passwordResetTokens.createdAt})`.mapWith(passwordResetTokens.createdAt) })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), gt(passwordResetTokens.createdAt, since)));
  return { count: row?.n ?? 0, oldestAt: row?.oldestAt ?? null };
}
