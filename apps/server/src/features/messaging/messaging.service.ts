import { MESSAGE_DIGEST_AFTER_HOURS, MSG, ROUTES, type ChatMessagePayload, type ContactExchangeStatus } from '@sakinah/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { findLiveUserById } from '../../core/member/users.repo';
import { mediaUrl } from '../../core/media/media-urls';
import { joinsIntoContact, maskContactDetails, maskNumberFragments } from './contact-masking';
import { raiseScamRiskIfRepeated, scamSignalsFor } from './scam-check';
import { scamCategoriesOf, SCAM_SPLIT_MESSAGES, SCAM_SPLIT_WINDOW_MS } from './scam-rules';
import { canMessage, canViewContact, cardPhotoVariant, contactAgreed, NO_RELATION, sharesActivity, type Owner, type Relation, type Viewer } from '../../core/privacy/policy';
import { loadOwnerWithPairSides, loadRelation } from '../../core/privacy/relations.repo';
import { memberViewerOf, ownerOf } from '../../core/privacy/viewer';
import { findActiveSubscription } from '../../core/plans/subscriptions.repo';
import { answerExchange, claimMessageDigest, connectedPeerIds, digestCandidates, exchangesOf, findDeletedMember, hasConversation, insertMessage, listMessages, recentMessagesFrom, markRead, markSplitContact, readConversations, releaseMessageDigest, upsertExchangeRequest, withdrawExchange, type MessageRow } from './messaging.repo';
import { isUuid } from '../../lib/ids';
import { startOfIndiaDay } from '../../lib/india-day';
import { guardianStateOf, needingGuardianApproval, startGuardianApproval } from './contact-approvals.service';
import { markConversationNotificationsRead, recordNotification, unreadNotificationCount } from '../../core/notifications/notification-outbox.repo';
import type { MemberRow } from '../../db/member-row';
import { pairKeyOf } from '../../core/member/pair-key.repo';
import { findExchange } from '../../core/privacy/contact-exchanges.repo';
import { planInForceOf } from '../../core/plans/plan-in-force';
import { greetingName, presentAccountHolder, presentContactOwner } from '../../core/member/account-holder.presenter';
import { composeMail, mailLanguage } from '../../core/member/notice-mail';



async function otherOrFail(ctx: AppContext, me: MemberRow, userId: string) {
  if (userId === me.id) throw new AppError('BAD_REQUEST', MSG.notConnected);
  const other = isUuid(userId) ? await findLiveUserById(ctx.db, userId) : undefined;
  if (!other) throw new AppError('NOT_FOUND', MSG.userNotAvailable);
  return other;
}

/** The receiver's warning for a message the scam rules flagged; its sender never gets one. */
function warningFor(signals: string[] | null, mine: boolean) {
  const categories = mine ? [] : scamCategoriesOf(signals);
  return categories.length > 0 ? { warning: { categories } } : {};
}

/** What a reader who may not see the sender's contact details sees of a message's text. */
function maskedForReader(text: string, splitContact: boolean) {
  const whole = maskContactDetails(text);
  if (!splitContact) return whole;
  const fragments = maskNumberFragments(whole.text);
  return { text: fragments.text, masked: whole.masked || fragments.masked };
}

/** How long after her last message a sender's next one is read with it, for a number sent in parts. */
const SPLIT_CONTACT_WINDOW_MS = 10 * 60 * 1000;

/**
 * How one message looks to one person: phone numbers and emails in it are masked for the reader
 * unless the policy lets her see the sender's contact details (`contactVisible`).
 */
export function presentMessage(row: MessageRow, viewerId: string, contactVisible: boolean, showReceipts: boolean): ChatMessagePayload {
  const mine = row.senderId === viewerId;
  const { text, masked } = mine || contactVisible ? { text: row.text, masked: false } : maskedForReader(row.text, row.splitContact);
  return {
    ...warningFor(row.scamSignals, mine),
    id: row.id,
    clientId: mine ? row.clientId : '',
    senderId: row.senderId,
    receiverId: row.receiverId,
    text,
    masked,
    createdAt: row.createdAt.toISOString(),
    // Read receipts are shown only to members whose plan includes them.
    readAt: mine && showReceipts ? (row.readAt?.toISOString() ?? null) : null,
  };
}


/**
 * One side of a conversation as the policy sees it: who is reading (the member, or her guardian),
 * the other person, and what links them.
 */
async function sideOf(ctx: AppContext, me: MemberRow, other: MemberRow, audience: Audience = {}) {
  const member = await memberViewerOf(ctx, me);
  const relation = await loadRelation(ctx.db, me.id, other.id);
  const viewer: Viewer = audience.guardianId ? { kind: 'guardian', id: audience.guardianId, wards: [{ viewer: member, relation }] } : member;
  const owner = ownerOf(other);
  return { member, viewer, relation, owner, contactVisible: canViewContact(viewer, owner, relation) };
}

/** Who reads: the member herself, or one of her guardians. */
export interface Audience {
  guardianId?: string;
}

export async function sendMessage(ctx: AppContext, me: MemberRow, userId: string, clientId: string, text: string) {
  if (userId === me.id) throw new AppError('BAD_REQUEST', MSG.notConnected);
  const now = ctx.now();
  // The reader, and both sides of the pair in the same round trip: hers decides whether she may send, his whether he
  // sees contact details in it.
  const found = isUuid(userId) ? await loadOwnerWithPairSides(ctx.db, me.id, userId, now) : undefined;
  if (!found) throw new AppError('NOT_FOUND', MSG.userNotAvailable);
  const { owner: other, sides } = found;
  const pairKey = pairKeyOf(me.id, other.id);
  if (me.deactivatedAt) throw new AppError('FORBIDDEN', MSG.accountDeactivated);
  if (!canMessage(await memberViewerOf(ctx, me), ownerOf(other), sides.relation)) {
    throw new AppError('FORBIDDEN', (await hasConversation(ctx.db, pairKey)) ? MSG.conversationClosed : MSG.notConnected);
  }
  const plan = await planInForceOf(ctx, me);
  const cap = plan ? plan.messagingDailyCap : 5;
  // Her last few messages here, read once for both checks of something sent in parts.
  const earlier = await recentMessagesFrom(ctx.db, pairKey, me.id, new Date(now.getTime() - Math.max(SCAM_SPLIT_WINDOW_MS, SPLIT_CONTACT_WINDOW_MS)), SCAM_SPLIT_MESSAGES);
  // Checked as it is sent: the receiver will see a warning with it; the sender is not told.
  const scamSignals = scamSignalsFor(text, earlier, now);
  // A number or address sent in parts: this message and her one before it are masked as one would be.
  const previous = earlier[0] && earlier[0].createdAt.getTime() >= now.getTime() - SPLIT_CONTACT_WINDOW_MS ? earlier[0] : undefined;
  const splitContact = previous !== undefined && previous.clientId !== clientId && joinsIntoContact(previous.text, text);
  const stored = await insertMessage(
    ctx.db,
    { senderId: me.id, receiverId: other.id, clientId, text, createdAt: now, scamSignals, splitContact },
    // The daily cap counts the conversations started since midnight in India.
    { limit: cap, since: startOfIndiaDay(now) },
    (tx) => recordNotification(tx, { userId: other.id, kind: 'newMessage', actorId: me.id, url: ROUTES.conversation.replace(':userId', me.id) }),
  );
  if ('capReached' in stored) throw new AppError('PLAN_LIMIT', MSG.dailyCapReached);
  const { message, created, startedConversation } = stored;
  if (created && splitContact && previous && !previous.splitContact) await markSplitContact(ctx.db, previous.id);
  if (created && message.scamSignals) await raiseScamRiskIfRepeated(ctx, me.id, now);
  if (created) {
    if (startedConversation) {
      await ctx.domainEvents.publish('conversationStarted', { messageId: message.id, starter: { id: me.id, createdAt: me.createdAt }, receiverId: other.id });
    }
    // The reader sees numbers and emails in it only if she may see the sender's contact details.
    const reader = await memberViewerOf(ctx, other, { canSeeContactInfo: sides.ownerPlanShowsContact });
    const readerSeesContact = canViewContact(reader, ownerOf(me), sides.back);
    ctx.events.emitToUser(other.id, 'messageReceived', { message: presentMessage(message, other.id, readerSeesContact, false), otherUserId: me.id });
    // The sender's other tabs see their own message too.
    ctx.events.emitToUser(me.id, 'messageReceived', { message: presentMessage(message, me.id, true, Boolean(plan?.readReceipts)), otherUserId: other.id });
  }
  return presentMessage(message, me.id, true, Boolean(plan?.readReceipts));
}

export async function history(ctx: AppContext, me: MemberRow, userId: string, before: string | undefined, limit: number, audience: Audience = {}) {
  const live = userId !== me.id && isUuid(userId) ? await findLiveUserById(ctx.db, userId) : undefined;
  // Not a live member: perhaps one who deleted her account after writing to her (read-only, says she left).
  const left = live ? undefined : await leftConversation(ctx, me, userId, before, limit);
  if (left) return left;
  const other = live ?? (await otherOrFail(ctx, me, userId));
  const pairKey = pairKeyOf(me.id, other.id);
  const side = await sideOf(ctx, me, other, audience);
  // A block removes the conversation from both sides.
  if (side.relation.blocked) throw new AppError('FORBIDDEN', MSG.notConnected);
  const connected = side.relation.connected;
  if (!connected && !(await hasConversation(ctx.db, pairKey))) throw new AppError('FORBIDDEN', MSG.notConnected);
  const rows = await listMessages(ctx.db, pairKey, before, limit + 1);
  const plan = await planInForceOf(ctx, me);
  const exchange = await findExchange(ctx.db, pairKey);
  return {
    messages: rows.slice(0, limit).map((row) => presentMessage(row, me.id, side.contactVisible, Boolean(plan?.readReceipts))),
    hasMore: rows.length > limit,
    conversation: {
      otherUserId: other.id,
      firstName: other.firstName,
      lastName: other.lastName,
      avatar: other.avatarKey && !other.avatarHeld ? mediaUrl(other.avatarKey, cardPhotoVariant(other, side.relation)) : null,
      open: canMessage(side.member, side.owner, side.relation),
      left: false,
      readReceipts: Boolean(plan?.readReceipts),
      accountHolder: presentAccountHolder(other),
      contactExchange: exchange ? { status: exchange.status, requesterId: exchange.requesterId, ...(await guardianStateOf(ctx, pairKey, exchange)) } : null,
      contact: side.contactVisible ? { email: other.email, contactNo: other.contactNo } : null,
      contactOwner: side.contactVisible ? presentContactOwner(other) : null,
      contactNeedsPlan: side.viewer.kind === 'member' && !side.contactVisible && contactAgreed(side.member, side.owner, side.relation),
    },
  };
}

/**
 * The conversation with a member who deleted her account: it stays with the other side, read-only, and says she left
 * (her messages as they were sent, masked as before; nothing of her profile, which is gone). Undefined when `userId`
 * is not a deleted member this member had a conversation with.
 */
async function leftConversation(ctx: AppContext, me: MemberRow, userId: string, before: string | undefined, limit: number) {
  if (!isUuid(userId) || userId === me.id) return undefined;
  const gone = await findDeletedMember(ctx.db, userId);
  if (!gone) return undefined;
  const pairKey = pairKeyOf(me.id, gone.id);
  if (!(await hasConversation(ctx.db, pairKey))) return undefined;
  const rows = await listMessages(ctx.db, pairKey, before, limit + 1);
  return {
    messages: rows.slice(0, limit).map((row) => presentMessage(row, me.id, false, false)),
    hasMore: rows.length > limit,
    conversation: {
      otherUserId: gone.id,
      firstName: gone.firstName,
      lastName: gone.lastName,
      avatar: null,
      open: false,
      left: true,
      readReceipts: false,
      accountHolder: null,
      contactExchange: null,
      contact: null,
      contactOwner: null,
      contactNeedsPlan: false,
    },
  };
}

export async function markConversationRead(ctx: AppContext, me: MemberRow, userId: string) {
  const other = await otherOrFail(ctx, me, userId);
  const now = ctx.now();
  const count = await markRead(ctx.db, me.id, other.id, now);
  // Opening the conversation reads its notification too (and the next message notifies again).
  if (await markConversationNotificationsRead(ctx.db, me.id, other.id, now)) {
    ctx.events.emitToUser(me.id, 'notificationsChanged', { unread: await unreadNotificationCount(ctx.db, me.id) });
  }
  if (count > 0) {
    const otherPlan = await findActiveSubscription(ctx.db, other.id, now);
    ctx.events.emitToUser(other.id, 'messagesRead', { byUserId: me.id, readAt: otherPlan?.readReceipts ? now.toISOString() : null });
  }
  return count;
}

export async function conversations(ctx: AppContext, me: MemberRow, audience: Audience = {}) {
  // The signed-in member's plan in force was read with her session; a guarded member's (her guardian reads) with the list.
  const sessionPlan = me.planAtSessionRead;
  const read = await readConversations(ctx.db, me.id, sessionPlan === undefined ? ctx.now() : null);
  const member = await memberViewerOf(ctx, me, sessionPlan !== undefined ? sessionPlan : read.plan);
  const result = [];
  for (const row of read.conversations) {
    const owner: Owner = {
      id: row.other_id,
      role: row.role,
      status: row.status,
      deletedAt: null,
      gender: row.gender,
      caste: row.caste,
      searchable: row.searchable,
      accountPrivacy: row.account_privacy,
      profileVisibility: row.profile_visibility,
      photoPrivacy: row.photo_privacy,
      activityStatus: row.activity_status,
      invisibleMode: row.invisible_mode,
      deactivatedAt: row.deactivated_at === null ? null : new Date(row.deactivated_at),
    };
    // Conversations exist only between members who were connected: that keeps her card viewable.
    const relation: Relation = { ...NO_RELATION, connected: row.connected, contactExchange: row.exchange_status };
    const viewer: Viewer = audience.guardianId ? { kind: 'guardian', id: audience.guardianId, wards: [{ viewer: member, relation }] } : member;
    const unmasked = row.last_sender_id === me.id || canViewContact(viewer, owner, relation);
    const lastText = row.last_text === null ? null : unmasked ? row.last_text : maskedForReader(row.last_text, row.last_split_contact === true).text;
    result.push({
      otherUserId: row.other_id,
      firstName: row.first_name,
      lastName: row.last_name,
      avatar: row.avatar_key ? mediaUrl(row.avatar_key, cardPhotoVariant({ photoPrivacy: row.photo_privacy })) : null,
      // Open while the two may write to each other now (her own account paused closes it too); never after she left.
      open: !row.left && canMessage(member, owner, relation),
      left: row.left,
      lastMessage: row.last_id
        ? { id: row.last_id, text: lastText, fromMe: row.last_sender_id === me.id, createdAt: new Date(row.last_at!).toISOString(), ...warningFor(row.last_scam_signals, row.last_sender_id === me.id) }
        : null,
      unread: row.unread,
    });
  }
  return { conversations: result, totalUnread: read.totalUnread };
}

/** Asking to share phone and email: the asker consents; both must be able to message each other. */
export async function askContactExchange(ctx: AppContext, me: MemberRow, userId: string) {
  const other = await otherOrFail(ctx, me, userId);
  const side = await sideOf(ctx, me, other);
  if (!canMessage(side.viewer, side.owner, side.relation)) throw new AppError('FORBIDDEN', MSG.notConnected);
  const pairKey = pairKeyOf(me.id, other.id);
  const row = await ctx.db.transaction(async (tx) => {
    const asked = await upsertExchangeRequest(tx, pairKey, me.id, ctx.now());
    if (asked) await recordNotification(tx, { userId: other.id, kind: 'contactExchangeRequest', actorId: me.id, url: ROUTES.conversation.replace(':userId', me.id) });
    return asked;
  });
  if (!row) {
    const existing = await findExchange(ctx.db, pairKey);
    if (existing?.status === 'accepted') throw new AppError('CONFLICT', MSG.exchangeDone);
    if (existing?.status === 'awaiting_guardian') throw new AppError('CONFLICT', MSG.exchangeAwaitingGuardian);
    throw new AppError('CONFLICT', existing?.requesterId === me.id ? MSG.exchangePending : MSG.exchangeTheyAsked);
  }
  tellBoth(ctx, me.id, other.id, 'pending', me.id);
  return row;
}

export async function answerContactExchange(ctx: AppContext, me: MemberRow, userId: string, action: 'accepted' | 'declined') {
  const other = await otherOrFail(ctx, me, userId);
  const side = await sideOf(ctx, me, other);
  if (!canMessage(side.viewer, side.owner, side.relation)) throw new AppError('FORBIDDEN', MSG.notConnected);
  const pairKey = pairKeyOf(me.id, other.id);
  const existing = await findExchange(ctx.db, pairKey);
  if (!existing || existing.status !== 'pending' || existing.requesterId === me.id) throw new AppError('NOT_FOUND', MSG.exchangeNone);
  // A member whose setting asks for it (Settings → Family) has her guardian approve first.
  const needing = action === 'accepted' ? await needingGuardianApproval(ctx, [me.id, other.id]) : [];
  const row =
    needing.length > 0
      ? await startGuardianApproval(ctx, me, other, needing)
      : await ctx.db.transaction(async (tx) => {
          const answered = await answerExchange(tx, pairKey, action, ctx.now());
          if (answered) {
            await recordNotification(tx, {
              userId: existing.requesterId,
              kind: 'contactExchangeAnswered',
              actorId: me.id,
              accepted: action === 'accepted',
              url: ROUTES.conversation.replace(':userId', me.id),
            });
          }
          return answered;
        });
  if (!row) throw new AppError('NOT_FOUND', MSG.exchangeNone);
  tellBoth(ctx, me.id, other.id, row.status, existing.requesterId);
  return row;
}

/**
 * Withdraws consent: the two stop seeing each other's phone and email at once (or an ask of her own
 * is taken back). Allowed whatever else changed since, so consent can always be taken back.
 */
export async function withdrawContactExchange(ctx: AppContext, me: MemberRow, userId: string) {
  if (userId === me.id || !isUuid(userId)) throw new AppError('NOT_FOUND', MSG.exchangeNothingToWithdraw);
  const row = await withdrawExchange(ctx.db, pairKeyOf(me.id, userId), me.id, ctx.now());
  if (!row) throw new AppError('NOT_FOUND', MSG.exchangeNothingToWithdraw);
  tellBoth(ctx, me.id, userId, 'withdrawn', row.requesterId);
}

/** The members she shares contact details with, or has asked: for Settings. */
export async function myContactExchanges(ctx: AppContext, me: MemberRow) {
  return (await exchangesOf(ctx.db, me.id)).map((row) => ({
    userId: row.other_id,
    firstName: row.first_name,
    lastName: row.last_name,
    avatar: row.avatar_key ? mediaUrl(row.avatar_key, cardPhotoVariant({ photoPrivacy: row.photo_privacy })) : null,
    status: row.status,
    requesterId: row.requester_id,
    since: new Date(row.since).toISOString(),
  }));
}

function tellBoth(ctx: AppContext, a: string, b: string, status: ContactExchangeStatus, requesterId: string) {
  for (const [to, otherUserId] of [[a, b], [b, a]] as const) ctx.events.emitToUser(to, 'contactExchangeChanged', { otherUserId, status, requesterId });
}

/**
 * Who may see this member typing: her connections, and nobody when she hides her activity (the
 * socket hub keeps this per socket and re-reads it once a minute).
 */
export async function typingPeers(ctx: AppContext, userId: string): Promise<Set<string>> {
  const me = await findLiveUserById(ctx.db, userId);
  if (!me || !sharesActivity(ownerOf(me))) return new Set();
  return new Set(await connectedPeerIds(ctx.db, userId));
}

/** Mails a digest of unread messages, at most one a day per member. */
export async function sendMessageDigests(ctx: AppContext, signal?: AbortSignal): Promise<number> {
  const now = ctx.now();
  const lastDigestBefore = new Date(now.getTime() - 24 * 36e5);
  const candidates = await digestCandidates(ctx.db, new Date(now.getTime() - MESSAGE_DIGEST_AFTER_HOURS * 36e5), lastDigestBefore);
  let sent = 0;
  for (const member of candidates) {
    // A stopping instance claims no more; what it has not claimed is left to the next run on any instance.
    if (signal?.aborted) break;
    // Claimed before sending: two instances running this job at once must not both mail her.
    const claim = await claimMessageDigest(ctx.db, member.id, lastDigestBefore, now);
    if (!claim) continue;
    try {
      await ctx.mail.send(
        composeMail(mailLanguage(member), {
          to: member.email,
          subject: MSG.messagesDigestSubject,
          greetingName: greetingName({ firstName: member.first_name, accountHolder: member.account_holder, accountHolderName: member.account_holder_name }),
          lines: [{ key: 'messagesDigestMailLine', values: { count: member.unread } }, `${ctx.config.PUBLIC_URL}${ROUTES.messages}`],
        }),
      );
      sent += 1;
    } catch {
      // Try again on the next run.
      await releaseMessageDigest(ctx.db, member.id, now, claim.previous).catch(() => undefined);
    }
  }
  return sent;
}
