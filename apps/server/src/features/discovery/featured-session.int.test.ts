import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG, SESSION_HINT_COOKIE } from '@sakinah/contract';
import { sessions, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { MATCH, buildMember, givePlan, signIn } from '../../test/factories';

/**
 * Featured profiles reads the session and the page in one statement (featuredProfilesOfSession): every rule
 * requireMember applies to other routes must hold here too, in the same order (who she is, then what she asks).
 */
let t: TestApp;
let groomCookie: string;
let groomId: string;
beforeAll(async () => {
  t = await createTestApp();
  const groom = await buildMember(t.database.db, { status: 'Active', ...MATCH.groom });
  await givePlan(t.database.db, groom.id);
  groomId = groom.id;
  groomCookie = await signIn(t.app, groom.email);
  for (let i = 0; i < 3; i += 1) await buildMember(t.database.db, { status: 'Active', ...MATCH.bride });
});
afterAll(async () => t.close());

const FORGED = Buffer.from('["not a cursor"]').toString('base64url');
const list = (cookie: string | undefined, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/featured-profiles${query}`, headers: cookie ? { cookie } : {} });

describe('featured profiles: the session read with the page', () => {
  it('lists for a signed-in member with a plan', async () => {
    const res = await list(groomCookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().profiles.length).toBe(3);
  });

  it('a stranger is told to sign in before anything about her request, forged cursor or not', async () => {
    for (const cookie of [undefined, 'sid=not-a-session', `sid=${'x'.repeat(300)}`]) {
      for (const query of ['', `?cursor=${FORGED}`, '?limit=abc&ageMin=500']) {
        const res = await list(cookie, query);
        expect(res.statusCode, `${cookie} ${query}`).toBe(401);
        expect(res.json()).toMatchObject({ success: false, message: MSG.notSignedIn });
      }
    }
  });

  it('a member with invalid filters gets the validation 400', async () => {
    const res = await list(groomCookie, '?limit=abc&ageMin=500');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION' });
  });

  it('a member with a forged cursor gets 400, with another listing\'s cursor 409', async () => {
    const forged = await list(groomCookie, `?cursor=${FORGED}`);
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ success: false, message: MSG.invalidFilter });
    const page = await list(groomCookie, '?limit=1');
    const cursor = page.json().nextCursor as string;
    expect(cursor).toBeTruthy();
    // The same cursor under other filters belongs to another listing.
    const other = await list(groomCookie, `?limit=1&cursor=${cursor}&education=PhD`);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ success: false, message: MSG.discoveryListChanged });
  });

  it('an expired session and a suspended member are signed out; a guardian is read-only; no plan, no listing', async () => {
    const expired = await buildMember(t.database.db, { status: 'Active', ...MATCH.groom });
    await givePlan(t.database.db, expired.id);
    const expiredCookie = await signIn(t.app, expired.email);
    await t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, expired.id));
    expect((await list(expiredCookie)).statusCode).toBe(401);

    const suspended = await buildMember(t.database.db, { status: 'Active', ...MATCH.groom });
    await givePlan(t.database.db, suspended.id);
    const suspendedCookie = await signIn(t.app, suspended.email);
    expect((await list(suspendedCookie)).statusCode).toBe(200);
    await t.database.db.update(users).set({ status: 'Suspended' }).where(eq(users.id, suspended.id));
    const afterSuspension = await list(suspendedCookie);
    expect(afterSuspension.statusCode).toBe(401);
    expect(afterSuspension.json().message).toBe(MSG.notSignedIn);

    const guardian = await buildMember(t.database.db, { status: 'Active', role: 'guardian' });
    const guardianRes = await list(await signIn(t.app, guardian.email));
    expect(guardianRes.statusCode).toBe(403);
    expect(guardianRes.json().message).toBe(MSG.guardianReadOnly);

    const unpaid = await buildMember(t.database.db, { status: 'Active', ...MATCH.groom });
    const unpaidRes = await list(await signIn(t.app, unpaid.email));
    expect(unpaidRes.statusCode).toBe(403);
    expect(unpaidRes.json().message).toBe(MSG.discoveryNeedsActive);
  });

  it('keeps the session sliding (last seen written when stale) and gives back the hint cookie', async () => {
    const stale = new Date(Date.now() - 60 * 60 * 1000);
    await t.database.db.update(sessions).set({ lastSeenAt: stale }).where(eq(sessions.userId, groomId));
    const res = await list(groomCookie);
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select({ lastSeenAt: sessions.lastSeenAt }).from(sessions).where(eq(sessions.userId, groomId));
    expect(row!.lastSeenAt.getTime()).toBeGreaterThan(stale.getTime() + 30 * 60 * 1000);
    const setCookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    expect(setCookies.some((c) => c.startsWith(`${SESSION_HINT_COOKIE}=1`))).toBe(true);
  });

  it('drops the page read with the session when her list is not current (her own preferences changed)', async () => {
    expect((await list(groomCookie)).json().profiles.length).toBe(3);
    // Her castes of interest narrow to none of the brides': the stored list is stale for her now.
    await t.database.db.update(users).set({ casteInterestedIn: ['Nobody'] }).where(eq(users.id, groomId));
    const res = await list(groomCookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().profiles).toEqual([]);
    await t.database.db.update(users).set({ casteInterestedIn: MATCH.groom.casteInterestedIn }).where(eq(users.id, groomId));
    expect((await list(groomCookie)).json().profiles.length).toBe(3);
  });
});
