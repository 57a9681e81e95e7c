import { describe, expect, it } from 'vitest';
import { canViewActivity, canViewContact, canViewPhotos, canViewProfile, type Owner, type Viewer } from './policy';
import { NO_RELATION, type Relation } from './relations.repo';

/**
 * Every combination of photo privacy, account privacy, visibility and viewer kind, against one
 * table of expectations written from the spec's rules rather than from the code.
 */
type ViewerKind = 'anonymous' | 'stranger' | 'pendingRequester' | 'acceptedRequester' | 'connection' | 'owner' | 'admin';
const VIEWERS: ViewerKind[] = ['anonymous', 'stranger', 'pendingRequester', 'acceptedRequester', 'connection', 'owner', 'admin'];

const OWNER_ID = 'owner';
function ownerWith(photoPrivacy: Owner['photoPrivacy'], accountPrivacy: Owner['accountPrivacy'], profileVisibility: Owner['profileVisibility']): Owner {
  return { id: OWNER_ID, status: 'Active', deletedAt: null, photoPrivacy, accountPrivacy, profileVisibility, activityStatus: true };
}

function viewerOf(kind: ViewerKind, canSeeContactInfo = true): { viewer: Viewer | null; relation: Relation } {
  const member = (id: string): Viewer => ({ id, role: 'member', status: 'Active', canSeeContactInfo });
  switch (kind) {
    case 'anonymous':
      return { viewer: null, relation: NO_RELATION };
    case 'stranger':
      return { viewer: member('stranger'), relation: NO_RELATION };
    case 'pendingRequester':
      // Asked for both a connection and the photos; nothing accepted yet.
      return { viewer: member('pending'), relation: { ...NO_RELATION, outgoingRequest: 'pending', photoAccess: 'pending' } };
    case 'acceptedRequester':
      // Photo access accepted, but not connected.
      return { viewer: member('photo-ok'), relation: { ...NO_RELATION, photoAccess: 'accepted' } };
    case 'connection':
      return { viewer: member('friend'), relation: { ...NO_RELATION, connected: true, outgoingRequest: 'accepted' } };
    case 'owner':
      return { viewer: member(OWNER_ID), relation: NO_RELATION };
    case 'admin':
      return { viewer: { id: 'admin', role: 'admin', status: 'Active', canSeeContactInfo: false }, relation: NO_RELATION };
  }
}

function expectedProfile(kind: ViewerKind, owner: Owner): boolean {
  if (kind === 'owner' || kind === 'admin') return true;
  if (kind === 'anonymous') return false;
  if (owner.profileVisibility === 'private') return false;
  const connected = kind === 'connection';
  if (owner.profileVisibility === 'followers' && !connected) return false;
  if (owner.accountPrivacy === 'private' && !connected) return false;
  return true;
}

function expectedPhotos(kind: ViewerKind, owner: Owner): boolean {
  if (kind === 'owner' || kind === 'admin') return true;
  if (!expectedProfile(kind, owner)) return false;
  return owner.photoPrivacy === 'public' || kind === 'acceptedRequester';
}

function expectedContact(kind: ViewerKind, owner: Owner): boolean {
  if (kind === 'owner' || kind === 'admin') return true;
  return kind === 'connection' && expectedProfile(kind, owner);
}

const cases: Array<[Owner['photoPrivacy'], Owner['accountPrivacy'], Owner['profileVisibility'], ViewerKind]> = [];
for (const photo of ['public', 'private'] as const)
  for (const account of ['public', 'private'] as const)
    for (const visibility of ['public', 'followers', 'private'] as const)
      for (const viewer of VIEWERS) cases.push([photo, account, visibility, viewer]);

describe('who may see what', () => {
  it.each(cases)('photos %s, account %s, visibility %s, viewer %s', (photo, account, visibility, kind) => {
    const owner = ownerWith(photo, account, visibility);
    const { viewer, relation } = viewerOf(kind);
    expect(canViewProfile(viewer, owner, relation).allowed).toBe(expectedProfile(kind, owner));
    expect(canViewPhotos(viewer, owner, relation)).toBe(expectedPhotos(kind, owner));
    expect(canViewContact(viewer, owner, relation)).toBe(expectedContact(kind, owner));
  });

  it('contact details also need a plan that includes them', () => {
    const owner = ownerWith('public', 'public', 'public');
    const { viewer, relation } = viewerOf('connection', false);
    expect(canViewContact(viewer, owner, relation)).toBe(false);
  });

  it('nobody but the owner and admins sees a deleted, pending or suspended member', () => {
    for (const change of [{ deletedAt: new Date() }, { status: 'Pending' }, { status: 'Suspended' }]) {
      const owner = { ...ownerWith('public', 'public', 'public'), ...change };
      const { viewer, relation } = viewerOf('connection');
      expect(canViewProfile(viewer, owner, relation).allowed).toBe(false);
      expect(canViewPhotos(viewer, owner, relation)).toBe(false);
    }
  });

  it('a viewer who is not approved browses nothing', () => {
    const owner = ownerWith('public', 'public', 'public');
    const viewer: Viewer = { id: 'x', role: 'member', status: 'Pending', canSeeContactInfo: true };
    expect(canViewProfile(viewer, owner, NO_RELATION)).toEqual({ allowed: false, reason: 'viewer-not-active' });
  });

  it('last-active time only when the owner shares it', () => {
    const owner = { ...ownerWith('public', 'public', 'public'), activityStatus: false };
    expect(canViewActivity(viewerOf('stranger').viewer, owner, NO_RELATION)).toBe(false);
    expect(canViewActivity(viewerOf('owner').viewer, owner, NO_RELATION)).toBe(true);
    expect(canViewActivity(viewerOf('stranger').viewer, { ...owner, activityStatus: true }, NO_RELATION)).toBe(true);
  });
});
