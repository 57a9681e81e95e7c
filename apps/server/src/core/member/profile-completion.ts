import { MSG, isProfileDataComplete } from '@sakinah/contract';
import type { AppContext } from '../../context';
import type { MemberRow } from '../../db/member-row';
import { unauthenticated } from '../../errors';
import { presentSelf } from './member.presenter';
import { findLiveUserById, updateUserFields } from './users.repo';

/** Whether the member's stored data makes a complete profile: decided here, never by the client. */
export function completeFromData(member: MemberRow): boolean {
  return isProfileDataComplete({ ...presentSelf(member), weight: member.weight ?? '', siblings: member.siblings ?? '' });
}

/** Recomputes and stores isProfileComplete from what is in the database. */
export async function refreshCompletion(ctx: AppContext, userId: string): Promise<MemberRow> {
  const member = await findLiveUserById(ctx.db, userId);
  // Deleted by a request that ran beside this one: signed out, not a 500.
  if (!member) throw unauthenticated(MSG.notSignedIn);
  const complete = completeFromData(member);
  if (complete !== member.isProfileComplete) {
    await updateUserFields(ctx.db, userId, { isProfileComplete: complete });
    return { ...member, isProfileComplete: complete };
  }
  return member;
}
