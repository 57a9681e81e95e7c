import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { guardians } from '../../db/schema';

export type GuardianRow = typeof guardians.$inferSelect;

export async function findGuardian(db: Database, id: string) {
  const [row] = await db.select().from(guardians).where(eq(guardians.id, id)).limit(1);
  return row;
}

/**
 * A new invitation, or a fresh link in place of an expired one (sent before `expiredBefore`). Null
 * when this person already has a live invitation or is already the member's guardian.
 */
export async function insertInvite(
  db: Database,
  values: Pick<typeof guardians.$inferInsert, 'memberId' | 'email' | 'name' | 'relation' | 'inviteTokenHash' | 'createdAt'>,
  expiredBefore: Date,
) {
  const rows = await db
    .insert(guardians)
    .values(values)
    .onConflictDoUpdate({
      target: [guardians.memberId, guardians.email],
      targetWhere: sql`${guardians.status} <> 'removed'`,
      set: { inviteTokenHash: values.inviteTokenHash, createdAt: values.createdAt, name: values.name, relation: values.relation },
      setWhere: and(eq(guardians.status, 'invited'), lte(guardians.createdAt, expiredBefore)),
    })
    .returning();
  return rows[0] ?? null;
}

/**
 * Takes a live invitation (sent after `sentAfter`) out of circulation in one statement, so one link
 * admits one guardian even when accepted twice at once. Run inside the accepting transaction.
 */
export async function claimInvite(db: Database, tokenHash: string, sentAfter: Date) {
  const [row] = await db
    .update(guardians)
    .set({ inviteTokenHash: null })
    .where(and(eq(guardians.inviteTokenHash, tokenHash), eq(guardians.status, 'invited'), gt(guardians.createdAt, sentAfter)))
    .returning();
  return row;
}

export async function activate(db: Database, id: string, guardianUserId: string, now: Date) {
  await db.update(guardians).set({ status: 'active', guardianUserId, acceptedAt: now, inviteTokenHash: null }).where(eq(guardians.id, id));
}

export async function markRemoved(db: Database, id: string, now: Date) {
  await db.update(guardians).set({ status: 'removed', removedAt: now, inviteTokenHash: null }).where(eq(guardians.id, id));
}

export async function setConversations(db: Database, id: string, allowed: boolean) {
  await db.update(guardians).set({ canReadConversations: allowed }).where(eq(guardians.id, id));
}


/** A live invitation by its link (sent after `sentAfter`), not taken: for the page that shows it. */
export async function findLiveInvite(db: Database, tokenHash: string, sentAfter: Date) {
  const [row] = await db
    .select()
    .from(guardians)
    .where(and(eq(guardians.inviteTokenHash, tokenHash), eq(guardians.status, 'invited'), gt(guardians.createdAt, sentAfter)))
    .limit(1);
  return row;
}
