import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { planUsage } from '../../db/schema';

/**
 * Counts one use of a plan limit (a distinct profile opened, or a distinct member's photos seen).
 * Returns false when the limit is reached and this subject was not counted before.
 */
export async function useAllowance(
  db: Database,
  input: { subscriptionId: string; kind: 'profile' | 'photos'; subjectId: string; limit: number | null; now: Date },
): Promise<boolean> {
  const [existing] = await db
    .select({ subjectId: planUsage.subjectId })
    .from(planUsage)
    .where(and(eq(planUsage.subscriptionId, input.subscriptionId), eq(planUsage.kind, input.kind), eq(planUsage.subjectId, input.subjectId)))
    .limit(1);
  if (existing) return true;
  if (input.limit !== null) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(planUsage)
      .where(and(eq(planUsage.subscriptionId, input.subscriptionId), eq(planUsage.kind, input.kind)));
    if ((row?.n ?? 0) >= input.limit) return false;
  }
  await db
    .insert(planUsage)
    .values({ subscriptionId: input.subscriptionId, kind: input.kind, subjectId: input.subjectId, firstAt: input.now })
    .onConflictDoNothing();
  return true;
}
