import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { riskItems, users } from '../../db/schema';

/** A member's open Risk items, oldest first, with the name of the other member each ties her to. */
export async function openRiskItemsWithOther(db: Database, userId: string) {
  return db
    .select({ item: riskItems, otherName: sql<string | null>`case when ${users.id} is null then null else ${users.firstName} || ' ' || ${users.lastName} end` })
    .from(riskItems)
    .leftJoin(users, eq(users.id, riskItems.otherId))
    .where(and(eq(riskItems.subjectId, userId), eq(riskItems.status, 'open')))
    .orderBy(riskItems.createdAt);
}
