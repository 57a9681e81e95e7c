import { ROUTES } from '@sakinah/contract';
import type { AppContext } from '../../context';
import { recordNotification } from '../notifications/notification-outbox.repo';
import type { MemberRow } from '../../db/member-row';
import { auditMemberChange, memberForAdminOrFail, statusSnapshot } from './member-audit';
import { endAllSessions } from './sessions.service';
import { updateUserFields } from './users.repo';

/**
 * Suspending a member, whoever decides it (an admin in the console, or on a Risk item): she is out of every list and
 * every session at once, the decision is audited, and her open pages hear of it.
 */
export async function suspend(ctx: AppContext, admin: MemberRow, id: string, reason: string | undefined) {
  const member = await memberForAdminOrFail(ctx, id);
  await ctx.db.transaction(async (tx) => {
    await updateUserFields(tx, member.id, {
      status: 'Suspended',
      // A second suspension keeps the status the first one interrupted.
      ...(member.status !== 'Suspended' ? { statusBeforeSuspension: member.status } : {}),
      ...(reason ? { rejectionReason: reason } : {}),
    });
    // Her sessions end: the push (and her next sign-in's centre) is how she learns of it.
    if (member.status !== 'Suspended') await recordNotification(tx, { userId: member.id, kind: 'accountSuspended', url: ROUTES.login });
  });
  await endAllSessions(ctx, member.id);
  await auditMemberChange(ctx, admin, 'member.suspend', member, statusSnapshot(member), { status: 'Suspended', reason: reason ?? null });
  ctx.events.emitToUser(member.id, 'accountStatusChanged', { status: 'Suspended', reason: reason ?? null });
  await ctx.domainEvents.publish('memberSuspended', { memberId: member.id });
}
