import { MSG, ROUTES, type GuardianApproval, type GuardianDecision } from '@sakinah/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { isUuid } from '../../lib/ids';
import { findLiveUserById } from '../../core/member/users.repo';
import { composeMail, mailLanguage } from '../../core/member/notice-mail';
import { appendAudit } from '../../core/member/audit.repo';
import {
  approvalsForGuardian, approvalsOf, awaitGuardians, decideApproval, hasActiveGuardian, membersNeedingApproval, setApprovalSetting,
} from './contact-approvals.repo';
import type { MemberRow } from '../../db/member-row';
import { pairKeyOf } from '../../core/member/pair-key.repo';
import { listGuardiansOf } from '../../core/member/guardianship.repo';
import { recordNotification } from '../../core/notifications/notification-outbox.repo';
import { wantsOwnMail } from '../../core/notifications/mail-preference.repo';

/**
 * Settings → Family: "Contact exchange needs my guardian's approval". Switching it on needs an
 * active guardian. Switching it off leaves exchanges already waiting as they are: a guardian who
 * was asked still decides (or either member withdraws); only later agreements skip the guardian.
 */
export async function setGuardianApproval(ctx: AppContext, me: MemberRow, on: boolean): Promise<void> {
  if (on && !(await hasActiveGuardian(ctx.db, me.id))) throw new AppError('BAD_REQUEST', MSG.guardianApprovalNeedsGuardian);
  await setApprovalSetting(ctx.db, me.id, on, ctx.now());
}

/** Which of the two members need their guardian's approval before contacts are shared. */
export function needingGuardianApproval(ctx: AppContext, memberIds: string[]): Promise<string[]> {
  return membersNeedingApproval(ctx.db, memberIds);
}

/**
 * The second member accepted, and a guardian must approve: the exchange waits, and every active
 * guardian of each member concerned is told in real time, and by mail unless she turned that mail
 * off (Settings → Notifications). Null when the ask was answered at the same moment by another request.
 */
export async function startGuardianApproval(ctx: AppContext, me: MemberRow, other: MemberRow, memberIds: string[]) {
  const guardianAccounts: string[] = [];
  for (const memberId of memberIds) {
    for (const guardian of await listGuardiansOf(ctx.db, memberId)) if (guardian.status === 'active' && guardian.guardianUserId) guardianAccounts.push(guardian.guardianUserId);
  }
  const row = await awaitGuardians(ctx.db, pairKeyOf(me.id, other.id), memberIds, ctx.now(), async (tx) => {
    for (const guardianUserId of new Set(guardianAccounts)) await recordNotification(tx, { userId: guardianUserId, kind: 'guardianApprovalNeeded', url: ROUTES.guardianHome });
  });
  if (!row) return null;
  const link = `${ctx.config.PUBLIC_URL}${ROUTES.guardianHome}`;
  for (const memberId of memberIds) {
    const [ward, partner] = memberId === me.id ? [me, other] : [other, me];
    for (const guardian of await listGuardiansOf(ctx.db, memberId)) {
      if (guardian.status !== 'active' || !guardian.guardianUserId) continue;
      ctx.events.emitToUser(guardian.guardianUserId, 'contactApprovalChanged', { memberId });
      // A guardian invited by phone has no address (issue 41, item 6): her page and its notification tell her.
      if (!guardian.email || !(await wantsOwnMail(ctx.db, guardian.guardianUserId, 'guardianApprovalNeeded'))) continue;
      try {
        // The guardian's own language (her account's), else the ward's.
        const reader = await findLiveUserById(ctx.db, guardian.guardianUserId);
        await ctx.mail.send(
          composeMail(mailLanguage(reader ?? ward), {
            to: guardian.email,
            subject: MSG.guardianApprovalSubject,
            greetingName: reader?.firstName ?? null,
            lines: [
              { key: 'guardianApprovalMailLine', values: { ward: `${ward.firstName} ${ward.lastName}`, partner: `${partner.firstName} ${partner.lastName}` } },
              { key: 'guardianApprovalMailAsk', values: { ward: ward.firstName } },
              '',
              { key: 'guardianApprovalMailLink' },
              link,
            ],
          }),
        );
      } catch {
        // The request waits on the guardian's page all the same; the mail is only a notice.
      }
    }
  }
  return row;
}

/** For the chat: whose guardian is still to decide, and whether a guardian declined this round. */
export async function guardianStateOf(ctx: AppContext, pairKey: string, exchange: { status: string; createdAt: Date }) {
  if (exchange.status !== 'awaiting_guardian' && exchange.status !== 'declined') return {};
  const rows = await approvalsOf(ctx.db, pairKey);
  if (exchange.status === 'awaiting_guardian') return { awaitingGuardianOf: rows.filter((row) => row.status === 'pending').map((row) => row.memberId) };
  // A decline this round (after the latest ask) was the guardian's, not the member's.
  const declined = rows.find((row) => row.status === 'declined' && row.decidedAt !== null && row.decidedAt >= exchange.createdAt);
  return declined ? { declinedByGuardianOf: declined.memberId } : {};
}

const nameOf = (first: string, last: string) => `${first} ${last}`.trim();
const iso = (value: Date | string) => new Date(value).toISOString();

export async function guardianApprovals(ctx: AppContext, guardian: MemberRow): Promise<GuardianApproval[]> {
  return (await approvalsForGuardian(ctx.db, guardian.id)).map((row) => ({
    memberId: row.member_id,
    memberName: nameOf(row.member_first, row.member_last),
    otherUserId: row.other_id,
    otherName: nameOf(row.other_first, row.other_last),
    status: row.status,
    createdAt: iso(row.created_at),
    decidedAt: row.decided_at === null ? null : iso(row.decided_at),
  }));
}

/**
 * A guardian approves or declines for one ward. Only an active guardian of that member may; the
 * decision is taken once (a second one is 409); contacts are shared when every approval asked for
 * is given, and a decline ends the exchange. Audited; both members are told at once.
 */
export async function decideGuardianApproval(ctx: AppContext, guardian: MemberRow, memberId: string, otherUserId: string, decision: GuardianDecision) {
  if (!isUuid(memberId) || !isUuid(otherUserId) || memberId === otherUserId) throw new AppError('NOT_FOUND', MSG.guardianApprovalNotFound);
  const guards = (await listGuardiansOf(ctx.db, memberId)).some((link) => link.status === 'active' && link.guardianUserId === guardian.id);
  if (!guards) throw new AppError('FORBIDDEN', MSG.guardianNoAccess);
  const [ward, other] = await Promise.all([findLiveUserById(ctx.db, memberId), findLiveUserById(ctx.db, otherUserId)]);
  if (!ward || !other) throw new AppError('NOT_FOUND', MSG.guardianApprovalNotFound);

  const pairKey = pairKeyOf(memberId, otherUserId);
  const now = ctx.now();
  const result = await decideApproval(ctx.db, { pairKey, memberId, decision: decision === 'approve' ? 'approved' : 'declined', decidedBy: guardian.id, now });
  if (result.outcome === 'already_decided') throw new AppError('CONFLICT', MSG.guardianApprovalDecided);
  if (result.outcome === 'not_waiting') throw new AppError('NOT_FOUND', MSG.guardianApprovalNotFound);

  await appendAudit(ctx.db, {
    actorId: guardian.id,
    actorEmail: guardian.email,
    action: decision === 'approve' ? 'guardian.contact_exchange_approved' : 'guardian.contact_exchange_declined',
    targetType: 'contact_exchange',
    targetId: pairKey,
    targetLabel: `${nameOf(ward.firstName, ward.lastName)} and ${nameOf(other.firstName, other.lastName)}`,
    before: { status: 'awaiting_guardian' },
    after: { status: result.exchangeStatus, memberId },
    createdAt: now,
  });
  for (const [to, otherId] of [[ward.id, other.id], [other.id, ward.id]] as const) {
    ctx.events.emitToUser(to, 'contactExchangeChanged', { otherUserId: otherId, status: result.exchangeStatus, requesterId: result.requesterId });
  }
  // The guardian's other tabs (and a co-guardian's) drop the request from their list.
  for (const link of await listGuardiansOf(ctx.db, memberId)) {
    if (link.status === 'active' && link.guardianUserId) ctx.events.emitToUser(link.guardianUserId, 'contactApprovalChanged', { memberId });
  }
  return result.exchangeStatus;
}
