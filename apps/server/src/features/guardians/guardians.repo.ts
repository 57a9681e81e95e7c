import { and, asc, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { guardians, users } from '../../db/schema';

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
  values: Pick<typeof guardians.$inferInsert, 'memberId' | 'email' | 'phone' | 'channel' | 'name' | 'relation' | 'inviteTokenHash' | 'createdAt'>,
  expiredBefore: Date,
) {
  const rows = await db
    .insert(guardians)
    .values(values)
    .onConflictDoUpdate({
      // One open invitation per member and address, or per member and number (issue 41, item 6).
      target: values.phone ? [guardians.memberId, guardians.phone] : [guardians.memberId, guardians.email],
      targetWhere: sql`${guardians.status} <> 'removed'`,
      set: { inviteTokenHash: values.inviteTokenHash, createdAt: values.createdAt, name: values.name, relation: values.relation, channel: values.channel },
      setWhere: and(eq(guardians.status, 'invited'), lte(guardians.createdAt, expiredBefore)),
    })
    .returning();
  return rows[0] ?? null;
}

/** Invitations sent after `since` by a member, or to a number by anyone: for the daily limits (issue 41, item 6). */
export async function countInvitesSince(db: Database, by: { memberId: string } | { phone: string }, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(guardians)
    .where(and('memberId' in by ? eq(guardians.memberId, by.memberId) : eq(guardians.phone, by.phone), gt(guardians.createdAt, since)));
  return row?.n ?? 0;
}

/** The guardian account that proved this number, if any (oldest first): an invitation by phone joins it. */
export async function guardianAccountOfPhone(db: Database, phone: string) {
  const [row] = await db
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(and(eq(users.contactNo, phone), eq(users.role, 'guardian'), isNull(users.deletedAt), isNotNull(users.phoneVerifiedAt)))
    .orderBy(asc(users.createdAt))
    .limit(1);
  return row;
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
