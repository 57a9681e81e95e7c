import { MSG, type GuardianInviteInput } from '@sakinah/contract';
import { composeMail, mailLanguage } from '../../core/member/notice-mail';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { hashPassword } from '../../lib/passwords';
import { hashToken, randomToken } from '../../lib/tokens';
import { findLiveUserByEmail, findLiveUserById, insertMember } from '../../core/member/users.repo';
import { endAllSessions } from '../../core/member/sessions.service';
import { history, conversations } from '../messaging/messaging.service';
import { requestData } from '../requests/requests.service';
import { activate, claimInvite, findGuardian, findLiveInvite, insertInvite, markRemoved, setConversations } from './guardians.repo';
import { presentContactOwner } from '../../core/member/account-holder.presenter';
import { isUuid } from '../../lib/ids';
import { hasActiveGuardian, releaseApprovalsOf, setApprovalSetting } from '../messaging/contact-approvals.repo';
import type { MemberRow } from '../../db/member-row';
import { membersOfPairKey } from '../../core/member/pair-key.repo';
import { guardedMembers, listNamedGuardiansOf } from '../../core/member/guardianship.repo';

/** An invitation link works this long; a new invitation to the same person sends a fresh link. */
export const GUARDIAN_INVITE_TTL_DAYS = 7;
const GUARDIAN_INVITE_TTL_MS = GUARDIAN_INVITE_TTL_DAYS * 24 * 36e5;


export async function myGuardians(ctx: AppContext, me: MemberRow) {
  return (await listNamedGuardiansOf(ctx.db, me.id)).map(({ link: g, guardianName }) => ({
    _id: g.id,
    id: g.id,
    email: g.email,
    name: guardianName ?? g.name ?? null,
    relation: g.relation ?? null,
    status: g.status,
    canReadConversations: g.canReadConversations,
    createdAt: g.createdAt.toISOString(),
    acceptedAt: g.acceptedAt?.toISOString() ?? null,
  }));
}

export async function inviteGuardian(ctx: AppContext, me: MemberRow, { email, name, relation }: GuardianInviteInput) {
  if (email === me.email) throw new AppError('BAD_REQUEST', MSG.guardianSelf);
  // A member's email cannot become a guardian account: say so now, not when the invitee tries to accept.
  const existing = await findLiveUserByEmail(ctx.db, email);
  if (existing && existing.role !== 'guardian') throw new AppError('CONFLICT', MSG.guardianInviteMemberEmail);
  const token = randomToken(32);
  const now = ctx.now();
  const row = await insertInvite(
    ctx.db,
    { memberId: me.id, email, name: name || null, relation: relation ?? null, inviteTokenHash: hashToken(token), createdAt: now },
    new Date(now.getTime() - GUARDIAN_INVITE_TTL_MS),
  );
  if (!row) throw new AppError('CONFLICT', MSG.guardianDuplicate);
  const link = `${ctx.config.PUBLIC_URL}/guardian/accept/${token}`;
  // In the guardian's own language when the address already has a guardian account, else in the ward's.
  await ctx.mail.send(
    composeMail(mailLanguage(existing ?? me), {
      to: email,
      subject: MSG.guardianInviteSubject,
      greetingName: existing ? existing.firstName : null,
      lines: [
        { key: 'guardianInviteMailLine', values: { name: inviterName(me), ward: me.firstName } },
        { key: 'guardianInviteMailRole' },
        '',
        { key: 'guardianInviteMailAccept', values: { days: GUARDIAN_INVITE_TTL_DAYS } },
        link,
      ],
    }),
  );
}

/** Who invited, as the invitee knows them: the account holder who manages the profile ("Iqbal Rizvi"), else the member. */
function inviterName(member: MemberRow): string {
  return presentContactOwner(member)?.name ?? `${member.firstName} ${member.lastName}`.trim();
}

/**
 * The invitation page (issue 41): who invited her and for whom ("Iqbal Rizvi invited you to be a guardian for
 * Ayesha"). Only with the link, which only the invitee was sent; a used, expired or made-up link is refused alike.
 */
export async function invitationDetails(ctx: AppContext, token: string): Promise<{ inviterName: string; wardName: string }> {
  const invite = await findLiveInvite(ctx.db, hashToken(token), new Date(ctx.now().getTime() - GUARDIAN_INVITE_TTL_MS));
  const member = invite ? await findLiveUserById(ctx.db, invite.memberId) : undefined;
  if (!member) throw new AppError('BAD_REQUEST', MSG.guardianInviteInvalid);
  return { inviterName: inviterName(member), wardName: member.firstName };
}

export async function acceptInvite(ctx: AppContext, token: string, input: { firstName: string; lastName: string; password: string }): Promise<string> {
  const now = ctx.now();
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction(async (tx) => {
    const invite = await claimInvite(tx, hashToken(token), new Date(now.getTime() - GUARDIAN_INVITE_TTL_MS));
    if (!invite) throw new AppError('BAD_REQUEST', MSG.guardianInviteInvalid);
    const existing = await findLiveUserByEmail(tx, invite.email);
    let guardianUserId: string;
    if (existing) {
      // One guardian account may follow several members; a member account may not double as one.
      // Throwing rolls the claim back, so the link still works once the address is sorted out.
      if (existing.role !== 'guardian') throw new AppError('CONFLICT', MSG.guardianEmailTaken);
      guardianUserId = existing.id;
    } else {
      guardianUserId = await insertMember(tx, {
        role: 'guardian',
        firstName: input.firstName,
        lastName: input.lastName,
        email: invite.email,
        passwordHash,
        status: 'Active',
        searchable: false,
        profileVisibility: 'private',
      });
    }
    await activate(tx, invite.id, guardianUserId, now);
    return guardianUserId;
  });
}

async function ownLinkOrFail(ctx: AppContext, me: MemberRow, id: string) {
  const row = isUuid(id) ? await findGuardian(ctx.db, id) : undefined;
  if (!row || row.memberId !== me.id || row.status === 'removed') throw new AppError('NOT_FOUND', MSG.guardianNotFound);
  return row;
}

/** Removal takes effect at once: the guardian's sessions end and their link is gone. */
export async function removeGuardian(ctx: AppContext, me: MemberRow, id: string) {
  const row = await ownLinkOrFail(ctx, me, id);
  await markRemoved(ctx.db, row.id, ctx.now());
  if (row.guardianUserId) await endAllSessions(ctx, row.guardianUserId);
  if (await hasActiveGuardian(ctx.db, me.id)) return;
  // No guardian left to ask: the approval setting goes off, so it never promises an approval nobody will give,
  // and exchanges already waiting for a guardian's approval stop waiting (both members had agreed).
  if (me.guardianApprovesContacts) await setApprovalSetting(ctx.db, me.id, false, ctx.now());
  for (const { pairKey, requesterId } of await releaseApprovalsOf(ctx.db, me.id, ctx.now())) {
    const [a, b] = membersOfPairKey(pairKey);
    for (const [to, otherUserId] of [[a, b], [b, a]] as const) {
      ctx.events.emitToUser(to, 'contactExchangeChanged', { otherUserId, status: 'accepted', requesterId });
    }
  }
}

export async function allowConversations(ctx: AppContext, me: MemberRow, id: string, allowed: boolean) {
  const row = await ownLinkOrFail(ctx, me, id);
  await setConversations(ctx.db, row.id, allowed);
}

// ---------- What a guardian reads ----------

export async function guardianHome(ctx: AppContext, guardian: MemberRow) {
  return (await guardedMembers(ctx.db, guardian.id)).map(({ link, member }) => ({
    memberId: member.id,
    firstName: member.firstName,
    lastName: member.lastName,
    profileFor: member.profileFor,
    canReadConversations: link.canReadConversations,
    accountState: member.deletedAt ? ('deleted' as const) : member.deactivatedAt ? ('deactivated' as const) : ('active' as const),
  }));
}

async function guardedOrFail(ctx: AppContext, guardian: MemberRow, memberId: string) {
  const link = (await guardedMembers(ctx.db, guardian.id)).find((row) => row.member.id === memberId);
  if (!link) throw new AppError('FORBIDDEN', MSG.guardianNoAccess);
  const member = await findLiveUserById(ctx.db, memberId);
  // Her guardian is told plainly that she left (issue 41), not refused as a stranger.
  if (!member) throw new AppError('GONE', MSG.guardianWardDeleted);
  return { link: link.link, member };
}

export async function guardianRequests(ctx: AppContext, guardian: MemberRow, memberId: string) {
  const { member } = await guardedOrFail(ctx, guardian, memberId);
  // She reads as a guardian: the policy shows her no one's contact details.
  return requestData(ctx, member, { guardianId: guardian.id });
}

export async function guardianConversations(ctx: AppContext, guardian: MemberRow, memberId: string) {
  const { link, member } = await guardedOrFail(ctx, guardian, memberId);
  if (!link.canReadConversations) throw new AppError('FORBIDDEN', MSG.guardianNoConversations);
  return conversations(ctx, member, { guardianId: guardian.id });
}

export async function guardianThread(ctx: AppContext, guardian: MemberRow, memberId: string, otherId: string, before: string | undefined) {
  const { link, member } = await guardedOrFail(ctx, guardian, memberId);
  if (!link.canReadConversations) throw new AppError('FORBIDDEN', MSG.guardianNoConversations);
  return history(ctx, member, otherId, before, 30, { guardianId: guardian.id });
}
