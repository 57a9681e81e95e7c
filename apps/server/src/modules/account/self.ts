import { MSG, type SelfUser } from '@sakinah/contract';
import { unauthenticated } from '../../errors';
import type { AppContext } from '../../context';
import { listImages } from '../photos/photos.repo';
import { listPhotoRequestsReceived } from '../privacy/photo-access.repo';
import { findActiveSubscription, findLastEndedSubscription, listPlansAhead } from '../plans/subscriptions.repo';
import { presentSelf } from './member.presenter';
import { findLiveUserById, type MemberRow } from './users.repo';

/** The signed-in member's own record with their photo list, fresh from the database. */
export async function loadSelf(ctx: AppContext, memberOrId: MemberRow | string): Promise<SelfUser> {
  const member = typeof memberOrId === 'string' ? await findLiveUserById(ctx.db, memberOrId) : memberOrId;
  // Deleted by a request that ran beside this one: signed out, not a 500.
  if (!member) throw unauthenticated(MSG.notSignedIn);
  const keys = (await listImages(ctx.db, member.id)).map((row) => row.storageKey);
  const now = ctx.now();
  const subscription = await findActiveSubscription(ctx.db, member.id, now);
  const queued = (await listPlansAhead(ctx.db, member.id, now)).filter((plan) => plan.startsAt > now);
  // Only when nothing is in force: the plan that ended last, for "Subscription Expired" and "Renew Now".
  const ended = subscription ? undefined : await findLastEndedSubscription(ctx.db, member.id, now);
  const photoRequests = await listPhotoRequestsReceived(ctx.db, member.id);
  return {
    ...presentSelf(member, now, keys),
    /** Requests to see my photos (spec section 3): who asked and my answer so far. */
    photoRequests,
    renewalReminders: member.renewalReminders,
    dailySuggestionMail: member.dailySuggestionMail,
    guardianApprovesContacts: member.guardianApprovesContacts,
    subscription: subscription
      ? {
          packageId: subscription.packageId,
          planName: subscription.planName,
          duration: subscription.duration,
          kind: subscription.kind,
          startsAt: subscription.startsAt.toISOString(),
          endsAt: subscription.endsAt.toISOString(),
          isActive: true as const,
          canSeeContactInfo: subscription.canSeeContactInfo,
          maxPhotosViews: subscription.maxPhotosViews,
          maxProfileViews: subscription.maxProfileViews,
        }
      : null,
    /** Plans bought to start when the current one ends, in order. */
    upcomingSubscriptions: queued.map((plan) => ({
      packageId: plan.packageId,
      planName: plan.planName,
      duration: plan.duration,
      startsAt: plan.startsAt.toISOString(),
      endsAt: plan.endsAt.toISOString(),
    })),
    expiredSubscription: ended
      ? {
          packageId: ended.packageId,
          planName: ended.planName,
          duration: ended.duration,
          kind: ended.kind,
          startsAt: ended.startsAt.toISOString(),
          endsAt: ended.endsAt.toISOString(),
          isActive: false as const,
        }
      : null,
  };
}
export type SelfWithSubscription = Awaited<ReturnType<typeof loadSelf>>;
