import {
  CALL_ATTEMPTS_PER_HOUR, CALL_RING_SECONDS, CALL_UNANSWERED_PER_DAY, MSG, ROUTES,
  type Call, type CallEndReason, type CallKind, type CallLogEntry, type CallStatus,
} from '@sakinah/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { isUuid } from '../../lib/ids';
import { currentTrace } from '../../lib/trace-context';
import { startOfIndiaDay } from '../../lib/india-day';
import { findLiveUserById } from '../../core/member/users.repo';
import { canCall } from '../../core/privacy/policy';
import { loadRelation } from '../../core/privacy/relations.repo';
import { memberViewerOf, ownerOf } from '../../core/privacy/viewer';
import { planHas } from '../../core/plans/plan-in-force';
import { recordNotification } from '../../core/notifications/notification-outbox.repo';
import type { MemberRow } from '../../db/member-row';
import {
  activeGuardianAccounts, addGuardianLines, bothPresent, callLogBetween, callLogOf, closeCall, countAttemptsSince, countUnansweredSince,
  findCall, guardsMember, insertCall, isLineTaken, markJoined, markLeft, moveCall, openCallOf, openCallsWith, OPEN_STATUSES, participantsOf,
  setGuardianOnCalls, staleActiveCalls, staleRingingCalls, type CallRow, type ParticipantRow,
} from './calls.repo';
import { callConnectionFor } from './turn-credentials';

const HOUR_MS = 60 * 60 * 1000;
/** A call no browser ended (every participant vanished) is ended by the sweep after this long. */
export const CALL_MAX_MS = 4 * HOUR_MS;
/** The sweep's grace after the ring time: the caller's own screen normally ends the ringing at 45 s. */
const RING_GRACE_MS = 5000;

function present(call: CallRow, participants: ParticipantRow[]): Call {
  return {
    id: call.id,
    kind: call.kind,
    status: call.status,
    callerId: call.callerId,
    calleeId: call.calleeId,
    guardianRequired: call.guardianRequired,
    participants: participants.map((p) => ({
      userId: p.userId,
      name: `${p.firstName} ${p.lastName}`.trim(),
      role: p.role,
      guardianOf: p.guardianOf,
      joinedAt: p.joinedAt?.toISOString() ?? null,
      leftAt: p.leftAt?.toISOString() ?? null,
    })),
    createdAt: call.createdAt.toISOString(),
    answeredAt: call.answeredAt?.toISOString() ?? null,
    endedAt: call.endedAt?.toISOString() ?? null,
    endReason: call.endReason,
  };
}

/** Everyone on the call or rung for it hears of its new state. */
async function broadcast(ctx: AppContext, call: CallRow): Promise<Call> {
  const participants = await participantsOf(ctx.db, call.id);
  const shown = present(call, participants);
  for (const p of participants) ctx.events.emitToUser(p.userId, 'callUpdated', { call: shown });
  return shown;
}

function connectionOf(ctx: AppContext, userId: string) {
  return callConnectionFor(ctx.config, userId, new Date(ctx.now().getTime() + CALL_MAX_MS));
}

/** A refused call never says why beyond "you cannot call this member": a block, a suspension or hiding look alike. */
const refused = () => new AppError('NOT_FOUND', MSG.callNotAllowed);

/** POST /api/calls: rings a connection (and the guardians her setting asks for). */
export async function startCall(ctx: AppContext, me: MemberRow, userId: string, kind: CallKind) {
  if (me.role !== 'member' || me.status !== 'Active' || me.deactivatedAt) throw new AppError('FORBIDDEN', MSG.callNotAllowed);
  if (!(await planHas(ctx, me, 'calls'))) throw new AppError('FORBIDDEN', MSG.callNeedsPlan);
  if (userId === me.id || !isUuid(userId)) throw refused();
  const other = await findLiveUserById(ctx.db, userId);
  if (!other) throw refused();
  const relation = await loadRelation(ctx.db, me.id, other.id);
  if (!canCall(await memberViewerOf(ctx, me), ownerOf(other), relation)) throw refused();
  const now = ctx.now();
  if ((await countAttemptsSince(ctx.db, me.id, new Date(now.getTime() - HOUR_MS))) >= CALL_ATTEMPTS_PER_HOUR) {
    throw new AppError('RATE_LIMITED', MSG.callTooManyAttempts);
  }
  if ((await countUnansweredSince(ctx.db, me.id, other.id, startOfIndiaDay(now))) >= CALL_UNANSWERED_PER_DAY) {
    throw new AppError('RATE_LIMITED', MSG.callTooManyUnanswered);
  }
  // Either member's setting rings her guardians too; the call connects once one of them has joined.
  const guardianLines: Array<{ userId: string; guardianOf: string }> = [];
  for (const member of [me, other]) {
    if (!member.guardianOnCalls) continue;
    for (const guardianId of await activeGuardianAccounts(ctx.db, member.id)) guardianLines.push({ userId: guardianId, guardianOf: member.id });
  }
  const unique = [...new Map(guardianLines.map((line) => [line.userId, line])).values()].filter((l) => l.userId !== me.id && l.userId !== other.id);
  let call: CallRow;
  try {
    // The ring is recorded with the call, in one transaction (a push reaches a callee whose site is closed,
    // docs/notifications.md); calls are never held by quiet hours.
    call = await ctx.db.transaction(async (tx) => {
      const row = await insertCall(tx, { callerId: me.id, calleeId: other.id, kind, guardianRequired: unique.length > 0, createdAt: now }, unique);
      await recordNotification(tx, { userId: other.id, kind: 'incomingCall', actorId: me.id, subjectId: row.id, url: ROUTES.conversation.replace(':userId', me.id) });
      for (const line of unique) await recordNotification(tx, { userId: line.userId, kind: 'incomingCall', actorId: me.id, subjectId: row.id, url: ROUTES.guardianHome });
      return row;
    });
  } catch (error) {
    if (!isLineTaken(error)) throw error;
    // Who is busy: me (another tab's call) or the callee (or a guardian rung with her).
    if (await openCallOf(ctx.db, me.id)) throw new AppError('CONFLICT', MSG.callYouAreBusy);
    throw new AppError('CONFLICT', MSG.callBusy);
  }
  return { call: await broadcast(ctx, call), connection: connectionOf(ctx, me.id) };
}

/** The call and my line on it, or the same refusal for a stranger, a forged id or a call I am not on. */
async function myLineOrFail(ctx: AppContext, me: MemberRow, callId: string) {
  const call = isUuid(callId) ? await findCall(ctx.db, callId) : undefined;
  const participants = call ? await participantsOf(ctx.db, call.id) : [];
  const line = participants.find((p) => p.userId === me.id);
  if (!call || !line) {
    currentTrace()?.log.warn({ userId: me.id, callId: String(callId).slice(0, 64) }, 'call action refused: not a participant');
    throw new AppError('NOT_FOUND', MSG.callNotFound);
  }
  return { call, line, participants };
}

const guardianPresent = (participants: ParticipantRow[]) => participants.some((p) => p.role === 'guardian' && p.joinedAt && !p.leftAt && p.live);

/** The callee answers: connected, or waiting for the guardian her setting asks for. */
export async function acceptCall(ctx: AppContext, me: MemberRow, callId: string) {
  const { call, line, participants } = await myLineOrFail(ctx, me, callId);
  if (line.role !== 'callee') throw new AppError('FORBIDDEN', MSG.callNotAllowed);
  if (call.status !== 'ringing') throw new AppError('CONFLICT', OPEN_STATUSES.includes(call.status) ? MSG.callNotRinging : MSG.callOver);
  const now = ctx.now();
  const waits = call.guardianRequired && !guardianPresent(participants);
  const moved = await moveCall(ctx.db, call.id, ['ringing'], { status: waits ? 'waiting_guardian' : 'active', answeredAt: now, ...(waits ? {} : { connectedAt: now }) });
  if (!moved) throw new AppError('CONFLICT', MSG.callOver);
  await markJoined(ctx.db, call.id, me.id, now);
  return { call: await broadcast(ctx, moved), connection: connectionOf(ctx, me.id) };
}

/** The callee declines; a rung guardian who declines only frees her line. */
export async function declineCall(ctx: AppContext, me: MemberRow, callId: string) {
  const { call, line } = await myLineOrFail(ctx, me, callId);
  if (line.role === 'guardian') return leaveAsGuardian(ctx, me, call);
  if (line.role !== 'callee') throw new AppError('FORBIDDEN', MSG.callNotAllowed);
  const closed = await closeCall(ctx.db, call.id, 'declined', null, ctx.now());
  if (!closed) throw new AppError('CONFLICT', MSG.callOver);
  return broadcast(ctx, closed);
}

/** A guardian joins (rung, or added by her ward): a call waiting for her connects. */
export async function joinCall(ctx: AppContext, me: MemberRow, callId: string) {
  const { call, line } = await myLineOrFail(ctx, me, callId);
  if (line.role !== 'guardian' || !line.guardianOf || !(await guardsMember(ctx.db, me.id, line.guardianOf))) throw new AppError('FORBIDDEN', MSG.callNotAllowed);
  if (!OPEN_STATUSES.includes(call.status) || !line.live) throw new AppError('CONFLICT', MSG.callOver);
  const now = ctx.now();
  await markJoined(ctx.db, call.id, me.id, now);
  const current = (await moveCall(ctx.db, call.id, ['waiting_guardian'], { status: 'active', connectedAt: now })) ?? (await findCall(ctx.db, call.id))!;
  return { call: await broadcast(ctx, current), connection: connectionOf(ctx, me.id) };
}

async function leaveAsGuardian(ctx: AppContext, me: MemberRow, call: CallRow) {
  const now = ctx.now();
  await markLeft(ctx.db, call.id, me.id, now);
  const participants = await participantsOf(ctx.db, call.id);
  // A call her setting required a guardian on does not go on without one.
  const noneLeft = !participants.some((p) => p.role === 'guardian' && p.live);
  if (call.guardianRequired && noneLeft && OPEN_STATUSES.includes(call.status)) {
    const closed = await closeCall(ctx.db, call.id, call.status === 'active' ? 'ended' : 'missed', 'left', now);
    if (closed) return broadcast(ctx, closed);
  }
  return broadcast(ctx, (await findCall(ctx.db, call.id))!);
}

/** Either member ends the call (a caller hanging up while it rings leaves a missed call); a guardian leaves it. */
export async function endCall(ctx: AppContext, me: MemberRow, callId: string) {
  const { call, line } = await myLineOrFail(ctx, me, callId);
  if (line.role === 'guardian') return leaveAsGuardian(ctx, me, call);
  if (!OPEN_STATUSES.includes(call.status)) return broadcast(ctx, call);
  const status: CallStatus = call.status === 'ringing' ? (line.role === 'caller' ? 'missed' : 'declined') : 'ended';
  const closed = await closeCall(ctx.db, call.id, status, call.status === 'ringing' && line.role === 'caller' ? 'timeout' : 'hangup', ctx.now());
  return broadcast(ctx, closed ?? (await findCall(ctx.db, call.id))!);
}

/** "Add my guardian": a member on an open call rings her active guardians. */
export async function addGuardian(ctx: AppContext, me: MemberRow, callId: string) {
  const { call, line, participants } = await myLineOrFail(ctx, me, callId);
  if (line.role === 'guardian') throw new AppError('FORBIDDEN', MSG.callNotAllowed);
  if (!OPEN_STATUSES.includes(call.status)) throw new AppError('CONFLICT', MSG.callOver);
  const mine = participants.filter((p) => p.role === 'guardian' && p.guardianOf === me.id && p.live);
  if (mine.some((p) => p.joinedAt)) throw new AppError('CONFLICT', MSG.callGuardianAlready);
  const guardians = (await activeGuardianAccounts(ctx.db, me.id)).filter((id) => !participants.some((p) => p.userId === id && p.live));
  if (guardians.length === 0 && mine.length === 0) throw new AppError('BAD_REQUEST', MSG.callGuardianNone);
  try {
    await ctx.db.transaction(async (tx) => {
      await addGuardianLines(tx, call.id, guardians.map((userId) => ({ userId, guardianOf: me.id })));
      for (const userId of guardians) await recordNotification(tx, { userId, kind: 'incomingCall', actorId: me.id, subjectId: call.id, url: ROUTES.guardianHome });
    });
  } catch (error) {
    if (isLineTaken(error)) throw new AppError('CONFLICT', MSG.callBusy);
    throw error;
  }
  return broadcast(ctx, call);
}

/** After a reload: the call I am on or rung for, with how to connect. */
export async function currentCall(ctx: AppContext, me: MemberRow) {
  const call = await openCallOf(ctx.db, me.id);
  if (!call) return null;
  return { call: present(call, await participantsOf(ctx.db, call.id)), connection: connectionOf(ctx, me.id) };
}

function logEntry(row: Awaited<ReturnType<typeof callLogOf>>[number]): CallLogEntry {
  const { call } = row;
  return {
    id: call.id,
    kind: call.kind,
    status: call.status,
    callerId: call.callerId,
    callerName: row.callerName,
    calleeId: call.calleeId,
    calleeName: row.calleeName,
    guardianJoined: Boolean(row.guardianJoined),
    createdAt: call.createdAt.toISOString(),
    durationSeconds: call.connectedAt && call.endedAt ? Math.round((call.endedAt.getTime() - call.connectedAt.getTime()) / 1000) : null,
  };
}

/** The calls between me and another member: the conversation's entries. */
export async function callLogWith(ctx: AppContext, me: MemberRow, userId: string): Promise<CallLogEntry[]> {
  if (!isUuid(userId)) return [];
  return (await callLogBetween(ctx.db, me.id, userId)).map(logEntry);
}

/** A guardian reads her ward's call log: who called, when, how long. */
export async function wardCallLog(ctx: AppContext, me: MemberRow, memberId: string): Promise<CallLogEntry[]> {
  if (me.role !== 'guardian' || !isUuid(memberId) || !(await guardsMember(ctx.db, me.id, memberId))) throw new AppError('NOT_FOUND', MSG.callNotFound);
  return (await callLogOf(ctx.db, memberId)).map(logEntry);
}

/** Settings → Family: require my guardian on calls (needs an active guardian to switch on). */
export async function setGuardianOnCallsSetting(ctx: AppContext, me: MemberRow, on: boolean) {
  if (me.role !== 'member') throw new AppError('FORBIDDEN', MSG.guardianApprovalMembersOnly);
  if (on && (await activeGuardianAccounts(ctx.db, me.id)).length === 0) throw new AppError('BAD_REQUEST', MSG.callGuardianNone);
  await setGuardianOnCalls(ctx.db, me.id, on, ctx.now());
}

/** A block, a report or a suspension ends the calls concerned at once. */
export async function endCallsOf(ctx: AppContext, memberId: string, otherId: string | undefined, reason: CallEndReason) {
  for (const call of await openCallsWith(ctx.db, memberId, otherId)) {
    const closed = await closeCall(ctx.db, call.id, call.status === 'ringing' ? 'missed' : 'ended', reason, ctx.now());
    if (closed) await broadcast(ctx, closed);
  }
}

/** The jobs' sweep: ringing past 45 s is missed; a call left open by vanished browsers ends. */
export async function sweepCalls(ctx: AppContext): Promise<number> {
  const now = ctx.now().getTime();
  let swept = 0;
  for (const call of await staleRingingCalls(ctx.db, new Date(now - CALL_RING_SECONDS * 1000 - RING_GRACE_MS))) {
    const closed = await closeCall(ctx.db, call.id, 'missed', 'timeout', new Date(now));
    if (closed) {
      swept += 1;
      await broadcast(ctx, closed);
    }
  }
  for (const call of await staleActiveCalls(ctx.db, new Date(now - CALL_MAX_MS))) {
    const closed = await closeCall(ctx.db, call.id, 'ended', 'timeout', new Date(now));
    if (closed) {
      swept += 1;
      await broadcast(ctx, closed);
    }
  }
  return swept;
}

/** The socket's check of every signal: both people present on this active call. Logged when refused. */
export async function authorizeSignal(ctx: AppContext, fromUserId: string, callId: string, toUserId: string): Promise<boolean> {
  const allowed = isUuid(callId) && isUuid(toUserId) && fromUserId !== toUserId && (await bothPresent(ctx.db, callId, fromUserId, toUserId));
  return allowed;
}
