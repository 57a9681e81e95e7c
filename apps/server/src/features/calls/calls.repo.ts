import { and, desc, eq, gte, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { CallEndReason, CallKind, CallStatus } from '@sakinah/contract';
import type { Database } from '../../db/client';
import { callParticipants, calls, guardians, users } from '../../db/schema';

export type CallRow = typeof calls.$inferSelect;
export type ParticipantRow = typeof callParticipants.$inferSelect & { firstName: string; lastName: string };

export const OPEN_STATUSES: CallStatus[] = ['ringing', 'waiting_guardian', 'active'];

/** A unique violation of the one-live-line index: the person is already in (or rung for) another call. */
export function isLineTaken(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
}

/**
 * Inserts the call and the lines of everyone rung, in one transaction. Throws a unique violation (isLineTaken) when
 * one of them already holds a live line: of two calls racing to one member, exactly one inserts.
 */
export async function insertCall(
  db: Database,
  call: { callerId: string; calleeId: string; kind: CallKind; guardianRequired: boolean; createdAt: Date },
  guardianLines: Array<{ userId: string; guardianOf: string }>,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(calls).values({ ...call, status: 'ringing' }).returning();
    await tx.insert(callParticipants).values([
      { callId: row!.id, userId: call.callerId, role: 'caller', joinedAt: call.createdAt },
      { callId: row!.id, userId: call.calleeId, role: 'callee' },
      ...guardianLines.map((line) => ({ callId: row!.id, userId: line.userId, role: 'guardian' as const, guardianOf: line.guardianOf })),
    ]);
    return row!;
  });
}

export async function findCall(db: Database, id: string): Promise<CallRow | undefined> {
  const [row] = await db.select().from(calls).where(eq(calls.id, id)).limit(1);
  return row;
}

export async function participantsOf(db: Database, callId: string): Promise<ParticipantRow[]> {
  const rows = await db
    .select({ p: callParticipants, firstName: users.firstName, lastName: users.lastName })
    .from(callParticipants)
    .innerJoin(users, eq(users.id, callParticipants.userId))
    .where(eq(callParticipants.callId, callId));
  return rows.map((row) => ({ ...row.p, firstName: row.firstName, lastName: row.lastName }));
}

/** Moves an open call to a new status, only from one of `from` (two answers at once: one wins). Null: it had moved on. */
export async function moveCall(db: Database, id: string, from: CallStatus[], patch: Partial<typeof calls.$inferInsert> & { status: CallStatus }) {
  const [row] = await db.update(calls).set(patch).where(and(eq(calls.id, id), inArray(calls.status, from))).returning();
  return row ?? null;
}

/** The call is over: its lines are free again. */
export async function closeCall(db: Database, id: string, status: CallStatus, reason: CallEndReason | null, at: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(calls)
      .set({ status, endReason: reason, endedAt: at })
      .where(and(eq(calls.id, id), inArray(calls.status, OPEN_STATUSES)))
      .returning();
    if (!row) return null;
    await tx.update(callParticipants).set({ live: false }).where(eq(callParticipants.callId, id));
    await tx
      .update(callParticipants)
      .set({ leftAt: at })
      .where(and(eq(callParticipants.callId, id), isNotNull(callParticipants.joinedAt), isNull(callParticipants.leftAt)));
    return row;
  });
}

export async function markJoined(db: Database, callId: string, userId: string, at: Date) {
  const [row] = await db
    .update(callParticipants)
    .set({ joinedAt: at, leftAt: null })
    .where(and(eq(callParticipants.callId, callId), eq(callParticipants.userId, userId), eq(callParticipants.live, true)))
    .returning();
  return row ?? null;
}

/** A guardian leaves (or declines being rung): her line is free, the call goes on. */
export async function markLeft(db: Database, callId: string, userId: string, at: Date) {
  await db
    .update(callParticipants)
    .set({ live: false, leftAt: sql`case when ${callParticipants.joinedAt} is null then null else ${at.toISOString()}::timestamptz end` })
    .where(and(eq(callParticipants.callId, callId), eq(callParticipants.userId, userId)));
}

/** Rings more guardians on an open call (her "Add my guardian"). Throws isLineTaken when one is busy. */
export async function addGuardianLines(db: Database, callId: string, lines: Array<{ userId: string; guardianOf: string }>) {
  await db.transaction(async (tx) => {
    for (const line of lines) {
      await tx
        .insert(callParticipants)
        .values({ callId, userId: line.userId, role: 'guardian', guardianOf: line.guardianOf })
        .onConflictDoUpdate({ target: [callParticipants.callId, callParticipants.userId], set: { live: true, joinedAt: null, leftAt: null } });
    }
  });
}

/** The open calls this account is on or rung for (at most one, by the live line). */
export async function openCallOf(db: Database, userId: string): Promise<CallRow | undefined> {
  const [row] = await db
    .select({ call: calls })
    .from(callParticipants)
    .innerJoin(calls, eq(calls.id, callParticipants.callId))
    .where(and(eq(callParticipants.userId, userId), eq(callParticipants.live, true), inArray(calls.status, OPEN_STATUSES)))
    .limit(1);
  return row?.call;
}

/** The open calls between these two members, or with this member in them (to end at a block or suspension). */
export async function openCallsWith(db: Database, memberId: string, otherId?: string): Promise<CallRow[]> {
  const mine = or(eq(calls.callerId, memberId), eq(calls.calleeId, memberId));
  const pair = otherId
    ? or(and(eq(calls.callerId, memberId), eq(calls.calleeId, otherId)), and(eq(calls.callerId, otherId), eq(calls.calleeId, memberId)))
    : mine;
  return db.select().from(calls).where(and(pair, inArray(calls.status, OPEN_STATUSES)));
}

export async function countAttemptsSince(db: Database, callerId: string, since: Date): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(calls).where(and(eq(calls.callerId, callerId), gte(calls.createdAt, since)));
  return row?.n ?? 0;
}

export async function countUnansweredSince(db: Database, callerId: string, calleeId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(calls)
    .where(and(eq(calls.callerId, callerId), eq(calls.calleeId, calleeId), gte(calls.createdAt, since), inArray(calls.status, ['missed', 'declined'])));
  return row?.n ?? 0;
}

/** Calls still ringing (or waiting for a guardian) since before `before`: the sweep makes them missed. */
export async function staleRingingCalls(db: Database, before: Date): Promise<CallRow[]> {
  return db
    .select()
    .from(calls)
    .where(and(inArray(calls.status, ['ringing', 'waiting_guardian']), lt(calls.createdAt, before)))
    .limit(200);
}

/** Calls still open since before `before` (a browser that vanished without ending): the sweep ends them. */
export async function staleActiveCalls(db: Database, before: Date): Promise<CallRow[]> {
  return db.select().from(calls).where(and(eq(calls.status, 'active'), lt(calls.connectedAt, before))).limit(200);
}

/** The calls between two members, newest first, with names. */
export async function callLogBetween(db: Database, a: string, b: string, limit = 50) {
  return callLogWhere(db, or(and(eq(calls.callerId, a), eq(calls.calleeId, b)), and(eq(calls.callerId, b), eq(calls.calleeId, a)))!, limit);
}

/** A member's calls, newest first (her guardian's view). */
export async function callLogOf(db: Database, memberId: string, limit = 100) {
  return callLogWhere(db, or(eq(calls.callerId, memberId), eq(calls.calleeId, memberId))!, limit);
}

async function callLogWhere(db: Database, where: ReturnType<typeof eq>, limit: number) {
  const caller = sql`(select concat_ws(' ', u.first_name, u.last_name) from users u where u.id = ${calls.callerId})`;
  const callee = sql`(select concat_ws(' ', u.first_name, u.last_name) from users u where u.id = ${calls.calleeId})`;
  const guardianJoined = sql<boolean>`exists (select 1 from call_participants p where p.call_id = ${calls.id} and p.role = 'guardian' and p.joined_at is not null)`;
  return db
    .select({ call: calls, callerName: sql<string>`${caller}`, calleeName: sql<string>`${callee}`, guardianJoined })
    .from(calls)
    .where(where)
    .orderBy(desc(calls.createdAt))
    .limit(limit);
}

/** The active guardians of a member (their accounts). */
export async function activeGuardianAccounts(db: Database, memberId: string): Promise<string[]> {
  const rows = await db
    .select({ id: guardians.guardianUserId })
    .from(guardians)
    .where(and(eq(guardians.memberId, memberId), eq(guardians.status, 'active'), isNotNull(guardians.guardianUserId)));
  return rows.map((row) => row.id!).filter(Boolean);
}

/** Whether this guardian account actively guards this member. */
export async function guardsMember(db: Database, guardianUserId: string, memberId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: guardians.id })
    .from(guardians)
    .where(and(eq(guardians.memberId, memberId), eq(guardians.guardianUserId, guardianUserId), eq(guardians.status, 'active')))
    .limit(1);
  return Boolean(row);
}

export async function setGuardianOnCalls(db: Database, memberId: string, on: boolean, now: Date): Promise<void> {
  await db.update(users).set({ guardianOnCalls: on, updatedAt: now }).where(eq(users.id, memberId));
}

/** Whether this account is a joined, present participant of this open call (the signalling check). */
export async function isPresent(db: Database, callId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: callParticipants.userId })
    .from(callParticipants)
    .innerJoin(calls, eq(calls.id, callParticipants.callId))
    .where(
      and(
        eq(callParticipants.callId, callId),
        eq(callParticipants.userId, userId),
        eq(callParticipants.live, true),
        isNotNull(callParticipants.joinedAt),
        isNull(callParticipants.leftAt),
        eq(calls.status, 'active'),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The signalling check in one query: both accounts present on this active call. */
export async function bothPresent(db: Database, callId: string, fromUserId: string, toUserId: string): Promise<boolean> {
  const rows = await db
    .select({ userId: callParticipants.userId })
    .from(callParticipants)
    .innerJoin(calls, eq(calls.id, callParticipants.callId))
    .where(
      and(
        eq(callParticipants.callId, callId),
        inArray(callParticipants.userId, [fromUserId, toUserId]),
        eq(callParticipants.live, true),
        isNotNull(callParticipants.joinedAt),
        isNull(callParticipants.leftAt),
        eq(calls.status, 'active'),
      ),
    );
  return rows.length === 2;
}
