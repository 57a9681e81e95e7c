import { describe, expect, it } from 'vitest';
import {
  canMessage, canSendRequest, canViewActivity, canViewContact, canViewPhotos, canViewProfile, mayDiscover, NO_RELATION,
  type MemberViewer, type Owner, type Relation, type Viewer,
} from './policy';

/**
 * Every pair of the rules that decide who sees whom, for every kind of viewer, against
 * expectations written from the product's promises rather than from the code:
 * - a stranger finds, opens and may ask only a member she could discover (approved, opposite gender,
 *   a caste she is interested in, searchable, not invisible, not paused, listed publicly, no block);
 * - people who already know each other (a request either way, a connection) keep seeing the profile
 *   unless it is blocked, paused or no longer approved; visibility and account privacy still apply;
 * - photos: the profile plus public photos or an accepted access request;
 * - phone and email: connected, both agreed, and the viewer's plan includes them;
 * - activity: only if she shares it and is not invisible;
 * - a guardian sees what the member she guards sees, never contact details; an admin sees all.
 */

type Variation =
  | 'sameGender'
  | 'casteNotOfInterest'
  | 'pending'
  | 'suspended'
  | 'notSearchable'
  | 'invisible'
  | 'deactivated'
  | 'blocked'
  | 'followersOnly'
  | 'hiddenProfile'
  | 'privateAccount'
  | 'privatePhotos'
  | 'activityHidden';

const VARIATIONS: Variation[] = [
  'sameGender', 'casteNotOfInterest', 'pending', 'suspended', 'notSearchable', 'invisible', 'deactivated', 'blocked',
  'followersOnly', 'hiddenProfile', 'privateAccount', 'privatePhotos', 'activityHidden',
];

type Link = 'stranger' | 'askedThem' | 'theyAsked' | 'connected' | 'connectedAgreed' | 'connectedAgreedNoPlan' | 'photoGranted';
const LINKS: Link[] = ['stranger', 'askedThem', 'theyAsked', 'connected', 'connectedAgreed', 'connectedAgreedNoPlan', 'photoGranted'];

type ViewerKind = 'member' | 'guardian' | 'removedGuardian' | 'admin' | 'self' | 'anonymous';
const VIEWER_KINDS: ViewerKind[] = ['member', 'guardian', 'removedGuardian', 'admin', 'self', 'anonymous'];

function ownerWith(variations: Variation[]): Owner {
  const has = (v: Variation) => variations.includes(v);
  return {
    id: 'owner',
    role: 'member',
    status: has('pending') ? 'Pending' : has('suspended') ? 'Suspended' : 'Active',
    deletedAt: null,
    gender: has('sameGender') ? 'male' : 'female',
    caste: has('casteNotOfInterest') ? 'Qureshi' : 'Syed',
    searchable: !has('notSearchable'),
    accountPrivacy: has('privateAccount') ? 'private' : 'public',
    profileVisibility: has('hiddenProfile') ? 'private' : has('followersOnly') ? 'followers' : 'public',
    photoPrivacy: has('privatePhotos') ? 'private' : 'public',
    activityStatus: !has('activityHidden'),
    invisibleMode: has('invisible'),
    deactivatedAt: has('deactivated') ? new Date('2026-01-01') : null,
  };
}

function relationFor(link: Link, variations: Variation[]): Relation {
  const base: Relation = { ...NO_RELATION, blocked: variations.includes('blocked') };
  switch (link) {
    case 'stranger':
      return base;
    case 'askedThem':
      return { ...base, outgoingRequest: 'pending' };
    case 'theyAsked':
      return { ...base, incomingRequest: 'pending' };
    case 'connected':
      return { ...base, connected: true, outgoingRequest: 'accepted' };
    case 'connectedAgreed':
    case 'connectedAgreedNoPlan':
      return { ...base, connected: true, outgoingRequest: 'accepted', contactExchange: 'accepted' };
    case 'photoGranted':
      return { ...base, photoAccess: 'accepted' };
  }
}

const member = (link: Link): MemberViewer => ({
  kind: 'member',
  id: 'viewer',
  status: 'Active',
  deactivated: false,
  gender: 'male',
  casteInterestedIn: ['Syed', 'Ansari'],
  canSeeContactInfo: link !== 'connectedAgreedNoPlan',
});

function viewerFor(kind: ViewerKind, link: Link, relation: Relation): { viewer: Viewer | null; relation: Relation } {
  switch (kind) {
    case 'member':
      return { viewer: member(link), relation };
    case 'guardian':
      return { viewer: { kind: 'guardian', id: 'wali', wards: [{ viewer: member(link), relation }] }, relation: NO_RELATION };
    case 'removedGuardian':
      return { viewer: { kind: 'guardian', id: 'wali', wards: [] }, relation: NO_RELATION };
    case 'admin':
      return { viewer: { kind: 'admin', id: 'admin' }, relation: NO_RELATION };
    case 'self':
      return { viewer: { ...member(link), id: 'owner' }, relation: NO_RELATION };
    case 'anonymous':
      return { viewer: null, relation: NO_RELATION };
  }
}

// ---------- the promises, written independently of policy.ts ----------

function discoverable(variations: Variation[]): boolean {
  const blocking: Variation[] = ['sameGender', 'casteNotOfInterest', 'pending', 'suspended', 'notSearchable', 'invisible', 'deactivated', 'blocked', 'followersOnly', 'hiddenProfile'];
  return !variations.some((v) => blocking.includes(v));
}

function memberSeesProfile(link: Link, variations: Variation[]): boolean {
  const has = (v: Variation) => variations.includes(v);
  if (has('blocked') || has('deactivated') || has('pending') || has('suspended')) return false;
  const known = link === 'askedThem' || link === 'theyAsked' || link.startsWith('connected');
  if (!known && !discoverable(variations)) return false;
  const connected = link.startsWith('connected');
  if (has('hiddenProfile')) return false;
  if (has('followersOnly') && !connected) return false;
  if (has('privateAccount') && !connected) return false;
  return true;
}

interface Expected {
  profile: boolean;
  photos: boolean;
  contact: boolean;
  activity: boolean;
}

function expected(kind: ViewerKind, link: Link, variations: Variation[]): Expected {
  if (kind === 'admin' || kind === 'self') return { profile: true, photos: true, contact: true, activity: true };
  if (kind === 'anonymous' || kind === 'removedGuardian') return { profile: false, photos: false, contact: false, activity: false };
  const profile = memberSeesProfile(link, variations);
  const photos = profile && (!variations.includes('privatePhotos') || link === 'photoGranted');
  const agreed = link === 'connectedAgreed' || link === 'connectedAgreedNoPlan';
  const contact = kind === 'member' && profile && agreed && link !== 'connectedAgreedNoPlan';
  const activity = profile && !variations.includes('activityHidden') && !variations.includes('invisible');
  return { profile, photos, contact, activity };
}

// Every single variation and every pair of them, with no variation at all as the baseline.
const combos: Variation[][] = [[]];
for (let i = 0; i < VARIATIONS.length; i += 1) {
  combos.push([VARIATIONS[i]!]);
  for (let j = i + 1; j < VARIATIONS.length; j += 1) combos.push([VARIATIONS[i]!, VARIATIONS[j]!]);
}

describe('privacy policy: every pair of rules, every viewer', () => {
  const rows = combos.flatMap((variations) => LINKS.flatMap((link) => VIEWER_KINDS.map((kind) => ({ variations, link, kind }))));

  it(`covers ${rows.length} cases`, () => {
    expect(rows.length).toBe(92 * LINKS.length * VIEWER_KINDS.length);
  });

  it.each(rows.map((row) => [row.kind, row.link, row.variations.join('+') || 'baseline', row] as const))(
    '%s (%s) looking at an owner with %s',
    (_kind, _link, _label, { variations, link, kind }) => {
      const owner = ownerWith(variations);
      const { viewer, relation } = viewerFor(kind, link, relationFor(link, variations));
      const want = expected(kind, link, variations);
      expect({
        profile: canViewProfile(viewer, owner, relation).allowed,
        photos: canViewPhotos(viewer, owner, relation),
        contact: canViewContact(viewer, owner, relation),
        activity: canViewActivity(viewer, owner, relation),
      }).toEqual(want);
    },
  );

  it.each(combos.map((variations) => [variations.join('+') || 'baseline', variations] as const))(
    'a stranger discovers, opens and may ask exactly the same members (%s)',
    (_label, variations) => {
      const owner = ownerWith(variations);
      const relation = relationFor('stranger', variations);
      const viewer = member('stranger');
      const discovers = mayDiscover(viewer, owner, relation);
      expect(discovers).toBe(discoverable(variations));
      expect(canSendRequest(viewer, owner, relation)).toBe(discovers);
      // What can be opened can be asked; what cannot be discovered cannot be opened.
      const decision = canViewProfile(viewer, owner, relation);
      if (decision.allowed || (!decision.allowed && decision.reason === 'private')) expect(canSendRequest(viewer, owner, relation)).toBe(true);
      if (!discovers) expect(decision).toEqual({ allowed: false, reason: 'unavailable' });
    },
  );

  it('messaging needs a connection, and both approved, unpaused and unblocked', () => {
    const viewer = member('connected');
    expect(canMessage(viewer, ownerWith([]), relationFor('connected', []))).toBe(true);
    expect(canMessage(viewer, ownerWith([]), relationFor('stranger', []))).toBe(false);
    for (const variation of ['blocked', 'deactivated', 'suspended', 'pending'] as const) {
      expect(canMessage(viewer, ownerWith([variation]), relationFor('connected', [variation]))).toBe(false);
    }
    // Connections keep talking whatever their listing settings.
    for (const variation of ['invisible', 'notSearchable', 'casteNotOfInterest', 'privateAccount', 'followersOnly'] as const) {
      expect(canMessage(viewer, ownerWith([variation]), relationFor('connected', [variation]))).toBe(true);
    }
    expect(canMessage({ ...viewer, deactivated: true }, ownerWith([]), relationFor('connected', []))).toBe(false);
    expect(canMessage({ kind: 'guardian', id: 'wali', wards: [{ viewer, relation: relationFor('connected', []) }] }, ownerWith([]), NO_RELATION)).toBe(false);
  });

  it('a viewer who is not approved, or is paused, discovers and opens no one', () => {
    for (const viewer of [{ ...member('stranger'), status: 'Pending' }, { ...member('stranger'), deactivated: true }]) {
      expect(canSendRequest(viewer, ownerWith([]), NO_RELATION)).toBe(false);
      expect(canViewProfile(viewer, ownerWith([]), NO_RELATION)).toEqual({ allowed: false, reason: 'viewer-not-active' });
    }
  });

  it('deleted members are gone for everyone, admins included', () => {
    const owner = { ...ownerWith([]), deletedAt: new Date() };
    for (const kind of VIEWER_KINDS) {
      const { viewer, relation } = viewerFor(kind, 'connectedAgreed', relationFor('connectedAgreed', []));
      expect(canViewProfile(viewer, owner, relation).allowed).toBe(false);
      expect(canViewPhotos(viewer, owner, relation)).toBe(false);
      expect(canViewContact(viewer, owner, relation)).toBe(false);
    }
  });

  it('guardians and administrators are never matches', () => {
    for (const role of ['guardian', 'admin'] as const) {
      expect(mayDiscover(member('stranger'), { ...ownerWith([]), role }, NO_RELATION)).toBe(false);
    }
  });
});
