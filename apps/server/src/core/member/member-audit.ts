import { MSG } from '@sakinah/contract';
import type { AppContext } from '../../context';
import type { MemberRow } from '../../db/member-row';
import { AppError } from '../../errors';
import { isUuid } from '../../lib/ids';
import { appendAudit } from './audit.repo';
import { findLiveUserById } from './users.repo';

/** The member an admin acts on (approve, suspend, delete …): a live member account, else 404. */
export async function memberForAdminOrFail(ctx: AppContext, id: string): Promise<MemberRow> {
  const member = isUuid(id) ? await findLiveUserById(ctx.db, id) : undefined;
  if (!member || member.role !== 'member') throw new AppError('NOT_FOUND', MSG.memberNotFound);
  return member;
}

/** What an admin's decision on a member changes, for the audit trail. */
export const statusSnapshot = (m: MemberRow) => ({ status: m.status, rejectionReason: m.rejectionReason, paymentStatus: m.paymentStatus });

/** One entry of the append-only audit trail for an admin's decision on a member. */
export async function auditMemberChange(ctx: AppContext, admin: MemberRow, action: string, target: MemberRow, before: Record<string, unknown>, after: Record<string, unknown>) {
  await appendAudit(ctx.db, {
    actorId: admin.id,
    actorEmail: admin.email,
    action,
    targetType: 'member',
    targetId: target.id,
    targetLabel: `${target.firstName} ${target.lastName} <${target.email}>`,
    before,
    after,
    createdAt: ctx.now(),
  });
}
