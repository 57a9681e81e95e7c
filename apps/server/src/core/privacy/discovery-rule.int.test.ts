import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, type NewUserRow } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { MATCH, buildMember, givePlan, signIn } from '../../test/factories';
import { DISCOVERY_RULE_NAMES, mayDiscover, NO_RELATION, type MemberViewer } from './policy';
import { ownerOf } from './viewer';
import { discoverableAmong } from './discovery-rules.repo';

/**
 * The listing is DISCOVERY_RULES as SQL: for every single change and every pair of changes to a
 * matching member, the SQL, the policy, the view page and send-request all give the same answer.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const CHANGES: Record<string, Partial<NewUserRow> | 'blocked'> = {
  sameGender: { gender: 'male' },
  casteNotOfInterest: { caste: 'Qureshi' },
  noCaste: { caste: null },
  pending: { status: 'Pending' },
  suspended: { status: 'Suspended' },
  notSearchable: { searchable: false },
  invisible: { invisibleMode: true },
  deactivated: { deactivatedAt: new Date('2026-01-01') },
  followersOnly: { profileVisibility: 'followers' },
  hiddenProfile: { profileVisibility: 'private' },
  privateAccount: { accountPrivacy: 'private' },
  guardianAccount: { role: 'guardian' },
  deleted: { deletedAt: new Date('2026-01-01') },
  blocked: 'blocked',
};
const NAMES = Object.keys(CHANGES);
const combos: string[][] = [[]];
for (let i = 0; i < NAMES.length; i += 1) {
  combos.push([NAMES[i]!]);
  for (let j = i + 1; j < NAMES.length; j += 1) combos.push([NAMES[i]!, NAMES[j]!]);
}

describe('one discovery rule', () => {
  it('names every rule the listing applies', () => {
    expect(DISCOVERY_RULE_NAMES).toEqual(
      expect.arrayContaining(['ownerIsMember', 'ownerApproved', 'ownerNotDeleted', 'ownerNotPaused', 'ownerSearchable', 'ownerNotInvisible', 'ownerListedPublicly', 'notSelf', 'oppositeGender', 'casteOfInterest', 'notBlocked']),
    );
  });

  it(`the listing's SQL, the policy, the view page and send-request agree on ${combos.length} kinds of member`, async () => {
    const seeker = await buildMember(t.database.db, { status: 'Active', ...MATCH.groom });
    await givePlan(t.database.db, seeker.id);
    const cookie = await signIn(t.app, seeker.email);
    const viewer: MemberViewer = {
      kind: 'member', id: seeker.id, status: 'Active', deactivated: false, gender: seeker.gender, casteInterestedIn: seeker.casteInterestedIn, canSeeContactInfo: false,
    };
    const owners = [];
    for (const combo of combos) {
      const fields: Partial<NewUserRow> = { status: 'Active', ...MATCH.bride };
      for (const name of combo) if (CHANGES[name] !== 'blocked') Object.assign(fields, CHANGES[name]);
      const owner = await buildMember(t.database.db, fields);
      if (combo.includes('blocked')) await t.database.db.insert(blocks).values({ blockerId: owner.id, blockedId: seeker.id });
      owners.push({ combo, owner });
    }
    const bySql = await discoverableAmong(t.database.db, viewer, owners.map(({ owner }) => owner.id));
    for (const { combo, owner } of owners) {
      const byPolicy = mayDiscover(viewer, ownerOf({ ...owner, avatarKey: null }), { ...NO_RELATION, blocked: combo.includes('blocked') });
      expect(bySql.has(owner.id), `SQL vs policy for ${combo.join('+') || 'a matching member'}`).toBe(byPolicy);
      const expected = combo.length === 0 || combo.every((name) => name === 'privateAccount');
      expect(byPolicy, `policy for ${combo.join('+') || 'a matching member'}`).toBe(expected);
    }
    // The pages follow: a sample of each kind (pairs are covered by the table above).
    for (const { combo, owner } of owners.filter(({ combo }) => combo.length <= 1)) {
      const view = await t.app.inject({ method: 'GET', url: `/api/user/${owner.id}`, headers: { cookie } });
      const discoverable = bySql.has(owner.id);
      if (!discoverable) expect(view.statusCode, `view of ${combo.join('+')}`).toBe(404);
      else expect([200, 403], `view of ${combo.join('+') || 'a matching member'}`).toContain(view.statusCode);
      const asked = await t.app.inject({ method: 'POST', url: '/api/send-request', headers: { cookie }, payload: { receiverId: owner.id } });
      expect(asked.statusCode, `request to ${combo.join('+') || 'a matching member'}`).toBe(discoverable ? 201 : 404);
    }
  });
});
