import { BRAND_NAME, MESSAGE_DIGEST_AFTER_HOURS, MSG, ROUTES, type ChatMessagePayload } from '@sakinah/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { findLiveUserById, type MemberRow } from '../account/users.repo';
import { mediaUrl } from '../photos/media-urls';
import { findActiveSubscription } from '../plans/subscriptions.repo';
import { maskContactDetails } from './contact-masking';
import { isBlockedBetween } from '../safety/safety.repo';
import {
  answerExchange, connectedPeerIds, countUnread, digestCandidates, findExchange, hasConversation, insertMessage, isConnected,
  listConversations, listMessages, markDigestSent, markRead, pairKeyOf, upsertExchangeRequest, type MessageRow,
} from './messaging.repo';
import { isUuid } from '../../lib/ids';


/** Midnight in India, where the daily cap is counted. */
function dayStartIst(now: Date): Date {
  const ist = new Date(now.getTime() + 5.5 * 36e5);
  return new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate()) - 5.5 * 36e5);
}

async function otherOrFail(ctx: AppContext, me: MemberRow, userId: string) {
  if (userId === me.id) throw new AppError('BAD_REQUEST', MSG.notConnected);
  const other = isUuid(userId) ? await findLiveUserById(ctx.db, userId) : undefined;
  if (!other) throw new AppError('NOT_FOUND', MSG.userNotAvailable);
  return other;
}

/** How one message looks to one person: contact details masked for the receiver until both agree. */
export function presentMessage(row: MessageRow, viewerId: string, exchanged: boolean, showReceipts: boolean): ChatMessagePayload {
  const mine = row.senderId === viewerId;
  const { text, masked } = mine || exchanged ? { text: row.text, masked: false } : maskContactDetails(row.text);
  return {
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

async function planOf(ctx: AppContext, member: MemberRow) {
  return findActiveSubscription(ctx.db, member.id, ctx.now());
}

async function exchanged(ctx: AppContext, a: string, b: string): Promise<boolean> {
  return (await findExchange(ctx.db, pairKeyOf(a, b)))?.status === 'accepted';
}

export async function sendMessage(ctx: AppContext, me: MemberRow, userId: string, clientId: string, text: string) {
  const other = await otherOrFail(ctx, me, userId);
  const pairKey = pairKeyOf(me.id, other.id);
  if (me.deactivatedAt) throw new AppError('FORBIDDEN', MSG.accountDeactivated);
  const connected = (await isConnected(ctx.db, me.id, other.id)) && !(await isBlockedBetween(ctx.db, me.id, other.id));
  if (!connected) {
    throw new AppError('FORBIDDEN', (await hasConversation(ctx.db, pairKey)) ? MSG.conversationClosed : MSG.notConnected);
  }
  const plan = await planOf(ctx, me);
  const now = ctx.now();
  const cap = plan ? plan.messagingDailyCap : 5;
  const stored = await insertMessage(ctx.db, { senderId: me.id, receiverId: other.id, clientId, text, createdAt: now }, { limit: cap, since: dayStartIst(now) });
  if ('capReached' in stored) throw new AppError('PLAN_LIMIT', MSG.dailyCapReached);
  const { message, created } = stored;
  if (created) {
    const shared = await exchanged(ctx, me.id, other.id);
    ctx.events.emitToUser(other.id, 'messageReceived', { message: presentMessage(message, other.id, shared, false), otherUserId: me.id });
    // The sender's other tabs see their own message too.
    ctx.events.emitToUser(me.id, 'messageReceived', { message: presentMessage(message, me.id, shared, Boolean(plan?.readReceipts)), otherUserId: other.id });
  }
  return presentMessage(message, me.id, true, Boolean(plan?.readReceipts));
}

export async function history(ctx: AppContext, me: MemberRow, userId: string, before: string | undefined, limit: number) {
  const other = await otherOrFail(ctx, me, userId);
  const pairKey = pairKeyOf(me.id, other.id);
  // A block removes the conversation from both sides.
  if (await isBlockedBetween(ctx.db, me.id, other.id)) throw new AppError('FORBIDDEN', MSG.notConnected);
  const connected = await isConnected(ctx.db, me.id, other.id);
  if (!connected && !(await hasConversation(ctx.db, pairKey))) throw new AppError('FORBIDDEN', MSG.notConnected);
  const rows = await listMessages(ctx.db, pairKey, before, limit + 1);
  const plan = await planOf(ctx, me);
  const exchange = await findExchange(ctx.db, pairKey);
  const shared = exchange?.status === 'accepted';
  return {
    messages: rows.slice(0, limit).map((row) => presentMessage(row, me.id, shared, Boolean(plan?.readReceipts))),
    hasMore: rows.length > limit,
    conversation: {
      otherUserId: other.id,
      firstName: other.firstName,
      lastName: other.lastName,
      avatar: other.avatarKey ? mediaUrl(other.avatarKey, other.photoPrivacy === 'public' ? 'small' : 'blur') : null,
      open: connected,
      readReceipts: Boolean(plan?.readReceipts),
      contactExchange: exchange ? { status: exchange.status, requesterId: exchange.requesterId } : null,
      contact: shared ? { email: other.email, contactNo: other.contactNo } : null,
    },
  };
}

export async function markConversationRead(ctx: AppContext, me: MemberRow, userId: string) {
  const other = await otherOrFail(ctx, me, userId);
  const now = ctx.now();
  const count = await markRead(ctx.db, me.id, other.id, now);
  if (count > 0) {
    const otherPlan = await findActiveSubscription(ctx.db, other.id, now);
    ctx.events.emitToUser(other.id, 'messagesRead', { byUserId: me.id, readAt: otherPlan?.readReceipts ? now.toISOString() : null });
  }
  return count;
}

export async function conversations(ctx: AppContext, me: MemberRow) {
  const rows = await listConversations(ctx.db, me.id);
  const result = [];
  for (const row of rows) {
    const shared = row.last_text ? await exchanged(ctx, me.id, row.other_id) : false;
    const lastText = row.last_text === null ? null : row.last_sender_id === me.id || shared ? row.last_text : maskContactDetails(row.last_text).text;
    result.push({
      otherUserId: row.other_id,
      firstName: row.first_name,
      lastName: row.last_name,
      avatar: row.avatar_key ? mediaUrl(row.avatar_key, row.photo_privacy === 'public' ? 'small' : 'blur') : null,
      open: row.connected,
      lastMessage: row.last_id ? { id: row.last_id, text: lastText, fromMe: row.last_sender_id === me.id, createdAt: new Date(row.last_at!).toISOString() } : null,
      unread: row.unread,
    });
  }
  return { conversations: result, totalUnread: await countUnread(ctx.db, me.id) };
}

export async function askContactExchange(ctx: AppContext, me: MemberRow, userId: string) {
  const other = await otherOrFail(ctx, me, userId);
  if (!(await isConnected(ctx.db, me.id, other.id))) throw new AppError('FORBIDDEN', MSG.notConnected);
  const pairKey = pairKeyOf(me.id, other.id);
  const existing = await findExchange(ctx.db, pairKey);
  if (existing?.status === 'accepted') throw new AppError('CONFLICT', MSG.exchangeDone);
  if (existing?.status === 'pending') throw new AppError('CONFLICT', existing.requesterId === me.id ? MSG.exchangePending : MSG.exchangeTheyAsked);
  const row = await upsertExchangeRequest(ctx.db, pairKey, me.id, ctx.now());
  for (const [to, otherUserId] of [[other.id, me.id], [me.id, other.id]] as const) {
    ctx.events.emitToUser(to, 'contactExchangeChanged', { otherUserId, status: 'pending', requesterId: me.id });
  }
  return row;
}

export async function answerContactExchange(ctx: AppContext, me: MemberRow, userId: string, action: 'accepted' | 'declined') {
  const other = await otherOrFail(ctx, me, userId);
  if (!(await isConnected(ctx.db, me.id, other.id))) throw new AppError('FORBIDDEN', MSG.notConnected);
  const pairKey = pairKeyOf(me.id, other.id);
  const existing = await findExchange(ctx.db, pairKey);
  if (!existing || existing.status !== 'pending' || existing.requesterId === me.id) throw new AppError('NOT_FOUND', MSG.exchangeNone);
  const row = await answerExchange(ctx.db, pairKey, action, ctx.now());
  if (!row) throw new AppError('NOT_FOUND', MSG.exchangeNone);
  for (const [to, otherUserId] of [[other.id, me.id], [me.id, other.id]] as const) {
    ctx.events.emitToUser(to, 'contactExchangeChanged', { otherUserId, status: action, requesterId: existing.requesterId });
  }
  return row;
}

/** Typing hints go only to a member the sender is connected with. */
/** Who may see this member typing: her connections (the socket hub caches this per socket). */
export async function typingPeers(ctx: AppContext, userId: string): Promise<Set<string>> {
  return new Set(await connectedPeerIds(ctx.db, userId));
}

/** Mails a digest of unread messages, at most one a day per member. */
export async function sendMessageDigests(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  const candidates = await digestCandidates(ctx.db, new Date(now.getTime() - MESSAGE_DIGEST_AFTER_HOURS * 36e5), new Date(now.getTime() - 24 * 36e5));
  let sent = 0;
  for (const member of candidates) {
    try {
      await ctx.mail.send({
        to: member.email,
        subject: MSG.messagesDigestSubject,
        text: [
          `Assalamu alaikum ${member.first_name},`,
          '',
          `You have ${member.unread} unread message${member.unread === 1 ? '' : 's'} waiting on ${BRAND_NAME}.`,
          `${ctx.config.PUBLIC_URL.replace(/\/+$/, '')}${ROUTES.messages}`,
          '',
          `The ${BRAND_NAME} team`,
        ].join('\n'),
      });
      await markDigestSent(ctx.db, member.id, now);
      sent += 1;
    } catch {
      // Try again on the next run.
    }
  }
  return sent;
}
