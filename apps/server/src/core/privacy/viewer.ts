import type { AppContext } from '../../context';
import { findLiveUserById } from '../member/users.repo';
import { planInForceOf, type PlanInForce } from '../plans/plan-in-force';
import { NO_RELATION, type GuardianViewer, type MemberViewer, type Owner, type Relation, type Viewer } from './policy';
import { loadRelation } from './relations.repo';
import { mustPartyOf } from './partner-musts';
import { isAdmin, type MemberRow } from '../../db/member-row';
import { guardedMembers } from '../member/guardianship.repo';

/**
 * The policy's view of a member as a viewer, with what her current plan allows. A caller that
 * has already read her plan in force passes it (`null`: none), saving the query; the signed-in
 * member carries hers from the session's statement.
 */
export async function memberViewerOf(ctx: AppContext, member: MemberRow, plan?: Pick<PlanInForce, 'canSeeContactInfo'> | null): Promise<MemberViewer> {
  const subscription = plan !== undefined ? plan : await planInForceOf(ctx, member);
  return {
    kind: 'member',
    id: member.id,
    status: member.status,
    deactivated: member.deactivatedAt !== null,
    gender: member.gender,
    casteInterestedIn: member.casteInterestedIn,
    canSeeContactInfo: Boolean(subscription?.canSeeContactInfo),
    musts: mustPartyOf(member),
  };
}

/** The policy's view of any member as the person looked at. */
export function ownerOf(member: MemberRow): Owner {
  return {
    id: member.id,
    role: member.role,
    status: member.status,
    deletedAt: member.deletedAt,
    gender: member.gender,
    caste: member.caste,
    searchable: member.searchable,
    accountPrivacy: member.accountPrivacy,
    profileVisibility: member.profileVisibility,
    photoPrivacy: member.photoPrivacy,
    activityStatus: member.activityStatus,
    invisibleMode: member.invisibleMode,
    deactivatedAt: member.deactivatedAt,
    musts: mustPartyOf(member),
  };
}

/**
 * Who is looking at `ownerId`, and how they are linked, ready for the policy: a member with her
 * relation; a guardian as the members she guards, each with hers; an admin; or nobody.
 */
export async function perspectiveOn(
  ctx: AppContext,
  member: MemberRow | null,
  ownerId: string,
  plan?: PlanInForce | null,
): Promise<{ viewer: Viewer | null; relation: Relation }> {
  if (!member) return { viewer: null, relation: NO_RELATION };
  if (isAdmin(member)) return { viewer: { kind: 'admin', id: member.id }, relation: NO_RELATION };
  if (member.role === 'guardian') return { viewer: await guardianViewerOf(ctx, member, ownerId), relation: NO_RELATION };
  return { viewer: await memberViewerOf(ctx, member, plan), relation: await loadRelation(ctx.db, member.id, ownerId) };
}

/** A guardian with the members she guards now (none once her access is removed). */
async function guardianViewerOf(ctx: AppContext, guardian: MemberRow, ownerId: string): Promise<GuardianViewer> {
  const wards: GuardianViewer['wards'][number][] = [];
  for (const { member } of await guardedMembers(ctx.db, guardian.id)) {
    const ward = await findLiveUserById(ctx.db, member.id);
    if (ward) wards.push({ viewer: await memberViewerOf(ctx, ward), relation: await loadRelation(ctx.db, ward.id, ownerId) });
  }
  return { kind: 'guardian', id: guardian.id, wards };
}
