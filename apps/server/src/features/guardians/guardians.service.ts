import {
  MSG, OTP_DIGITS, OTP_TTL_MINUTES, maskPhoneNumber, personNameSchema, signupPasswordSchema, type GuardianAcceptInput, type GuardianInviteInput,
  type GuardianPhoneChannel, type Language,
} from '@sakinah/contract';
import { translate } from '@sakinah/contract/translate';
import { AppError, fieldRefusal } from '../../errors';
import { composeMail, mailLanguage } from '../../core/member/notice-mail';
import type { AppContext } from '../../context';
import { hashPassword } from '../../lib/passwords';
import { hashToken, randomDigits, randomToken } from '../../lib/tokens';
import { phoneOnlyAddress } from '../../lib/phone-only-address';
import { withKeyLock, lockKey } from '../../db/locks';
import { sendChallenge, spendCode } from '../account/otp.service';
import { findLiveUserByEmail, findLiveUserById, insertMember } from '../../core/member/users.repo';
import { endAllSessions } from '../../core/member/sessions.service';
import { history, conversations } from '../messaging/messaging.service';
import { requestData } from '../requests/requests.service';
import { activate, claimInvite, countInvitesSince, findGuardian, findLiveInvite, guardianAccountOfPhone, insertInvite, markRemoved, setConversations, type GuardianRow } from './guardians.repo';
import { presentContactOwner } from '../../core/member/account-holder.presenter';
import { isUuid } from '../../lib/ids';
import { hasActiveGuardian, releaseApprovalsOf, setApprovalSetting } from '../messaging/contact-approvals.repo';
import type { MemberRow } from '../../db/member-row';
import { membersOfPairKey } from '../../core/member/pair-key.repo';
import { guardedMembers, listNamedGuardiansOf } from '../../core/member/guardianship.repo';

/** An invitation link works this long; a new invitation to the same person sends a fresh link. */
export const GUARDIAN_INVITE_TTL_DAYS = 7;
const GUARDIAN_INVITE_TTL_MS = GUARDIAN_INVITE_TTL_DAYS * 24 * 36e5;
/** Invitations a member may send in a day, and a number may receive from all members (issue 41, item 6): each costs a message. */
export const GUARDIAN_INVITES_PER_MEMBER_PER_DAY = 10;
export const GUARDIAN_INVITES_PER_NUMBER_PER_DAY = 3;
const DAY_MS = 24 * 36e5;


export async function myGuardians(ctx: AppContext, me: MemberRow) {
  return (await listNamedGuardiansOf(ctx.db, me.id)).map(({ link: g, guardianName }) => ({
    _id: g.id,
    id: g.id,
    email: g.email,
    // Listed by name and relation; the number only masked (issue 41, item 6).
    phone: g.phone ? maskPhoneNumber(g.phone) : null,
    channel: g.channel,
    name: guardianName ?? g.name ?? null,
    relation: g.relation ?? null,
    status: g.status,
    canReadConversations: g.canReadConversations,
    createdAt: g.createdAt.toISOString(),
    acceptedAt: g.acceptedAt?.toISOString() ?? null,
  }));
}

/** Sends an invitation by mail, or by WhatsApp or SMS; answers what the member is told. */
export async function inviteGuardian(ctx: AppContext, me: MemberRow, input: GuardianInviteInput): Promise<string> {
  if (input.phoneNumber !== undefined) {
    const channel = input.channel ?? 'whatsapp';
    await inviteByPhone(ctx, me, { phone: input.phoneNumber, channel, name: input.name, relation: input.relation });
    return channel === 'sms' ? MSG.guardianInvitedSms : MSG.guardianInvitedWhatsApp;
  }
  await inviteByEmail(ctx, me, { ...input, email: input.email ?? '' });
  return MSG.guardianInvited;
}

type InviteFields = Pick<GuardianInviteInput, 'name' | 'relation'>;

/** A member's invitations in a day are limited, whether by mail or by phone. */
async function memberLimit(ctx: AppContext, me: MemberRow, db: Parameters<typeof countInvitesSince>[0]) {
  const since = new Date(ctx.now().getTime() - DAY_MS);
  if ((await countInvitesSince(db, { memberId: me.id }, since)) >= GUARDIAN_INVITES_PER_MEMBER_PER_DAY) {
    throw new AppError('RATE_LIMITED', MSG.guardianInvitesTooMany);
  }
}

async function inviteByEmail(ctx: AppContext, me: MemberRow, { email, name, relation }: InviteFields & { email: string }) {
  if (email === me.email) throw new AppError('BAD_REQUEST', MSG.guardianSelf);
  // A member's email cannot become a guardian account: say so now, not when the invitee tries to accept.
  const existing = await findLiveUserByEmail(ctx.db, email);
  if (existing && existing.role !== 'guardian') throw new AppError('CONFLICT', MSG.guardianInviteMemberEmail);
  await memberLimit(ctx, me, ctx.db);
  const token = randomToken(32);
  const now = ctx.now();
  const row = await insertInvite(
    ctx.db,
    { memberId: me.id, email, phone: null, channel: 'email', name: name || null, relation: relation ?? null, inviteTokenHash: hashToken(token), createdAt: now },
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

/**
 * An invitation by WhatsApp or SMS (issue 41, item 6), through the OTP provider, with the link. Any number but her own
 * may be invited, a member's too (a father who manages a profile may also be a daughter's guardian; his number then
 * signs in to a chooser), and the answer is the same whoever holds it. Limited per member and per number in a day.
 */
async function inviteByPhone(ctx: AppContext, me: MemberRow, { phone, channel, name, relation }: InviteFields & { phone: string; channel: GuardianPhoneChannel }) {
  if (phone === me.contactNo) throw fieldRefusal('BAD_REQUEST', 'phoneNumber', MSG.guardianSelfPhone);
  const token = randomToken(32);
  const now = ctx.now();
  // Counting and recording are one locked step per member and per number, so parallel invitations cannot all pass.
  const row = await withKeyLock(ctx.db, `guardian-invite:member:${me.id}`, async (tx) => {
    await lockKey(tx, `guardian-invite:phone:${phone}`);
    await memberLimit(ctx, me, tx);
    if ((await countInvitesSince(tx, { phone }, new Date(now.getTime() - DAY_MS))) >= GUARDIAN_INVITES_PER_NUMBER_PER_DAY) {
      // The same words as the member's own limit: nothing says that others invited this number.
      throw new AppError('RATE_LIMITED', MSG.guardianInvitesTooMany);
    }
    return insertInvite(
      tx,
      { memberId: me.id, email: null, phone, channel, name: name || null, relation: relation ?? null, inviteTokenHash: hashToken(token), createdAt: now },
      new Date(now.getTime() - GUARDIAN_INVITE_TTL_MS),
    );
  });
  if (!row) throw new AppError('CONFLICT', MSG.guardianDuplicate);
  // In the guardian's own language when the number already has a guardian account, else in the ward's.
  const account = await guardianAccountOfPhone(ctx.db, phone);
  const text = translate(mailLanguage(account ?? me), 'guardianInvitePhoneText', {
    name: inviterName(me),
    ward: me.firstName,
    days: GUARDIAN_INVITE_TTL_DAYS,
    url: `${ctx.config.PUBLIC_URL}/guardian/accept/${token}`,
  });
  try {
    await ctx.otp.sendCode(phone, text, { channels: [channel], subject: 'Guardian invitation' });
  } catch {
    // Undelivered: the invitation is withdrawn, so she may send it again at once.
    await markRemoved(ctx.db, row.id, ctx.now());
    throw new AppError('PROVIDER_FAILED', MSG.otpSendFailed);
  }
}

/** Who invited, as the invitee knows them: the account holder who manages the profile ("Iqbal Rizvi"), else the member. */
function inviterName(member: MemberRow): string {
  return presentContactOwner(member)?.name ?? `${member.firstName} ${member.lastName}`.trim();
}

const liveInvite = (ctx: AppContext, token: string) => findLiveInvite(ctx.db, hashToken(token), new Date(ctx.now().getTime() - GUARDIAN_INVITE_TTL_MS));

/**
 * The invitation page (issue 41): who invited her and for whom ("Iqbal Rizvi invited you to be a guardian for
 * Ayesha"), and for an invitation by phone the masked number and whether it has a guardian account already. Only with
 * the link, which only the invitee was sent; a used, expired or made-up link is refused alike.
 */
export async function invitationDetails(ctx: AppContext, token: string) {
  const invite = await liveInvite(ctx, token);
  const member = invite ? await findLiveUserById(ctx.db, invite.memberId) : undefined;
  if (!invite || !member) throw new AppError('BAD_REQUEST', MSG.guardianInviteInvalid);
  return {
    inviterName: inviterName(member),
    wardName: member.firstName,
    by: invite.phone ? ('phone' as const) : ('email' as const),
    phone: invite.phone ? maskPhoneNumber(invite.phone) : null,
    hasAccount: invite.phone ? Boolean(await guardianAccountOfPhone(ctx.db, invite.phone)) : false,
  };
}

/** A code to accept an invitation is bound to its number and purpose: it never signs in, nor verifies a sign-up. */
const acceptHash = (phone: string, code: string) => hashToken(`guardian-accept:${phone}:${code}`);

/** The invitation's live row sent by phone, or the refusal the page shows. */
async function livePhoneInvite(ctx: AppContext, token: string): Promise<GuardianRow & { phone: string }> {
  const invite = await liveInvite(ctx, token);
  if (!invite) throw new AppError('BAD_REQUEST', MSG.guardianInviteInvalid);
  if (!invite.phone) throw new AppError('BAD_REQUEST', MSG.guardianInviteByEmail);
  return { ...invite, phone: invite.phone };
}

/**
 * POST /api/guardian/accept/:token/code: a code to the invited number (only to it: the link names no other), with the
 * limits of every code (otp.service.ts), in the language of the page.
 */
export async function sendAcceptCode(ctx: AppContext, token: string, ip: string, language: Language) {
  const invite = await livePhoneInvite(ctx, token);
  const code = randomDigits(OTP_DIGITS);
  return sendChallenge(ctx, invite.phone, ip, acceptHash(invite.phone, code), translate(language, 'guardianAcceptCodeText', { code, minutes: OTP_TTL_MINUTES }));
}

/** A field of the accepting form by its rule, or the field named in a 400. */
function field<T>(schema: { safeParse: (value: unknown) => { success: true; data: T } | { success: false; error: { issues: Array<{ message: string }> } } }, name: string, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw fieldRefusal('BAD_REQUEST', name, parsed.error.issues[0]?.message ?? MSG.unexpectedErrorRetry);
  return parsed.data;
}

/**
 * Accepts an invitation. By email: her name and password make the guardian account. By phone (issue 41, item 6): the
 * code sent to the number proves it; it joins the number's guardian account, or makes one with her name (and a
 * password if she chose one; she can always sign in by number and code).
 */
export async function acceptInvite(ctx: AppContext, token: string, input: GuardianAcceptInput): Promise<string> {
  const invite = await liveInvite(ctx, token);
  if (!invite) throw new AppError('BAD_REQUEST', MSG.guardianInviteInvalid);
  if (!invite.phone) {
    return acceptByEmail(ctx, token, {
      firstName: field(personNameSchema(MSG.firstNameRequired), 'firstName', input.firstName ?? ''),
      lastName: field(personNameSchema(MSG.lastNameRequired), 'lastName', input.lastName ?? ''),
      password: field(signupPasswordSchema, 'password', input.password ?? ''),
    });
  }
  const phone = invite.phone;
  if (!input.code) throw fieldRefusal('BAD_REQUEST', 'code', MSG.guardianCodeRequired);
  const account = await guardianAccountOfPhone(ctx.db, phone);
  const names = account
    ? null
    : { firstName: field(personNameSchema(MSG.firstNameRequired), 'firstName', input.firstName ?? ''), lastName: field(personNameSchema(MSG.lastNameRequired), 'lastName', input.lastName ?? '') };
  const password = input.password ? field(signupPasswordSchema, 'password', input.password) : null;
  await spendCode(ctx, phone, (guess) => acceptHash(phone, guess), input.code);
  const now = ctx.now();
  const passwordHash = await hashPassword(password ?? randomToken(32));
  const ward = await findLiveUserById(ctx.db, invite.memberId);
  return ctx.db.transaction(async (tx) => {
    const claimed = await claimInvite(tx, hashToken(token), new Date(now.getTime() - GUARDIAN_INVITE_TTL_MS));
    if (!claimed) throw new AppError('BAD_REQUEST', MSG.guardianInviteInvalid);
    const guardianUserId =
      account?.id ??
      (await insertMember(tx, {
        role: 'guardian',
        firstName: names!.firstName,
        lastName: names!.lastName,
        // No email: an address that receives nothing and signs in no one (lib/phone-only-address.ts).
        email: phoneOnlyAddress(),
        contactNo: phone,
        phoneVerifiedAt: now,
        passwordHash,
        language: ward?.language ?? 'en',
        status: 'Active',
        searchable: false,
        profileVisibility: 'private',
      }));
    await activate(tx, claimed.id, guardianUserId, now);
    return guardianUserId;
  });
}

async function acceptByEmail(ctx: AppContext, token: string, input: { firstName: string; lastName: string; password: string }): Promise<string> {
  const now = ctx.now();
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction(async (tx) => {
    const invite = await claimInvite(tx, hashToken(token), new Date(now.getTime() - GUARDIAN_INVITE_TTL_MS));
    if (!invite?.email) throw new AppError('BAD_REQUEST', MSG.guardianInviteInvalid);
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
