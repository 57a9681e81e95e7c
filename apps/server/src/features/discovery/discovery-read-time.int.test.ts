import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@sakinah/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { MATCH, buildMember, givePlan, signIn } from '../../test/factories';

/**
 * The policy decides membership when the listing is read: a change made through the API shows in
 * the very next listing request and the very next profile view, never after a refresh cycle.
 * (privacy/discovery-rule.int.test.ts holds the listing's SQL to the policy for every kind of
 * member; this file changes one member back and forth between two requests.)
 */
let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await buildMember(t.database.db, { role: 'admin', status: 'Active', email: `root-${Date.now()}@example.com` });
  adminCookie = await signIn(t.app, admin.email);
});
afterAll(async () => t.close());

async function pair() {
  const viewer = await buildMember(t.database.db, { status: 'Active', ...MATCH.groom, firstName: 'Viewer' });
  await givePlan(t.database.db, viewer.id);
  // The candidate's own caste makes her the only member this viewer's listing can show.
  const caste = 'Syed';
  const candidate = await buildMember(t.database.db, { status: 'Active', ...MATCH.bride, caste, firstName: 'Candidate' });
  await givePlan(t.database.db, candidate.id);
  return { viewer, candidate, viewerCookie: await signIn(t.app, viewer.email), candidateCookie: await signIn(t.app, candidate.email) };
}

type Pair = Awaited<ReturnType<typeof pair>>;
const listed = async (p: Pair) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/featured-profiles?limit=48', headers: { cookie: p.viewerCookie } });
  expect(res.statusCode).toBe(200);
  return (res.json().profiles as Array<{ id: string }>).some((card) => card.id === p.candidate.id);
};
/** The profile view: 200, or 404 with the spec's text for a member this viewer may not discover. */
const viewStatus = async (p: Pair) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/user/${p.candidate.id}`, headers: { cookie: p.viewerCookie } });
  if (res.statusCode !== 200) expect(res.json().message).toBe(MSG.userNotAvailable);
  return res.statusCode;
};
const as = (cookie: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

/** Each change, made by the candidate (or an admin), and how to undo it. */
const CHANGES: Array<{
  name: string;
  apply(p: Pair): Promise<unknown>;
  undo(p: Pair): Promise<unknown>;
}> = [
  {
    name: 'the candidate blocks the viewer',
    apply: (p) => as(p.candidateCookie, 'POST', `/api/block/${p.viewer.id}`),
    undo: (p) => as(p.candidateCookie, 'DELETE', `/api/block/${p.viewer.id}`),
  },
  {
    name: 'the viewer blocks the candidate',
    apply: (p) => as(p.viewerCookie, 'POST', `/api/block/${p.candidate.id}`),
    undo: (p) => as(p.viewerCookie, 'DELETE', `/api/block/${p.candidate.id}`),
  },
  {
    name: 'invisible mode',
    apply: (p) => as(p.candidateCookie, 'PUT', '/api/update-privacy-settings', { invisibleMode: true }),
    undo: (p) => as(p.candidateCookie, 'PUT', '/api/update-privacy-settings', { invisibleMode: false }),
  },
  {
    name: 'not searchable',
    apply: (p) => as(p.candidateCookie, 'PUT', '/api/update-privacy-settings', { searchable: false }),
    undo: (p) => as(p.candidateCookie, 'PUT', '/api/update-privacy-settings', { searchable: true }),
  },
  {
    name: 'profile hidden',
    apply: (p) => as(p.candidateCookie, 'PUT', '/api/update-privacy-settings', { profileVisibility: 'private' }),
    undo: (p) => as(p.candidateCookie, 'PUT', '/api/update-privacy-settings', { profileVisibility: 'public' }),
  },
  {
    name: 'profile for followers only',
    apply: (p) => as(p.candidateCookie, 'PUT', '/api/update-privacy-settings', { profileVisibility: 'followers' }),
    undo: (p) => as(p.candidateCookie, 'PUT', '/api/update-privacy-settings', { profileVisibility: 'public' }),
  },
  {
    name: 'deactivation',
    apply: (p) => as(p.candidateCookie, 'POST', '/api/deactivate'),
    undo: async (p) => as(await signIn(t.app, p.candidate.email), 'POST', '/api/reactivate'),
  },
  {
    name: 'suspension by an administrator',
    apply: (p) => as(adminCookie, 'POST', `/api/admin/members/${p.candidate.id}/suspend`, { reason: 'test' }),
    undo: (p) => as(adminCookie, 'POST', `/api/admin/members/${p.candidate.id}/reinstate`),
  },
];

describe('policy at read time', () => {
  it.each(CHANGES.map((change) => [change.name, change] as const))('%s takes effect on the next listing and the next profile view, and so does its undoing', async (_name, change) => {
    const p = await pair();
    expect(await listed(p)).toBe(true);
    expect(await viewStatus(p)).toBe(200);

    const applied = await change.apply(p);
    expect((applied as { statusCode: number }).statusCode).toBeLessThan(300);
    expect(await listed(p)).toBe(false);
    expect(await viewStatus(p)).toBe(404);

    const undone = await change.undo(p);
    expect((undone as { statusCode: number }).statusCode).toBeLessThan(300);
    expect(await listed(p)).toBe(true);
    expect(await viewStatus(p)).toBe(200);
  });

  it('a cursor taken before a change never brings the changed member back on a later page', async () => {
    const p = await pair();
    // Enough members for three pages, the candidate among the last ones (created earliest).
    for (let i = 0; i < 17; i += 1) await buildMember(t.database.db, { status: 'Active', ...MATCH.bride, caste: 'Ansari' });
    const first = await t.app.inject({ method: 'GET', url: '/api/featured-profiles', headers: { cookie: p.viewerCookie } });
    expect(first.json().nextCursor).toBeTruthy();
    await as(p.candidateCookie, 'PUT', '/api/update-privacy-settings', { invisibleMode: true });
    const seen: string[] = first.json().profiles.map((card: { id: string }) => card.id);
    let cursor: string | null = first.json().nextCursor;
    while (cursor) {
      const page = await t.app.inject({ method: 'GET', url: `/api/featured-profiles?cursor=${cursor}`, headers: { cookie: p.viewerCookie } });
      expect(page.statusCode).toBe(200);
      seen.push(...page.json().profiles.map((card: { id: string }) => card.id));
      cursor = page.json().nextCursor;
    }
    expect(seen).not.toContain(p.candidate.id);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('a viewer who is suspended or deactivated meanwhile is refused on the next request', async () => {
    const p = await pair();
    expect(await listed(p)).toBe(true);
    await as(adminCookie, 'POST', `/api/admin/members/${p.viewer.id}/suspend`, { reason: 'test' });
    const res = await t.app.inject({ method: 'GET', url: '/api/featured-profiles', headers: { cookie: p.viewerCookie } });
    expect([401, 403]).toContain(res.statusCode);
    expect([MSG.notSignedIn, MSG.discoveryNeedsActive, MSG.accountSuspended]).toContain(res.json().message);
  });
});
