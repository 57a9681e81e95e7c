import { and, asc, eq, gt, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { emailChanges } from '../../db/schema';

/** Records a change and its link; the member's used and expired ones go (they only held her old addresses). */
export async function insertEmailChange(
  db: Database,
  values: { userId: string; tokenHash: string; oldEmail: string; newEmail: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db
    .delete(emailChanges)
    .where(and(eq(emailChanges.userId, values.userId), or(isNotNull(emailChanges.usedAt), lte(emailChanges.expiresAt, values.createdAt))));
  await db.insert(emailChanges).values(values);
}

/** A change whose link is still good (not used, not expired); null otherwise. */
export async function findLiveEmailChange(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(emailChanges)
    .where(and(eq(emailChanges.tokenHash, tokenHash), isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, now)));
  return row ?? null;
}

/** The member's changes whose links are still good, oldest first: the first one's old address began the chain. */
export async function openEmailChangesOf(db: Database, userId: string, now: Date) {
  return db
    .select()
    .from(emailChanges)
    .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, now)))
    .orderBy(asc(emailChanges.createdAt), asc(emailChanges.id));
}

/**
 * Uses up every open link of the member, the one being used included; false when that one was used meanwhile
 * (two clicks at once: only one puts the address back).
 */
export async function closeEmailChangesOf(db: Database, userId: string, usedTokenHash: string, now: Date): Promise<boolean> {
  const closed = await db
    .update(emailChanges)
    .set({ usedAt: now })
    .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt)))
    .returning({ tokenHash: emailChanges.tokenHash });
  return closed.some((row) => row.tokenHash === usedTokenHash);
}
