import { MSG, ROUTES } from '@sakinah/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { findLiveUserById, updateUserFields } from '../../core/member/users.repo';
import { mediaUrl } from '../../core/media/media-urls';
import { canViewPhotos, canViewProfile, cardPhotoVariant } from '../../core/privacy/policy';
import { deleteAccess, findAccess, findAccessById, listIncoming, setAccessStatus, upsertPending } from '../../core/privacy/photo-access.repo';
import { ownerOf, perspectiveOn } from '../../core/privacy/viewer';
import { isUuid } from '../../lib/ids';
import { refuseIfRecentlyRefused } from '../../core/privacy/refusal-cooldown';
import type { MemberRow } from '../../db/member-row';
import { recordNotification } from '../../core/notifications/notification-outbox.repo';

/** Where a member answers photo requests: Settings → Privacy (the requests open from the photo card). */
// Photo requests wait on the Requests page, beside profile and contact-sharing requests (issue 39).
const PHOTO_REQUESTS_PAGE = ROUTES.requests;

async function targetOrFail(ctx: AppContext, me: MemberRow, targetUserId: string) {
  const target = isUuid(targetUserId) ? await findLiveUserById(ctx.db, targetUserId) : undefined;
  if (!target) throw new AppError('NOT_FOUND', MSG.userNotAvailable);
  const { viewer, relation } = await perspectiveOn(ctx, me, target.id);
  if (!canViewProfile(viewer, ownerOf(target), relation).allowed) throw new AppError('NOT_FOUND', MSG.userNotAvailable);
  return target;
}

export async function requestPhotoAccess(ctx: AppContext, me: MemberRow, targetUserId: string, message: string | undefined) {
  if (targetUserId === me.id) throw new AppError('BAD_REQUEST', MSG.photoAccessSelf);
  const target = await targetOrFail(ctx, me, targetUserId);
  if (target.photoPrivacy === 'public') throw new AppError('BAD_REQUEST', MSG.photoAccessPublic);
  const existing = await findAccess(ctx.db, target.id, me.id);
  if (existing?.status === 'pending') throw new AppError('CONFLICT', MSG.photoAccessDuplicate);
  if (existing?.status === 'accepted') throw new AppError('CONFLICT', MSG.photoAccessAlready);
  if (existing?.status === 'rejected') refuseIfRecentlyRefused(ctx, existing.respondedAt, MSG.photoAccessRefusedRecently);
  const row = await ctx.db.transaction(async (tx) => {
    const pending = await upsertPending(tx, target.id, me.id, message ?? null, ctx.now());
    if (pending) await recordNotification(tx, { userId: target.id, kind: 'photoRequest', actorId: me.id, subjectId: pending.id, url: PHOTO_REQUESTS_PAGE });
    return pending;
  });
  if (!row) {
    const now = await findAccess(ctx.db, target.id, me.id);
    throw new AppError('CONFLICT', now?.status === 'accepted' ? MSG.photoAccessAlready : MSG.photoAccessDuplicate);
  }
  ctx.events.emitToUser(target.id, 'photoAccessRequested', { requestId: row.id, ownerId: target.id, requesterId: me.id, status: 'pending' });
  return row;
}

export async function cancelPhotoAccess(ctx: AppContext, me: MemberRow, targetUserId: string) {
  const existing = isUuid(targetUserId) ? await findAccess(ctx.db, targetUserId, me.id) : undefined;
  if (!existing || existing.status !== 'pending' || !(await deleteAccess(ctx.db, existing.id, 'pending'))) {
    throw new AppError('NOT_FOUND', MSG.photoAccessNoPending);
  }
  ctx.events.emitToUser(targetUserId, 'photoAccessChanged', { requestId: existing.id, ownerId: targetUserId, requesterId: me.id, status: 'cancelled' });
}

export async function checkPhotoAccess(ctx: AppContext, me: MemberRow, userId: string) {
  const target = isUuid(userId) ? await findLiveUserById(ctx.db, userId) : undefined;
  if (!target) throw new AppError('NOT_FOUND', MSG.userNotAvailable);
  const { viewer, relation } = await perspectiveOn(ctx, me, target.id);
  // What she may not open does not exist for her (as on the profile view: a member not yet approved opens
  // nobody): no access state to report either. A private or hidden profile still has one.
  const decision = canViewProfile(viewer, ownerOf(target), relation);
  if (!decision.allowed && decision.reason !== 'private' && decision.reason !== 'hidden') throw new AppError('NOT_FOUND', MSG.userNotAvailable);
  const hasAccess = canViewPhotos(viewer, ownerOf(target), relation);
  const status: 'no_request' | 'pending' | 'accepted' =
    me.id === target.id ? 'accepted' : relation.photoAccess === 'pending' || relation.photoAccess === 'accepted' ? relation.photoAccess : 'no_request';
  return { hasAccess, status, photoPrivacy: target.photoPrivacy };
}

export async function incomingPhotoRequests(ctx: AppContext, me: MemberRow, status: 'pending' | 'accepted') {
  return (await listIncoming(ctx.db, me.id, status)).map(({ request, requester }) => ({
    _id: request.id,
    id: request.id,
    status: request.status,
    message: request.message,
    createdAt: request.createdAt.toISOString(),
    requester: {
      _id: requester.id,
      id: requester.id,
      firstName: requester.firstName,
      lastName: requester.lastName,
      avatar: requester.avatarKey ? mediaUrl(requester.avatarKey, cardPhotoVariant(requester)) : null,
    },
  }));
}

async function ownRequestOrFail(ctx: AppContext, me: MemberRow, id: string) {
  const row = isUuid(id) ? await findAccessById(ctx.db, id) : undefined;
  if (!row) throw new AppError('NOT_FOUND', MSG.requestNotFound);
  if (row.ownerId !== me.id) throw new AppError('FORBIDDEN', MSG.requestNotYours);
  return row;
}

export async function respondPhotoRequest(ctx: AppContext, me: MemberRow, id: string, status: 'accepted' | 'rejected') {
  const row = await ownRequestOrFail(ctx, me, id);
  const updated = await ctx.db.transaction(async (tx) => {
    const answered = await setAccessStatus(tx, row.id, 'pending', status, ctx.now());
    if (answered) {
      await recordNotification(tx, {
        userId: row.requesterId,
        kind: 'photoRequestAnswered',
        actorId: me.id,
        subjectId: row.id,
        accepted: status === 'accepted',
        url: ROUTES.viewProfile.replace(':id', me.id),
      });
    }
    return answered;
  });
  if (!updated) throw new AppError('CONFLICT', MSG.requestNotPending);
  ctx.events.emitToUser(row.requesterId, 'photoAccessChanged', { requestId: row.id, ownerId: me.id, requesterId: row.requesterId, status });
  return updated;
}

/** Takes effect on the very next request for a photo: /media asks the policy every time. */
export async function removePhotoAccess(ctx: AppContext, me: MemberRow, id: string) {
  const row = await ownRequestOrFail(ctx, me, id);
  if (row.status !== 'accepted' || !(await deleteAccess(ctx.db, row.id, 'accepted'))) throw new AppError('BAD_REQUEST', MSG.removeAccessInvalidId);
  ctx.events.emitToUser(row.requesterId, 'photoAccessChanged', { requestId: row.id, ownerId: me.id, requesterId: row.requesterId, status: 'removed' });
}

export async function setPhotoPrivacy(ctx: AppContext, me: MemberRow, photoPrivacy: 'public' | 'private') {
  await updateUserFields(ctx.db, me.id, { photoPrivacy });
}

export async function setPrivacySettings(
  ctx: AppContext,
  me: MemberRow,
  settings: { accountPrivacy?: 'public' | 'private' | undefined; profileVisibility?: 'public' | 'followers' | 'private' | undefined; activityStatus?: boolean | undefined; searchable?: boolean | undefined },
) {
  const patch = Object.fromEntries(Object.entries(settings).filter(([, v]) => v !== undefined));
  await updateUserFields(ctx.db, me.id, patch);
}
