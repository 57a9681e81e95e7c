import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { signInLinks } from '../../db/schema';

export async function insertSignInLink(db: Database, values: { userId: string; tokenHash: string; createdAt: Date; expiresAt: Date }): Promise<void> {
  await db.insert(signInLinks).values(values);
}

/** Marks a live link used in one statement and returns its member; null when unknown, used or expired. */
export async function useSignInLink(db: Database, tokenHash: string, now: Date): Promise<string | null> {
  const rows = await db
    .update(signInLinks)
    .set({ usedAt: now })
    .where(and(eq(signInLinks.tokenHash, tokenHash), isNull(signInLinks.usedAt), gt(signInLinks.expiresAt, now)))
    .returning({ userId: signInLinks.userId });
  return rows[0]?.userId ?? null;
}

/** Every open link of a member stops working (one was used, or the password changed). */
export async function expireSignInLinksOf(db: Database, userId: string, now: Date): Promise<void> {
  await db.update(signInLinks).set({ usedAt: now }).where(and(eq(signInLinks.userId, userId), isNull(signInLinks.usedAt)));
}
