import { ageOn, MSG, ROUTES } from '@sakinah/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { findLiveUserById } from '../../core/member/users.repo';
import { mediaUrl } from '../../core/media/media-urls';
import { canSendRequest, canViewContact, cardPhotoVariant, NO_RELATION, type Relation, type Viewer } from '../../core/privacy/policy';
import { loadRelation } from '../../core/privacy/relations.repo';
import { memberViewerOf, ownerOf } from '../../core/privacy/viewer';
import { findOpenBetween, findRequest, insertRequest, lastDeclinedAt, readRequestLists, transition, type RequestLists, type RequestRow, type RequestWithOther } from './requests.repo';
import { isUuid } from '../../lib/ids';
import type { MemberRow } from '../../db/member-row';
import { assertCanDiscover } from '../../core/privacy/discovery-access';
import { recordNotification } from '../../core/notifications/notification-outbox.repo';
import { refuseIfRecentlyRefused } from '../../core/privacy/refusal-cooldown';
// Chat's own rules, not a copy (a declared feature edge): an introduction is masked and scam-checked as a message is.
import { maskContactDetails } from '../messaging/contact-masking';
import { scamCategoriesOf, scanMessage } from '../messaging/scam-rules';
import { presentAccountHolder } from '../../core/member/account-holder.presenter';


function presentRequest(row: RequestRow) {
  return { _id: row.id, id: row.id, sender: row.senderId, receiver: row.receiverId, status: row.status, createdAt: row.createdAt.toISOString() };
}

export async function sendRequest(ctx: AppContext, sender: MemberRow, receiverId: string, message?: string) {
  await assertCanDiscover(ctx, sender);
  if (receiverId === sender.id) throw new AppError('BAD_REQUEST', MSG.requestToSelf);
  const receiver = isUuid(receiverId) ? await findLiveUserById(ctx.db, receiverId) : undefined;
  if (!receiver) throw new AppError('NOT_FOUND', MSG.userNotAvailable);
  const relation = await loadRelation(ctx.db, sender.id, receiver.id);
  if (!canSendRequest(await memberViewerOf(ctx, sender), ownerOf(receiver), relation)) throw new AppError('NOT_FOUND', MSG.userNotAvailable);
  const refuseIfOpen = async () => {
    const open = await findOpenBetween(ctx.db, sender.id, receiver.id);
    if (open.some((r) => r.status === 'accepted')) throw new AppError('CONFLICT', MSG.requestAlreadyConnected);
    if (open.some((r) => r.senderId === sender.id)) throw new AppError('CONFLICT', MSG.requestDuplicate);
    if (open.some((r) => r.senderId === receiver.id)) throw new AppError('CONFLICT', MSG.requestTheyAsked);
  };
  await refuseIfOpen();
  refuseIfRecentlyRefused(ctx, await lastDeclinedAt(ctx.db, sender.id, receiver.id), MSG.requestDeclinedRecently);
  // The introduction is kept as written and checked by chat's scam rules; masking happens when it is read.
  const introduction = message ? { message, messageScamSignals: nullIfEmpty(scanMessage(message)) } : { message: null, messageScamSignals: null };
  let row: RequestRow;
  try {
    // The request and her notification commit together (core/notifications).
    row = await ctx.db.transaction(async (tx) => {
      const inserted = await insertRequest(tx, sender.id, receiver.id, ctx.now(), introduction);
      await recordNotification(tx, { userId: receiver.id, kind: 'requestReceived', actorId: sender.id, subjectId: inserted.id, url: ROUTES.requests });
      return inserted;
    });
  } catch (error) {
    // The unique index on open pairs (either direction) settles a double click or two members
    // asking each other at the same moment: the loser is told what happened.
    if ((error as { code?: string; cause?: { code?: string } }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505') {
      await refuseIfOpen();
      throw new AppError('CONFLICT', MSG.requestDuplicate);
    }
    throw error;
  }
  ctx.events.emitToUser(receiver.id, 'requestReceived', { requestId: row.id, fromUserId: sender.id, status: 'pending' });
  await ctx.domainEvents.publish('requestSent', { requestId: row.id, sender: { id: sender.id, createdAt: sender.createdAt }, receiverId: receiver.id });
  return presentRequest(row);
}

async function requestOrFail(ctx: AppContext, id: string) {
  const row = isUuid(id) ? await findRequest(ctx.db, id) : undefined;
  if (!row) throw new AppError('NOT_FOUND', MSG.requestNotFound);
  return row;
}

export async function respondRequest(ctx: AppContext, member: MemberRow, id: string, action: 'accepted' | 'declined') {
  const row = await requestOrFail(ctx, id);
  if (row.receiverId !== member.id) throw new AppError('FORBIDDEN', MSG.requestNotYours);
  const updated = await ctx.db.transaction(async (tx) => {
    const moved = await transition(tx, row.id, 'pending', action, ctx.now());
    // A decline is not announced: only an acceptance notifies the sender.
    if (moved && action === 'accepted') {
      await recordNotification(tx, { userId: row.senderId, kind: 'requestAccepted', actorId: member.id, subjectId: row.id, url: ROUTES.connections });
    }
    return moved;
  });
  if (!updated) throw new AppError('CONFLICT', MSG.requestNotPending);
  const payload = { requestId: row.id, fromUserId: member.id, status: action };
  ctx.events.emitToUser(row.senderId, 'requestStatusChanged', payload);
  ctx.events.emitToUser(member.id, 'requestStatusChanged', payload);
  return presentRequest(updated);
}

export async function cancelRequest(ctx: AppContext, member: MemberRow, id: string) {
  const row = await requestOrFail(ctx, id);
  if (row.senderId !== member.id) throw new AppError('FORBIDDEN', MSG.requestNotYours);
  const updated = await transition(ctx.db, row.id, 'pending', 'cancelled', ctx.now());
  if (!updated) throw new AppError('CONFLICT', MSG.requestNotPending);
  const payload = { requestId: row.id, fromUserId: member.id, status: 'cancelled' as const };
  ctx.events.emitToUser(row.receiverId, 'requestCanceled', payload);
  ctx.events.emitToUser(member.id, 'requestCanceled', payload);
}

/** Either side of an accepted request ends the connection. */
export async function removeConnection(ctx: AppContext, member: MemberRow, id: string) {
  const row = await requestOrFail(ctx, id);
  if (row.senderId !== member.id && row.receiverId !== member.id) throw new AppError('FORBIDDEN', MSG.requestNotYours);
  const updated = await transition(ctx.db, row.id, 'accepted', 'removed', ctx.now());
  if (!updated) throw new AppError('CONFLICT', MSG.requestNotFound);
  const payload = { requestId: row.id, fromUserId: member.id, status: 'removed' as const };
  ctx.events.emitToUser(row.senderId, 'requestStatusChanged', payload);
  ctx.events.emitToUser(row.receiverId, 'requestStatusChanged', payload);
}

const nullIfEmpty = (hits: string[]) => (hits.length > 0 ? hits : null);

/**
 * The introduction as this reader sees it: the sender reads hers as written; the receiver reads it masked (chat's
 * masking) unless the policy lets her see the sender's contact details, with chat's scam warning when it hit a rule.
 */
function introductionFor(request: RequestRow, meId: string, contactShared: boolean) {
  if (request.message === null) return { message: null };
  if (request.senderId === meId) return { message: request.message };
  const categories = scamCategoriesOf(request.messageScamSignals);
  return {
    message: contactShared ? request.message : maskContactDetails(request.message).text,
    ...(categories.length > 0 ? { messageWarning: { categories } } : {}),
  };
}

function presentItem(item: RequestWithOther, viewer: Viewer, meId: string, now: Date) {
  const other = item.other;
  const avatar = other.avatarKey ? mediaUrl(other.avatarKey, cardPhotoVariant(other)) : null;
  const relation: Relation = {
    ...NO_RELATION,
    connected: item.request.status === 'accepted',
    outgoingRequest: item.request.senderId === meId ? (item.request.status as 'pending' | 'accepted') : null,
    incomingRequest: item.request.senderId === meId ? null : (item.request.status as 'pending' | 'accepted'),
    contactExchange: item.contactExchange,
  };
  const contactShared = canViewContact(viewer, other, relation);
  return {
    _id: item.request.id,
    requestId: item.request.id,
    requestshipId: item.request.id,
    status: item.request.status,
    createdAt: item.request.createdAt.toISOString(),
    userId: other.id,
    firstName: other.firstName,
    lastName: other.lastName,
    avatar,
    email: contactShared ? other.email : null,
    contactNo: contactShared ? other.contactNo : null,
    contactShared,
    sender: item.request.senderId,
    receiver: item.request.receiverId,
    ...introductionFor(item.request, meId, contactShared),
    age: other.dob ? ageOn(other.dob, now) : null,
    city: other.city,
    state: other.state,
    profileFor: other.profileFor,
    accountHolder: presentAccountHolder(other),
  };
}

export function assertOwnList(member: MemberRow, userId: string) {
  if (member.id !== userId) throw new AppError('FORBIDDEN', MSG.notYourRequests);
}

/** Accepted requests in both directions, newest first (the sort is stable: received before sent at the same moment). */
const acceptedOf = (lists: RequestLists) => [...lists.acceptedIn, ...lists.acceptedOut].sort((a, b) => b.request.createdAt.getTime() - a.request.createdAt.getTime());

/**
 * The spec's request-data groups: accepted connections, incoming pending, outgoing pending. Seen
 * by the member herself, or by one of her guardians (`guardianId`): the policy decides what each
 * may see of the other people. The lists are one statement; her plan came with the session when
 * she is the one signed in (memberViewerOf), and is read beside the lists for a guardian's ward.
 */
export async function requestData(ctx: AppContext, member: MemberRow, audience: { guardianId?: string } = {}) {
  const [memberViewer, lists] = await Promise.all([memberViewerOf(ctx, member), readRequestLists(ctx.db, member.id, { pending: true })]);
  const present = (item: RequestWithOther) => {
    const viewer: Viewer = audience.guardianId
      ? { kind: 'guardian', id: audience.guardianId, wards: [{ viewer: memberViewer, relation: NO_RELATION }] }
      : memberViewer;
    return presentItem(item, viewer, member.id, ctx.now());
  };
  const accepted = acceptedOf(lists);
  return {
    requests: { list: accepted.map(present), count: accepted.length },
    incomingRequests: { list: lists.incoming.map(present), count: lists.incoming.length },
    outgoingRequests: { list: lists.outgoing.map(present), count: lists.outgoing.length },
  };
}

/** requestData's accepted list, without reading the pending ones. */
export async function approvedConnections(ctx: AppContext, member: MemberRow) {
  const [viewer, lists] = await Promise.all([memberViewerOf(ctx, member), readRequestLists(ctx.db, member.id, { pending: false })]);
  return acceptedOf(lists).map((item) => presentItem(item, viewer, member.id, ctx.now()));
}
