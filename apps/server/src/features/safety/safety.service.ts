import { MSG, MY_REPORT_OUTCOMES, REPORT_REASONS, type MyReport } from '@sakinah/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { findLiveUserById, updateUserFields } from '../../core/member/users.repo';
import { endAllSessions } from '../../core/member/sessions.service';
import { mediaUrl } from '../../core/media/media-urls';
import { canViewProfile, cardPhotoVariant } from '../../core/privacy/policy';
import { loadRelation } from '../../core/privacy/relations.repo';
import { memberViewerOf, ownerOf } from '../../core/privacy/viewer';
import { deleteBlock, haveCrossedPaths, insertBlock, insertReport, listBlocked, listReportsBy } from './safety.repo';
import { isUuid } from '../../lib/ids';
import { findMessageById } from '../messaging/messaging.repo';
import { hasPrioritySupport } from '../../core/plans/priority-support';
import type { MemberRow } from '../../db/member-row';


/**
 * The member she blocks or reports: someone the policy shows her (a profile, or the small card of a private one),
 * or someone she has crossed paths with (a request, a message, a photo request, a view, a suggestion), who may since
 * have paused or hidden her account. Anyone else is answered as no one is, so an id alone reveals no name.
 */
async function knownMemberOrFail(ctx: AppContext, me: MemberRow, id: string) {
  const other = isUuid(id) ? await findLiveUserById(ctx.db, id) : undefined;
  if (!other || other.role !== 'member') throw new AppError('NOT_FOUND', MSG.userNotAvailable);
  const decision = canViewProfile(await memberViewerOf(ctx, me), ownerOf(other), await loadRelation(ctx.db, me.id, other.id));
  if (decision.allowed || decision.reason === 'private' || decision.reason === 'hidden') return other;
  if (await haveCrossedPaths(ctx.db, me.id, other.id)) return other;
  throw new AppError('NOT_FOUND', MSG.userNotAvailable);
}

export async function block(ctx: AppContext, me: MemberRow, userId: string): Promise<void> {
  if (userId === me.id) throw new AppError('BAD_REQUEST', MSG.blockSelf);
  const other = await knownMemberOrFail(ctx, me, userId);
  const closed = await insertBlock(ctx.db, me.id, other.id, ctx.now());
  // Both sides' open pages drop the other at once.
  for (const requestId of closed) {
    for (const to of [me.id, other.id]) ctx.events.emitToUser(to, 'requestStatusChanged', { requestId, fromUserId: me.id, status: 'removed' });
  }
  tellRelationChanged(ctx, me.id, other.id);
  await ctx.domainEvents.publish('memberBlocked', { blockerId: me.id, blockedId: other.id });
}

/** Pages either of the two has open about the other reload (what changed is not said). */
function tellRelationChanged(ctx: AppContext, a: string, b: string) {
  ctx.events.emitToUser(a, 'relationChanged', { otherUserId: b });
  ctx.events.emitToUser(b, 'relationChanged', { otherUserId: a });
}

export async function unblock(ctx: AppContext, me: MemberRow, userId: string): Promise<void> {
  if (!isUuid(userId) || !(await deleteBlock(ctx.db, me.id, userId))) throw new AppError('NOT_FOUND', MSG.notBlocked);
  tellRelationChanged(ctx, me.id, userId);
}

export async function blockedUsers(ctx: AppContext, me: MemberRow) {
  return (await listBlocked(ctx.db, me.id)).map((row) => ({
    _id: row.id,
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    // A block hides the two from each other, photos included (/media refuses them): no picture to point to.
    avatar: null,
    blockedAt: row.blockedAt.toISOString(),
  }));
}

export async function report(ctx: AppContext, me: MemberRow, userId: string, reason: string, note: string | undefined, messageId?: string): Promise<void> {
  if (userId === me.id) throw new AppError('BAD_REQUEST', MSG.reportSelf);
  const other = await knownMemberOrFail(ctx, me, userId);
  // Only a message the reported member sent to the reporter can be attached: never someone else's, never her own.
  const message = messageId === undefined ? undefined : isUuid(messageId) ? await findMessageById(ctx.db, messageId) : undefined;
  if (messageId !== undefined && (!message || message.senderId !== other.id || message.receiverId !== me.id)) {
    throw new AppError('NOT_FOUND', MSG.reportMessageNotFound);
  }
  const row = await insertReport(ctx.db, {
    messageId: message?.id ?? null,
    messageText: message?.text ?? null,
    reporterId: me.id,
    reportedId: other.id,
    reason: reason as 'other',
    note: note || null,
    // The reporter's plan has priority support: the team sees it marked and first.
    priority: await hasPrioritySupport(ctx, me.id),
    createdAt: ctx.now(),
  });
  if (!row) throw new AppError('CONFLICT', MSG.reportDuplicate);
  await ctx.domainEvents.publish('reportFiled', { reporterId: me.id, reportedId: other.id });
}

/**
 * "My reports": what she reported and where it stands, in plain words. The reported member shows
 * as blocked members do (her photo only when public); a deleted account shows a neutral name.
 */
export async function myReports(ctx: AppContext, me: MemberRow): Promise<MyReport[]> {
  return (await listReportsBy(ctx.db, me.id)).map(({ report, reported }) => {
    const gone = reported.deletedAt !== null;
    return {
      id: report.id,
      member: gone
        ? { id: null, firstName: MSG.myReportDeletedMember, lastName: '', avatar: null }
        : {
            id: reported.id,
            firstName: reported.firstName,
            lastName: reported.lastName,
            avatar: reported.avatarKey ? mediaUrl(reported.avatarKey, cardPhotoVariant(reported)) : null,
          },
      reason: report.reason,
      reasonLabel: REPORT_REASONS.find((r) => r.value === report.reason)?.label ?? report.reason,
      note: report.note,
      createdAt: report.createdAt.toISOString(),
      status: report.status,
      outcome: MY_REPORT_OUTCOMES[report.status],
    };
  });
}

/** Pauses the account: hidden everywhere, other sessions ended, until the member reactivates. */
export async function deactivate(ctx: AppContext, me: MemberRow, sessionId: string): Promise<void> {
  await updateUserFields(ctx.db, me.id, { deactivatedAt: ctx.now() });
  await endAllSessions(ctx, me.id, sessionId);
}

export async function reactivate(ctx: AppContext, me: MemberRow): Promise<void> {
  if (!me.deactivatedAt) throw new AppError('BAD_REQUEST', MSG.notDeactivated);
  await updateUserFields(ctx.db, me.id, { deactivatedAt: null });
}
