import type { ContactExchangeStatus } from '@sakinah/contract';
import { mutualMusts, type MustParty } from './partner-musts';

/**
 * The one place that answers "who may see or do what" (DESIGN.md: Outline's policies): discover,
 * view a profile, see photos, see contact details, see activity, message. Routes, presenters,
 * listings (as SQL built from DISCOVERY_RULES), sockets and the media handler all ask here; no
 * other file restates a rule. Pure: the caller loads the people and their relation.
 */

/** A signed-in member, with what her current plan allows. */
export interface MemberViewer {
  kind: 'member';
  id: string;
  status: string;
  deactivated: boolean;
  gender: string | null;
  casteInterestedIn: readonly string[];
  /** Whether her current plan includes contact details. */
  canSeeContactInfo: boolean;
  /** Her faith fields and wishes with their musts (partner-musts.ts); without them no must is checked. */
  musts?: MustParty;
}

export interface AdminViewer {
  kind: 'admin';
  id: string;
}

/**
 * A guardian (wali) sees exactly what the members she guards may see of others, no more: each ward
 * is given with her own relation to the owner being looked at. Never contact details. No wards (her
 * access was removed): nothing.
 */
export interface GuardianViewer {
  kind: 'guardian';
  id: string;
  wards: ReadonlyArray<{ viewer: MemberViewer; relation: Relation }>;
}

export type Viewer = MemberViewer | AdminViewer | GuardianViewer;

/** The person being looked at. */
export interface Owner {
  id: string;
  role: 'member' | 'admin' | 'guardian';
  status: string;
  deletedAt: Date | null;
  gender: string | null;
  caste: string | null;
  searchable: boolean;
  accountPrivacy: 'public' | 'private';
  profileVisibility: 'public' | 'followers' | 'private';
  photoPrivacy: 'public' | 'private';
  activityStatus: boolean;
  /** Browses without being listed; others do not see when she was last active. */
  invisibleMode: boolean;
  deactivatedAt: Date | null;
  /** Her faith fields and wishes with their musts (partner-musts.ts); without them no must is checked. */
  musts?: MustParty;
}

/** Everything that links a viewer to an owner (loaded by relations.repo.ts). */
export interface Relation {
  /** An accepted profile request in either direction. */
  connected: boolean;
  /** The viewer's own open profile request to the owner, if any. */
  outgoingRequest: 'pending' | 'accepted' | null;
  /** The owner's open profile request to the viewer, if any. */
  incomingRequest: 'pending' | 'accepted' | null;
  /** The viewer's photo access request to the owner. */
  photoAccess: 'pending' | 'accepted' | 'rejected' | null;
  /** Either of the two blocked the other. */
  blocked: boolean;
  /** Where the two stand on sharing phone and email (null: never asked). */
  contactExchange: ContactExchangeStatus | null;
}

export const NO_RELATION: Relation = {
  connected: false,
  outgoingRequest: null,
  incomingRequest: null,
  photoAccess: null,
  blocked: false,
  contactExchange: null,
};

/**
 * Who may discover whom: the listing's conditions, by name. Featured profiles are these as SQL
 * (discovery.repo.ts maps every name to a clause; TypeScript makes it map every one), and a
 * profile is viewable and requestable by a stranger exactly when all of them hold.
 */
export const DISCOVERY_RULES = {
  /** Guardians and administrators are not matches. */
  ownerIsMember: (_viewer: MemberViewer, owner: Owner) => owner.role === 'member',
  ownerApproved: (_viewer: MemberViewer, owner: Owner) => owner.status === 'Active',
  ownerNotDeleted: (_viewer: MemberViewer, owner: Owner) => owner.deletedAt === null,
  ownerNotPaused: (_viewer: MemberViewer, owner: Owner) => owner.deactivatedAt === null,
  ownerSearchable: (_viewer: MemberViewer, owner: Owner) => owner.searchable,
  ownerNotInvisible: (_viewer: MemberViewer, owner: Owner) => !owner.invisibleMode,
  ownerListedPublicly: (_viewer: MemberViewer, owner: Owner) => owner.profileVisibility === 'public',
  notSelf: (viewer: MemberViewer, owner: Owner) => viewer.id !== owner.id,
  oppositeGender: (viewer: MemberViewer, owner: Owner) =>
    (viewer.gender === 'male' && owner.gender === 'female') || (viewer.gender === 'female' && owner.gender === 'male'),
  casteOfInterest: (viewer: MemberViewer, owner: Owner) => owner.caste !== null && viewer.casteInterestedIn.includes(owner.caste),
  notBlocked: (_viewer: MemberViewer, _owner: Owner, relation: Relation) => !relation.blocked,
  /** Each meets every must of the other (issue 41): a must is a filter in both directions. */
  mutualMusts: (viewer: MemberViewer, owner: Owner) => !viewer.musts || !owner.musts || mutualMusts(viewer.musts, owner.musts, new Date()),
} as const satisfies Record<string, (viewer: MemberViewer, owner: Owner, relation: Relation) => boolean>;

export type DiscoveryRule = keyof typeof DISCOVERY_RULES;
export const DISCOVERY_RULE_NAMES = Object.keys(DISCOVERY_RULES) as DiscoveryRule[];

/** Whether a member may find this owner (listing, view page, request, photo request). */
export function mayDiscover(viewer: MemberViewer, owner: Owner, relation: Relation): boolean {
  return DISCOVERY_RULE_NAMES.every((rule) => DISCOVERY_RULES[rule](viewer, owner, relation));
}

/** A member who may browse at all: approved and not paused (her plan is checked by the caller). */
export const isBrowsingMember = (viewer: MemberViewer) => viewer.status === 'Active' && !viewer.deactivated;

export type ProfileDecision =
  | { allowed: true }
  | { allowed: false; reason: 'anonymous' | 'unavailable' | 'private' | 'hidden' | 'viewer-not-active' };

const isSelf = (viewer: Viewer | null, owner: Owner) => viewer?.id === owner.id;

/** Whether the two already know each other: a connection, or a request either way. */
const knowEachOther = (relation: Relation) => relation.connected || relation.outgoingRequest !== null || relation.incomingRequest !== null;

/**
 * Whether anyone but admins may see this account at all: a member, approved, not deleted and not paused. Her
 * partners' lists (requests, conversations, contact exchanges, photo requests) keep her only while this holds
 * (the same rule as SQL: available-member.repo.ts).
 */
export const isAvailableToOthers = (owner: Pick<Owner, 'role' | 'status' | 'deletedAt' | 'deactivatedAt'>) =>
  owner.role === 'member' && owner.status === 'Active' && !owner.deletedAt && !owner.deactivatedAt;

function memberMayViewProfile(viewer: MemberViewer, owner: Owner, relation: Relation): ProfileDecision {
  if (viewer.id === owner.id) return { allowed: true };
  // A block hides the two from each other; a paused, unapproved, deleted or non-member account from everyone.
  if (relation.blocked || !isAvailableToOthers(owner)) {
    return { allowed: false, reason: 'unavailable' };
  }
  if (!isBrowsingMember(viewer)) return { allowed: false, reason: 'viewer-not-active' };
  // What a stranger cannot discover, she cannot open either (and it costs her no view). A request
  // either way or a connection keeps the profile open: she must see who asked her.
  if (!knowEachOther(relation) && !mayDiscover(viewer, owner, relation)) return { allowed: false, reason: 'unavailable' };
  if (owner.profileVisibility === 'private') return { allowed: false, reason: 'hidden' };
  if (owner.profileVisibility === 'followers' && !relation.connected) return { allowed: false, reason: 'hidden' };
  // A private account shows a small card to non-connections: they may still send a request.
  if (owner.accountPrivacy === 'private' && !relation.connected) return { allowed: false, reason: 'private' };
  return { allowed: true };
}

export function canViewProfile(viewer: Viewer | null, owner: Owner, relation: Relation): ProfileDecision {
  if (owner.deletedAt) return { allowed: false, reason: 'unavailable' };
  if (!viewer) return { allowed: false, reason: 'anonymous' };
  switch (viewer.kind) {
    case 'admin':
      return { allowed: true };
    case 'member':
      return memberMayViewProfile(viewer, owner, relation);
    case 'guardian': {
      const decisions = viewer.wards.map((ward) => memberMayViewProfile(ward.viewer, owner, ward.relation));
      return decisions.find((decision) => decision.allowed) ?? decisions[0] ?? { allowed: false, reason: 'unavailable' };
    }
  }
}

/** Her photos are open to this viewer's eyes: public, or his access request accepted (the profile rule comes on top). */
export const photosOpenTo = (owner: Pick<Owner, 'photoPrivacy'>, relation: Pick<Relation, 'photoAccess'>) =>
  owner.photoPrivacy === 'public' || relation.photoAccess === 'accepted';

/** The picture a card (a list, a chat header) points to: the photo when open to the viewer, else the blur. /media checks again. */
export const cardPhotoVariant = (owner: Pick<Owner, 'photoPrivacy'>, relation: Pick<Relation, 'photoAccess'> = NO_RELATION): 'small' | 'blur' =>
  photosOpenTo(owner, relation) ? 'small' : 'blur';

function memberMayViewPhotos(viewer: MemberViewer, owner: Owner, relation: Relation): boolean {
  if (viewer.id === owner.id) return true;
  if (!memberMayViewProfile(viewer, owner, relation).allowed) return false;
  return photosOpenTo(owner, relation);
}

/** Photos: the profile must be viewable, and the photos public or an access request accepted. */
export function canViewPhotos(viewer: Viewer | null, owner: Owner, relation: Relation): boolean {
  if (owner.deletedAt || !viewer) return false;
  switch (viewer.kind) {
    case 'admin':
      return true;
    case 'member':
      return memberMayViewPhotos(viewer, owner, relation);
    case 'guardian':
      return viewer.wards.some((ward) => memberMayViewPhotos(ward.viewer, owner, ward.relation));
  }
}

/**
 * A held photo (it matched another member's photo and waits for an admin) reaches only its owner and
 * admins, whatever the photo settings; others are answered as if it did not exist.
 */
export function canViewHeldPhoto(viewer: Viewer | null, owner: Owner): boolean {
  if (!viewer) return false;
  return viewer.kind === 'admin' || (viewer.kind === 'member' && viewer.id === owner.id);
}

/** The heavy blur stands in for a private photo: shown to whoever may see the profile. */
export function canViewBlurredPhotos(viewer: Viewer | null, owner: Owner, relation: Relation): boolean {
  return canViewProfile(viewer, owner, relation).allowed;
}

/**
 * Phone and email reach another member only when both agreed through the contact exchange, they
 * are connected, and the viewer's plan includes contact details. Withdrawing consent hides them
 * at once. Guardians never see them.
 */
export function canViewContact(viewer: Viewer | null, owner: Owner, relation: Relation): boolean {
  if (!viewer || owner.deletedAt) return false;
  if (viewer.kind === 'admin') return true;
  if (viewer.kind === 'guardian') return false;
  if (isSelf(viewer, owner)) return true;
  return contactAgreed(viewer, owner, relation) && viewer.canSeeContactInfo;
}

/** Both agreed and may still talk: the details would show but for the viewer's plan. */
export function contactAgreed(viewer: MemberViewer, owner: Owner, relation: Relation): boolean {
  return relation.connected && relation.contactExchange === 'accepted' && memberMayViewProfile(viewer, owner, relation).allowed;
}

/**
 * When she was last active, and that she is typing: only when she shares her activity
 * (activityStatus) and is not browsing invisibly, to whoever may see her profile.
 */
export function canViewActivity(viewer: Viewer | null, owner: Owner, relation: Relation): boolean {
  if (!viewer) return false;
  if (viewer.kind === 'admin' || isSelf(viewer, owner)) return true;
  return sharesActivity(owner) && canViewProfile(viewer, owner, relation).allowed;
}

/** Whether she lets anyone see her activity at all (typing hints are relayed only then). */
export const sharesActivity = (owner: Owner) => owner.activityStatus && !owner.invisibleMode;

/** Writing to another member: connected, neither blocked, both approved and not paused. */
export function canMessage(viewer: Viewer, owner: Owner, relation: Relation): boolean {
  if (viewer.kind !== 'member' || viewer.id === owner.id) return false;
  return relation.connected && isBrowsingMember(viewer) && memberMayViewProfile(viewer, owner, relation).allowed;
}

/**
 * Calling (issue 44): as messaging (connected, neither blocked, both approved and not paused), and the other Active
 * too. Her plan is checked by the caller. Anything else is refused as for a stranger, so nothing is revealed.
 */
export function canCall(viewer: Viewer, owner: Owner, relation: Relation): boolean {
  return canMessage(viewer, owner, relation) && owner.role === 'member' && owner.status === 'Active' && owner.deactivatedAt === null && owner.deletedAt === null;
}

/** Sending a profile request: she must be able to discover the other (her plan is checked by the caller). */
export function canSendRequest(viewer: MemberViewer, owner: Owner, relation: Relation): boolean {
  return isBrowsingMember(viewer) && mayDiscover(viewer, owner, relation);
}
