import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { withKeyLock, type Transaction } from '../../db/locks';
import { contactExchangeApprovals, contactExchanges, guardians, users } from '../../db/schema';

export type ApprovalRow = typeof contactExchangeApprovals.$inferSelect;

const lockKeyOf = (pairKey: string) => `contact-exchange:${pairKey}`;

/** Of these members, those whose setting asks for a guardian's approval and who have an active guardian. */
export async function membersNeedingApproval(db: Database, memberIds: string[]): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: users.id })
    .from(users)
    .innerJoin(guardians, and(eq(guardians.memberId, users.id), eq(guardians.status, 'active')))
    .where(and(inArray(users.id, memberIds), eq(users.guardianApprovesContacts, true)));
  return rows.map((row) => row.id);
}

/** Whether this member has an active guardian (the setting may be switched on only then). */
export async function hasActiveGuardian(db: Database, memberId: string): Promise<boolean> {
  const [row] = await db.select({ id: guardians.id }).from(guardians).where(and(eq(guardians.memberId, memberId), eq(guardians.status, 'active'))).limit(1);
  return Boolean(row);
}

export async function setApprovalSetting(db: Database, memberId: string, on: boolean, now: Date): Promise<void> {
  await db.update(users).set({ guardianApprovesContacts: on, updatedAt: now }).where(eq(users.id, memberId));
}

/**
 * Both members agreed: the pending ask becomes `awaiting_guardian` and one pending approval per
 * member in `memberIds` is (re)opened, in one locked transaction. Null when the ask was no longer
 * pending (answered twice at once: one wins).
 */
export async function awaitGuardians(db: Database, pairKey: string, memberIds: string[], now: Date, onAwaiting?: (tx: Database) => Promise<void>) {
  return withKeyLock(db, lockKeyOf(pairKey), async (tx) => {
    const [row] = await tx
      .update(contactExchanges)
      .set({ status: 'awaiting_guardian', respondedAt: now })
      .where(and(eq(contactExchanges.pairKey, pairKey), eq(contactExchanges.status, 'pending')))
      .returning();
    if (!row) return null;
    // An earlier round's decisions are replaced: this agreement is asked about afresh.
    await tx.delete(contactExchangeApprovals).where(eq(contactExchangeApprovals.pairKey, pairKey));
    await tx.insert(contactExchangeApprovals).values(memberIds.map((memberId) => ({ pairKey, memberId, status: 'pending' as const, createdAt: now })));
    // The guardians' notifications commit with the wait they announce.
    await onAwaiting?.(tx);
    return row;
  });
}

/**
 * Her last guardian is gone: every exchange still waiting on her guardian's approval stops waiting for it. Her
 * pending approvals are dropped, each under its pair's lock; an exchange with no approval left pending is
 * accepted (both members had agreed; the guardian was the only thing it waited for). Answers the exchanges
 * that were accepted so, for the members' notices.
 */
export async function releaseApprovalsOf(db: Database, memberId: string, now: Date) {
  const waiting = await db
    .select({ pairKey: contactExchangeApprovals.pairKey })
    .from(contactExchangeApprovals)
    .where(and(eq(contactExchangeApprovals.memberId, memberId), eq(contactExchangeApprovals.status, 'pending')));
  const accepted: Array<{ pairKey: string; requesterId: string }> = [];
  for (const { pairKey } of waiting) {
    const row = await withKeyLock(db, lockKeyOf(pairKey), async (tx) => {
      await tx
        .delete(contactExchangeApprovals)
        .where(and(eq(contactExchangeApprovals.pairKey, pairKey), eq(contactExchangeApprovals.memberId, memberId), eq(contactExchangeApprovals.status, 'pending')));
      if ((await pendingOf(tx, pairKey)).length > 0) return null;
      const [exchange] = await tx
        .update(contactExchanges)
        .set({ status: 'accepted', respondedAt: now })
        .where(and(eq(contactExchanges.pairKey, pairKey), eq(contactExchanges.status, 'awaiting_guardian')))
        .returning({ requesterId: contactExchanges.requesterId });
      return exchange ? { pairKey, requesterId: exchange.requesterId } : null;
    });
    if (row) accepted.push(row);
  }
  return accepted;
}

export type DecisionResult =
  | { outcome: 'not_waiting' }
  | { outcome: 'already_decided' }
  | { outcome: 'decided'; exchangeStatus: 'awaiting_guardian' | 'accepted' | 'declined'; requesterId: string; stillPending: string[] };

/**
 * Records one guardian decision under the pair's lock, so two decisions at once (a double click,
 * or both members' guardians) are applied one after the other: the second on the same approval is
 * refused, and the last approval needed flips the exchange to `accepted` exactly once.
 */
export async function decideApproval(
  db: Database,
  input: { pairKey: string; memberId: string; decision: 'approved' | 'declined'; decidedBy: string; now: Date },
): Promise<DecisionResult> {
  return withKeyLock(db, lockKeyOf(input.pairKey), async (tx) => {
    const [exchange] = await tx.select().from(contactExchanges).where(eq(contactExchanges.pairKey, input.pairKey)).limit(1);
    const [approval] = await tx
      .select()
      .from(contactExchangeApprovals)
      .where(and(eq(contactExchangeApprovals.pairKey, input.pairKey), eq(contactExchangeApprovals.memberId, input.memberId)))
      .limit(1);
    if (!exchange || !approval) return { outcome: 'not_waiting' };
    if (approval.status !== 'pending') return { outcome: 'already_decided' };
    if (exchange.status !== 'awaiting_guardian') return { outcome: 'not_waiting' };
    await tx
      .update(contactExchangeApprovals)
      .set({ status: input.decision, decidedBy: input.decidedBy, decidedAt: input.now })
      .where(and(eq(contactExchangeApprovals.pairKey, input.pairKey), eq(contactExchangeApprovals.memberId, input.memberId)));
    const stillPending = await pendingOf(tx, input.pairKey);
    const next = input.decision === 'declined' ? 'declined' : stillPending.length === 0 ? 'accepted' : 'awaiting_guardian';
    if (next !== 'awaiting_guardian') {
      await tx.update(contactExchanges).set({ status: next, respondedAt: input.now }).where(eq(contactExchanges.pairKey, input.pairKey));
    }
    return { outcome: 'decided', exchangeStatus: next, requesterId: exchange.requesterId, stillPending };
  });
}

async function pendingOf(db: Database | Transaction, pairKey: string): Promise<string[]> {
  const rows = await db
    .select({ memberId: contactExchangeApprovals.memberId })
    .from(contactExchangeApprovals)
    .where(and(eq(contactExchangeApprovals.pairKey, pairKey), eq(contactExchangeApprovals.status, 'pending')));
  return rows.map((row) => row.memberId);
}

/** The approvals of one exchange (for the chat's "waiting for …" and "declined by the guardian"). */
export async function approvalsOf(db: Database, pairKey: string): Promise<ApprovalRow[]> {
  return db.select().from(contactExchangeApprovals).where(eq(contactExchangeApprovals.pairKey, pairKey));
}

/**
 * What a guardian is asked about, across her wards: the open ones (their exchange still waiting)
 * and her recent decisions. Names only, never anything else of the other member.
 */
export async function approvalsForGuardian(db: Database, guardianUserId: string) {
  const result = await db.execute(sql`
    select a.pair_key, a.member_id, a.status, a.created_at, a.decided_at,
           m.first_name as member_first, m.last_name as member_last,
           o.id as other_id, o.first_name as other_first, o.last_name as other_last
    from contact_exchange_approvals a
    join guardians g on g.member_id = a.member_id and g.guardian_user_id = ${guardianUserId} and g.status = 'active'
    join users m on m.id = a.member_id and m.deleted_at is null
    join users o on o.id = (case when split_part(a.pair_key, '|', 1) = a.member_id::text then split_part(a.pair_key, '|', 2) else split_part(a.pair_key, '|', 1) end)::uuid
      and o.deleted_at is null
    join contact_exchanges ce on ce.pair_key = a.pair_key
    where (a.status = 'pending' and ce.status = 'awaiting_guardian') or a.status <> 'pending'
    order by (a.status = 'pending') desc, coalesce(a.decided_at, a.created_at) desc
    limit 100
  `);
  return (result as unknown as {
    rows: Array<{
      pair_key: string; member_id: string; status: 'pending' | 'approved' | 'declined'; created_at: Date | string; decided_at: Date | string | null;
      member_first: string; member_last: string; other_id: string; other_first: string; other_last: string;
    }>;
  }).rows;
}
