import type { AppContext } from '../../context';
import { listImages } from '../photos/photos.repo';
import { findActiveSubscription } from '../plans/subscriptions.repo';
import { presentSelf } from './member.presenter';
import { findLiveUserById, type MemberRow } from './users.repo';

/** The signed-in member's own record with their photo list, fresh from the database. */
export async function loadSelf(ctx: AppContext, memberOrId: MemberRow | string) {
  const member = typeof memberOrId === 'string' ? (await findLiveUserById(ctx.db, memberOrId))! : memberOrId;
  const keys = (await listImages(ctx.db, member.id)).map((row) => row.storageKey);
  const subscription = await findActiveSubscription(ctx.db, member.id, ctx.now());
  return {
    ...presentSelf(member, ctx.now(), keys),
    subscription: subscription
      ? {
          planName: subscription.planName,
          duration: subscription.duration,
          kind: subscription.kind,
          startsAt: subscription.startsAt.toISOString(),
          endsAt: subscription.endsAt.toISOString(),
          isActive: true,
          canSeeContactInfo: subscription.canSeeContactInfo,
          maxPhotosViews: subscription.maxPhotosViews,
          maxProfileViews: subscription.maxProfileViews,
        }
      : null,
  };
}
export type SelfWithSubscription = Awaited<ReturnType<typeof loadSelf>>;
