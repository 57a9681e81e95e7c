import type { Relation } from './relations.repo';

/**
 * The one place that answers "who may see what" (DESIGN.md: Outline's policies). Routes, the
 * media handler and listings all ask here. Pure: the caller loads the people and their relation.
 */
export interface Viewer {
  id: string;
  role: 'member' | 'admin';
  status: string;
  /** Whether the viewer's current plan includes contact details. */
  canSeeContactInfo: boolean;
}

export interface Owner {
  id: string;
  status: string;
  deletedAt: Date | null;
  accountPrivacy: 'public' | 'private';
  profileVisibility: 'public' | 'followers' | 'private';
  photoPrivacy: 'public' | 'private';
  activityStatus: boolean;
  /** Browses without being listed; others do not see when they were last active. */
  invisibleMode?: boolean;
  deactivatedAt?: Date | null;
}

export type ProfileDecision =
  | { allowed: true }
  | { allowed: false; reason: 'anonymous' | 'unavailable' | 'private' | 'hidden' | 'viewer-not-active' };

const isSelf = (viewer: Viewer | null, owner: Owner) => viewer?.id === owner.id;
const isAdmin = (viewer: Viewer | null) => viewer?.role === 'admin';

export function canViewProfile(viewer: Viewer | null, owner: Owner, relation: Relation): ProfileDecision {
  if (owner.deletedAt) return { allowed: false, reason: 'unavailable' };
  if (isSelf(viewer, owner) || isAdmin(viewer)) return { allowed: true };
  if (!viewer) return { allowed: false, reason: 'anonymous' };
  // A block hides the two from each other; a paused account is hidden from everyone.
  if (relation.blocked || owner.deactivatedAt) return { allowed: false, reason: 'unavailable' };
  // Only approved members are shown to others, and only approved members browse.
  if (owner.status !== 'Active') return { allowed: false, reason: 'unavailable' };
  if (viewer.status !== 'Active') return { allowed: false, reason: 'viewer-not-active' };
  if (owner.profileVisibility === 'private') return { allowed: false, reason: 'hidden' };
  if (owner.profileVisibility === 'followers' && !relation.connected) return { allowed: false, reason: 'hidden' };
  if (owner.accountPrivacy === 'private' && !relation.connected) return { allowed: false, reason: 'private' };
  return { allowed: true };
}

/** Photos: the profile must be viewable, and the photos public or an access request accepted. */
export function canViewPhotos(viewer: Viewer | null, owner: Owner, relation: Relation): boolean {
  if (owner.deletedAt) return false;
  if (isSelf(viewer, owner) || isAdmin(viewer)) return true;
  if (!canViewProfile(viewer, owner, relation).allowed) return false;
  return owner.photoPrivacy === 'public' || relation.photoAccess === 'accepted';
}

/** The heavy blur stands in for a private photo: shown to whoever may see the profile. */
export function canViewBlurredPhotos(viewer: Viewer | null, owner: Owner, relation: Relation): boolean {
  return canViewProfile(viewer, owner, relation).allowed;
}

/** Phone and email: only between connected members, and only on a plan that includes them. */
export function canViewContact(viewer: Viewer | null, owner: Owner, relation: Relation): boolean {
  if (isSelf(viewer, owner) || isAdmin(viewer)) return true;
  if (!viewer || !canViewProfile(viewer, owner, relation).allowed) return false;
  return relation.connected && viewer.canSeeContactInfo;
}

/** Last-active time: only when the owner shares it (activityStatus). */
export function canViewActivity(viewer: Viewer | null, owner: Owner, relation: Relation): boolean {
  if (isSelf(viewer, owner) || isAdmin(viewer)) return true;
  return owner.activityStatus && !owner.invisibleMode && canViewProfile(viewer, owner, relation).allowed;
}
