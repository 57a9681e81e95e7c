import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '@sakinah/contract';
import { accountDepartures, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { MATCH, activeMember, buildMember, connect, signIn, testClock } from '../../test/factories';

/**
 * Issue 39, item 4: deleting the account says what is lost (the paid days still ahead, what the refund policy gives),
 * asks why (optional, kept for the team), and the other side's conversation shows that she left.
 */
const DAY = 864e5;
const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
});
afterAll(async () => t.close());

const preview = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/delete-user/preview', headers: cookie ? { cookie } : {} });
const remove = (cookie: string, body?: object) =>
  t.app.inject({ method: 'DELETE', url: '/api/delete-user', headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) }, ...(body ? { payload: JSON.stringify(body) } : {}) });
const departuresOf = (userId: string) => t.database.db.select().from(accountDepartures).where(eq(accountDepartures.userId, userId));

describe('what deleting the account loses', () => {
  it('counts the paid days still ahead and says what the refund policy gives; nothing for a member without a plan', async () => {
    const withPlan = await activeMember(t.app, t.database.db);
    const seen = (await preview(withPlan.cookie)).json();
    // givePlan: started a day ago, ends in 30 days (by the real clock the factory reads).
    expect(seen.success).toBe(true);
    expect(seen.paidDaysLeft).toBeGreaterThanOrEqual(28);
    expect(seen.plans).toEqual([{ planName: 'Test', endsAt: withPlan.subscription.endsAt.toISOString(), startsOnApproval: false }]);
    expect(seen.refundPolicy).toBe(MSG.deleteRefundPolicy);

    const none = await buildMember(t.database.db, { status: 'Active' });
    expect((await preview(await signIn(t.app, none.email))).json()).toEqual({ success: true, paidDaysLeft: 0, plans: [], refundPolicy: null });
    expect((await preview()).statusCode).toBe(401);
  });
});

describe('deleting with reasons', () => {
  it('keeps her optional reasons and note for the team, with the paid days she gave up', async () => {
    const { member, cookie } = await activeMember(t.app, t.database.db);
    const res = await remove(cookie, { reasons: ['matchHere', 'matchHere', 'break'], note: '  Alhamdulillah, we are engaged.  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: MSG.accountDeleted });
    const [departure] = await departuresOf(member.id);
    expect(departure).toMatchObject({ reasons: ['matchHere', 'break'], note: 'Alhamdulillah, we are engaged.' });
    expect(departure!.paidDaysLeft).toBeGreaterThanOrEqual(28);
  });

  it('needs no body (the spec\'s call sends none): no reasons, still recorded', async () => {
    const { member, cookie } = await activeMember(t.app, t.database.db);
    expect((await remove(cookie)).statusCode).toBe(200);
    expect(await departuresOf(member.id)).toMatchObject([{ reasons: [], note: null }]);
  });

  it('refuses a reason not on the list or a note too long, with a clear 400, and deletes nothing', async () => {
    const { member, cookie } = await activeMember(t.app, t.database.db);
    const bad = await remove(cookie, { reasons: ['hacked'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, message: MSG.invalidDepartureReason });
    const long = await remove(cookie, { note: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ success: false, message: MSG.departureNoteTooLong });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, member.id));
    expect(row!.deletedAt).toBeNull();
    expect(await departuresOf(member.id)).toHaveLength(0);
  });

  it('a visitor cannot delete anything', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/delete-user' });
    expect(res.statusCode).toBe(401);
  });
});

describe('the other side of a conversation', () => {
  it('keeps the conversation, read-only, and says she left', async () => {
    const bride = await activeMember(t.app, t.database.db, MATCH.bride);
    const groom = await activeMember(t.app, t.database.db, MATCH.groom);
    await connect(t.database.db, groom.member.id, bride.member.id);
    const send = (cookie: string, to: string, text: string) =>
      t.app.inject({ method: 'POST', url: `/api/messages/${to}`, payload: { text, clientId: crypto.randomUUID() }, headers: { cookie } });
    expect((await send(groom.cookie, bride.member.id, 'Assalamu alaikum')).statusCode).toBe(201);
    // A minute apart: on the test's fixed clock two messages would share a time, and "last" would be a coin toss.
    clock.advance(60_000);
    expect((await send(bride.cookie, groom.member.id, 'Wa alaikum assalam')).statusCode).toBe(201);

    expect((await remove(bride.cookie, { reasons: ['matchElsewhere'] })).statusCode).toBe(200);
    clock.advance(DAY);
    const cookie = await signIn(t.app, groom.member.email);
    const list = (await t.app.inject({ method: 'GET', url: '/api/conversations', headers: { cookie } })).json().conversations;
    const left = list.find((row: { otherUserId: string }) => row.otherUserId === bride.member.id);
    expect(left).toMatchObject({ left: true, open: false, firstName: 'Deleted', lastName: 'Member', avatar: null, lastMessage: { text: 'Wa alaikum assalam', fromMe: false } });

    const thread = (await t.app.inject({ method: 'GET', url: `/api/messages/${bride.member.id}`, headers: { cookie } })).json();
    expect(thread.conversation).toMatchObject({ left: true, open: false, contact: null });
    // Newest first, as every thread.
    expect(thread.messages.map((m: { text: string }) => m.text)).toEqual(['Wa alaikum assalam', 'Assalamu alaikum']);
    const reply = await send(cookie, bride.member.id, 'Are you there?');
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toMatchObject({ success: false, message: MSG.userNotAvailable });

    // A member who never wrote to her sees nothing of her.
    const stranger = await activeMember(t.app, t.database.db, MATCH.groom);
    expect((await t.app.inject({ method: 'GET', url: `/api/messages/${bride.member.id}`, headers: { cookie: stranger.cookie } })).statusCode).toBe(404);
  });
});
