import type { AppContext } from '../../context';
import type { MemberRow } from '../account/users.repo';
import { findActiveSubscription } from '../plans/subscriptions.repo';
import type { Owner, Viewer } from './policy';

/** The policy's view of a signed-in member, with what their current plan allows. */
export async function viewerOf(ctx: AppContext, member: MemberRow | null): Promise<Viewer | null> {
  if (!member) return null;
  const subscription = member.role === 'admin' ? undefined : await findActiveSubscription(ctx.db, member.id, ctx.now());
  return { id: member.id, role: member.role === 'admin' ? 'admin' : 'member', status: member.status, canSeeContactInfo: Boolean(subscription?.canSeeContactInfo) };
}

export function ownerOf(member: MemberRow): Owner {
  return {
    id: member.id,
    status: member.status,
    deletedAt: member.deletedAt,
    accountPrivacy: member.accountPrivacy,
    profileVisibility: member.profileVisibility,
    photoPrivacy: member.photoPrivacy,
    activityStatus: member.activityStatus,
    invisibleMode: member.invisibleMode,
    deactivatedAt: member.deactivatedAt,
  };
}
