import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { planUsage } from '../../db/schema';
import { withKeyLock } from '../../db/locks';

/**
 * Counts one use of a plan limit (a distinct profile opened, or a distinct member's photos seen).
 * Returns false when the limit is reached and this subject was not counted before. Check and count
 * are one locked step per subscription and kind, so parallel views cannot pass the limit together.
 */
export async function useAllowance(
  db: Database,
  input: { subscriptionId: string; kind: 'profile' | 'photos'; subjectId: string; limit: number | null; now: Date },
): Promise<boolean> {
  const counted = and(eq(planUsage.subscriptionId, input.subscriptionId), eq(planUsage.kind, input.kind), eq(planUsage.subjectId, input.subjectId));
  const record = (tx: Database) =>
    tx
      .insert(planUsage)
      .values({ subscriptionId: input.subscriptionId, kind: input.kind, subjectId: input.subjectId, firstAt: input.now })
      .onConflictDoNothing();
  // Unlimited: only remember it (one statement on the profile view's hot path).
  if (input.limit === null) {
    await record(db);
    return true;
  }
  const [existing] = await db.select({ subjectId: planUsage.subjectId }).from(planUsage).where(counted).limit(1);
  if (existing) return true;
  const limit = input.limit;
  return withKeyLock(db, `plan-usage:${input.subscriptionId}:${input.kind}`, async (tx) => {
    const [again] = await tx.select({ subjectId: planUsage.subjectId }).from(planUsage).where(counted).limit(1);
    if (again) return true;
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(planUsage)
      .where(and(eq(planUsage.subscriptionId, input.subscriptionId), eq(planUsage.kind, input.kind)));
    if ((row?.n ?? 0) >= limit) return false;
    await record(tx);
    return true;
  });
}
