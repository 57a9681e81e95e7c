import { MSG, type SelfUser } from '@sakinah/contract';
import { unauthenticated } from '../../errors';
import type { AppContext } from '../../context';
import { findActiveSubscription } from '../plans/subscriptions.repo';
import { presentSelf } from './member.presenter';
import { readSelfExtras, type SelfExtras } from './self.repo';
import { findLiveUserById } from './users.repo';
import type { MemberRow } from '../../db/member-row';

type PlanRow = NonNullable<MemberRow['planAtSessionRead']>;

/** The signed-in member's own record with their photo list, fresh from the database (two statements). */
export async function loadSelf(ctx: AppContext, memberOrId: MemberRow | string): Promise<SelfUser> {
  const member = typeof memberOrId === 'string' ? await findLiveUserById(ctx.db, memberOrId) : memberOrId;
  // Deleted by a request that ran beside this one: signed out, not a 500.
  if (!member) throw unauthenticated(MSG.notSignedIn);
  const now = ctx.now();
  const [subscription, extras] = await Promise.all([findActiveSubscription(ctx.db, member.id, now), readSelfExtras(ctx.db, member.id, now)]);
  return selfRecordOf(member, now, subscription ?? null, extras);
}

/**
 * The member's own record from what was read: her row, her plan in force at `now` (null: none) and the rest
 * (readSessionSelf reads all three with her session, GET /api/get-user; loadSelf after a change).
 */
export function selfRecordOf(member: MemberRow, now: Date, subscription: PlanRow | null, extras: SelfExtras): SelfUser {
  // Queued behind the plan in force, or waiting for her approval (its dates are counted from it).
  const queued = extras.plansAhead.filter((plan) => plan.startsAt > now || plan.awaitingApproval);
  // Only when nothing is in force: the plan that ended last, for "Subscription Expired" and "Renew Now".
  const ended = subscription ? null : extras.lastEnded;
  const photoRequests = extras.photoRequests;
  return {
    ...presentSelf(member, now, extras.photoKeys),
    /** Requests to see my photos (spec section 3): who asked and my answer so far. */
    photoRequests,
    language: member.language,
    renewalReminders: member.renewalReminders,
    dailySuggestionMail: member.dailySuggestionMail,
    guardianApprovesContacts: member.guardianApprovesContacts,
    guardianOnCalls: member.guardianOnCalls,
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
      startsOnApproval: plan.awaitingApproval,
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
export type SelfWithSubscription = ReturnType<typeof selfRecordOf>;
