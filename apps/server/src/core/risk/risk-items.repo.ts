import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { riskItems } from '../../db/schema';

export type NewRiskItem = Pick<typeof riskItems.$inferInsert, 'kind' | 'subjectId' | 'otherId' | 'imageId' | 'otherImageId' | 'score' | 'details' | 'dedupeKey'>;

/**
 * Raises an item, or refreshes the open one with the same dedupe key (new details, same id). An item an
 * admin already closed is not reopened by the same key: the admin's decision stands (a new key is a new item).
 */
export async function upsertRiskItem(db: Database, item: NewRiskItem, now: Date): Promise<{ id: string; created: boolean } | null> {
  const [row] = await db
    .insert(riskItems)
    .values({ ...item, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: riskItems.dedupeKey,
      set: { details: sql`excluded.details`, score: sql`excluded.score`, updatedAt: now },
      setWhere: sql`${riskItems.status} = 'open'`,
    })
    .returning({ id: riskItems.id, created: sql<boolean>`(xmax = 0)` });
  return row ?? null;
}
