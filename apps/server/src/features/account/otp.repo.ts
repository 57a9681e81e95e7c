import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { otpChallenges } from '../../db/schema';

export async function latestChallenge(db: Database, phone: string) {
  const [row] = await db
    .select()
    .from(otpChallenges)
    .where(and(eq(otpChallenges.phone, phone), isNull(otpChallenges.consumedAt)))
    .orderBy(desc(otpChallenges.createdAt))
    .limit(1);
  return row;
}

/** The codes sent to a number or from an address after `since`: how many, and when the oldest was (for Retry-After). */
export async function countSince(db: Database, by: { phone?: string; ip?: string }, since: Date): Promise<{ count: number; oldestAt: Date | null }> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`, oldestAt: sql<Date | null>`min(${otpChallenges.createdAt})`.mapWith(otpChallenges.createdAt) })
    .from(otpChallenges)
    .where(
      and(
        by.phone ? eq(otpChallenges.phone, by.phone) : undefined,
        by.ip ? eq(otpChallenges.ip, by.ip) : undefined,
        gt(otpChallenges.createdAt, since),
      ),
    );
  return { count: row?.n ?? 0, oldestAt: row?.oldestAt ?? null };
}

export async function insertChallenge(
  db: Database,
  values: { phone: string; codeHash: string; ip: string; createdAt: Date; expiresAt: Date },
): Promise<string> {
  const [row] = await db.insert(otpChallenges).values(values).returning({ id: otpChallenges.id });
  return row!.id;
}

export async function deleteChallenge(db: Database, id: string): Promise<void> {
  await db.delete(otpChallenges).where(eq(otpChallenges.id, id));
}

/**
 * Claims one guess on a challenge in a single statement: the count goes up only while it is under
 * `max` and the challenge is still open, so parallel guesses cannot all slip under the limit.
 * Returns the guesses used including this one, or null when no guess is left.
 */
export async function claimGuess(db: Database, id: string, max: number): Promise<number | null> {
  const [row] = await db
    .update(otpChallenges)
    .set({ wrongAttempts: sql`${otpChallenges.wrongAttempts} + 1` })
    .where(
      and(
        eq(otpChallenges.id, id),
        sql`${otpChallenges.wrongAttempts} < ${max}`,
        isNull(otpChallenges.verifiedAt),
        isNull(otpChallenges.consumedAt),
      ),
    )
    .returning({ wrongAttempts: otpChallenges.wrongAttempts });
  return row ? row.wrongAttempts : null;
}

/** The right code: the challenge is verified and its claimed guess is not counted as wrong. */
export async function markVerified(db: Database, id: string, at: Date): Promise<void> {
  await db
    .update(otpChallenges)
    .set({ verifiedAt: at, wrongAttempts: sql`greatest(${otpChallenges.wrongAttempts} - 1, 0)` })
    .where(and(eq(otpChallenges.id, id), isNull(otpChallenges.verifiedAt)));
}

/** The verified, unused challenge that lets this phone sign up, if any (newest first). */
export async function findVerifiedChallenge(db: Database, phone: string, since: Date) {
  const [row] = await db
    .select()
    .from(otpChallenges)
    .where(
      and(
        eq(otpChallenges.phone, phone),
        isNull(otpChallenges.consumedAt),
        gt(otpChallenges.verifiedAt, since),
      ),
    )
    .orderBy(desc(otpChallenges.verifiedAt))
    .limit(1);
  return row;
}

/** Marks the challenge used; false when another request used it first. */
export async function consumeChallenge(db: Database, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(otpChallenges)
    .set({ consumedAt: at })
    .where(and(eq(otpChallenges.id, id), isNull(otpChallenges.consumedAt)))
    .returning({ id: otpChallenges.id });
  return rows.length === 1;
}
