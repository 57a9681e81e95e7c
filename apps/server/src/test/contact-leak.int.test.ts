import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@sakinah/contract';
import { guardians, photoAccessRequests } from '../db/schema';
import { createTestApp, type TestApp } from './test-app';
import { MATCH, buildMember, connect, givePlan, signIn } from './factories';

/**
 * Walks every member-facing GET route of the OpenAPI document as an unrelated member, a connection
 * who has not agreed to share contact details, the guardian of a connection who has, and that
 * connection herself, and a connection who agreed while the subject's guardian has not approved yet:
 * the subject's phone and email appear in no answer but the agreed connection's.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RELAX_RATE_LIMITS: 'true' });
});
afterAll(async () => t.close());

interface OpenApiDocument {
  paths: Record<string, Record<string, unknown>>;
}

const SKIPPED = [/^\/api\/admin/, /^\/api\/dev\//, /^\/api\/docs/, /^\/api\/health/];

async function walk(cookie: string, ids: { self: string; subject: string; ward?: string }): Promise<string[]> {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApiDocument;
  const bodies: string[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    if (!('get' in operations) || SKIPPED.some((re) => re.test(path))) continue;
    // Every path parameter is tried as the subject's id and as the caller's own (and her ward's).
    const candidates = [ids.subject, ids.self, ...(ids.ward ? [ids.ward] : [])];
    const urls = new Set<string>();
    for (const first of candidates) {
      for (const second of candidates) {
        let n = 0;
        urls.add(path.replace(/\{[^}]+\}/g, () => (n++ === 0 ? first : second)));
      }
    }
    for (const url of urls) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.statusCode, `${url} answered ${res.statusCode}`).toBeLessThan(500);
      bodies.push(`${url} → ${res.body}`);
    }
  }
  return bodies;
}

describe('no phone or email leaks without mutual consent', () => {
  it('walks every member-facing route as every kind of viewer', async () => {
    // The subject: a bride with photos, a plan, messages that mention her number, an exchange.
    const subject = await buildMember(t.database.db, { status: 'Active', ...MATCH.bride, contactNo: '9123401234', email: 'subject.leak@example.com' });
    await givePlan(t.database.db, subject.id);
    const subjectCookie = await signIn(t.app, subject.email);

    const viewer = async () => {
      const member = await buildMember(t.database.db, { status: 'Active', ...MATCH.groom });
      await givePlan(t.database.db, member.id, { canSeeContactInfo: true });
      return { member, cookie: await signIn(t.app, member.email) };
    };
    const unrelated = await viewer();
    const connected = await viewer();
    const agreed = await viewer();
    for (const other of [connected, agreed]) {
      await connect(t.database.db, other.member.id, subject.id);
      await t.database.db.insert(photoAccessRequests).values({ ownerId: subject.id, requesterId: other.member.id, status: 'accepted' });
      await t.app.inject({
        method: 'POST',
        url: `/api/messages/${other.member.id}`,
        headers: { cookie: subjectCookie },
        payload: { clientId: `leak-${other.member.id.slice(0, 8)}`, text: `My number is ${subject.contactNo} and my email ${subject.email}` },
      });
    }
    await t.app.inject({ method: 'POST', url: `/api/contact-exchange/${subject.id}`, headers: { cookie: agreed.cookie } });
    await t.app.inject({ method: 'PUT', url: `/api/contact-exchange/${agreed.member.id}`, headers: { cookie: subjectCookie }, payload: { action: 'accepted' } });
    const wali = await buildMember(t.database.db, { role: 'guardian', status: 'Active' });
    await t.database.db.insert(guardians).values({ memberId: agreed.member.id, email: wali.email, status: 'active', guardianUserId: wali.id, canReadConversations: true });
    const waliCookie = await signIn(t.app, wali.email);

    // A connection with whom both agreed, but the subject's guardian has not approved yet.
    const awaiting = await viewer();
    await connect(t.database.db, awaiting.member.id, subject.id);
    await t.app.inject({ method: 'POST', url: `/api/messages/${awaiting.member.id}`, headers: { cookie: subjectCookie }, payload: { clientId: 'leak-awaiting', text: `Call ${subject.contactNo}` } });
    const subjectWali = await buildMember(t.database.db, { role: 'guardian', status: 'Active' });
    await t.database.db.insert(guardians).values({ memberId: subject.id, email: subjectWali.email, status: 'active', guardianUserId: subjectWali.id, canReadConversations: true });
    await t.app.inject({ method: 'PUT', url: '/api/guardian-approval', headers: { cookie: subjectCookie }, payload: { guardianApprovesContacts: true } });
    await t.app.inject({ method: 'POST', url: `/api/contact-exchange/${subject.id}`, headers: { cookie: awaiting.cookie } });
    const waiting = await t.app.inject({ method: 'PUT', url: `/api/contact-exchange/${awaiting.member.id}`, headers: { cookie: subjectCookie }, payload: { action: 'accepted' } });
    expect(waiting.json().message).toBe(MSG.exchangeAwaitingGuardian);

    const leaks = (bodies: string[]) => bodies.filter((body) => body.includes(subject.email) || body.includes(subject.contactNo!));
    expect(leaks(await walk(unrelated.cookie, { self: unrelated.member.id, subject: subject.id }))).toEqual([]);
    expect(leaks(await walk(connected.cookie, { self: connected.member.id, subject: subject.id }))).toEqual([]);
    expect(leaks(await walk(waliCookie, { self: wali.id, subject: subject.id, ward: agreed.member.id }))).toEqual([]);
    expect(leaks(await walk(awaiting.cookie, { self: awaiting.member.id, subject: subject.id }))).toEqual([]);
    // Nor does her guardian's list of requests to approve carry anyone's details.
    const subjectWaliBodies = await walk(await signIn(t.app, subjectWali.email), { self: subjectWali.id, subject: awaiting.member.id, ward: subject.id });
    expect(subjectWaliBodies.filter((body) => body.includes(awaiting.member.email) || body.includes(awaiting.member.contactNo!))).toEqual([]);
    // The awaiting connection's details do not reach the subject either.
    const theirs = await walk(subjectCookie, { self: subject.id, subject: awaiting.member.id });
    expect(theirs.filter((body) => body.includes(awaiting.member.email) || body.includes(awaiting.member.contactNo!))).toEqual([]);
    // With consent and a plan that includes them, they do show (the walk reaches the pages that show them).
    expect(leaks(await walk(agreed.cookie, { self: agreed.member.id, subject: subject.id })).length).toBeGreaterThan(0);
  });
});
