import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG, REQUEST_MESSAGE_MAX_CHARS } from '@sakinah/contract';
import { profileRequests } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildMember, givePlan, signIn, testClock } from '../../test/factories';

/** A request can say hello (issue 39, item 13), and a refusal ends the asking (item 11, security finding D18). */
const clock = testClock(new Date());
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
});
afterAll(async () => t.close());

async function pair() {
  const a = await buildMember(t.database.db, { status: 'Active', gender: 'male', caste: 'Ansari', casteInterestedIn: ['Syed'], dob: '1995-03-10', city: 'Lucknow', state: 'Uttar Pradesh', profileFor: 'son' });
  const b = await buildMember(t.database.db, { status: 'Active', gender: 'female', caste: 'Syed', casteInterestedIn: ['Ansari'] });
  await givePlan(t.database.db, a.id, { canSeeContactInfo: true });
  await givePlan(t.database.db, b.id, { canSeeContactInfo: false });
  return { a, b, ca: await signIn(t.app, a.email), cb: await signIn(t.app, b.email) };
}
const send = (cookie: string | undefined, body: object) =>
  t.app.inject({ method: 'POST', url: '/api/send-request', payload: body, headers: cookie ? { cookie } : {} });
const respond = (cookie: string, id: string, action: string) =>
  t.app.inject({ method: 'PUT', url: `/api/respond-request/${id}`, payload: { action }, headers: { cookie } });
const lists = async (cookie: string, userId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/received-requests/${userId}`, headers: { cookie } })).json().data;
const requestsBetween = (senderId: string) => t.database.db.select().from(profileRequests).where(eq(profileRequests.senderId, senderId));

describe('a request with an introduction', () => {
  it('reaches the receiver masked like chat, with the card: age, city, who manages the profile, when sent', async () => {
    const { a, b, ca, cb } = await pair();
    const hello = 'Assalamu alaikum, I am writing for my son. Call me on 98765 43210 or mail abba@example.com';
    const res = await send(ca, { receiverId: b.id, message: `  ${hello}  ` });
    expect(res.statusCode).toBe(201);
    const [card] = (await lists(cb, b.id)).incomingRequests.list;
    expect(card).toMatchObject({ userId: a.id, age: expect.any(Number), city: 'Lucknow', state: 'Uttar Pradesh', profileFor: 'son', createdAt: expect.any(String) });
    expect(card.message).toContain('Assalamu alaikum, I am writing for my son.');
    expect(card.message).not.toContain('98765');
    expect(card.message).not.toContain('abba@example.com');
    expect(card.messageWarning).toBeUndefined();
    // The sender reads her own words as written (trimmed).
    expect((await lists(ca, a.id)).outgoingRequests.list[0].message).toBe(hello);
  });

  it("carries chat's scam warning to the receiver only", async () => {
    const { a, b, ca, cb } = await pair();
    expect((await send(ca, { receiverId: b.id, message: 'Please send me 5000 rupees for the visa fees, urgent' })).statusCode).toBe(201);
    expect((await lists(cb, b.id)).incomingRequests.list[0].messageWarning).toEqual({ categories: ['money_request'] });
    expect((await lists(ca, a.id)).outgoingRequests.list[0].messageWarning).toBeUndefined();
  });

  it('is optional: no message is null', async () => {
    const { b, ca, cb } = await pair();
    expect((await send(ca, { receiverId: b.id })).statusCode).toBe(201);
    expect((await lists(cb, b.id)).incomingRequests.list[0].message).toBeNull();
  });

  it.each([
    ['x'.repeat(REQUEST_MESSAGE_MAX_CHARS + 1), MSG.requestMessageTooLong],
    [42, MSG.requestMessageTooLong],
    [{ text: 'hi' }, MSG.requestMessageTooLong],
  ])('refuses a bad introduction (%#) with 400 and stores nothing', async (message, text) => {
    const { a, b, ca } = await pair();
    const res = await send(ca, { receiverId: b.id, message });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: text });
    expect(await requestsBetween(a.id)).toHaveLength(0);
  });

  it('takes 300 characters exactly; an anonymous caller gets 401', async () => {
    const { b, ca } = await pair();
    expect((await send(undefined, { receiverId: b.id, message: 'hello' })).statusCode).toBe(401);
    expect((await send(ca, { receiverId: b.id, message: 'y'.repeat(REQUEST_MESSAGE_MAX_CHARS) })).statusCode).toBe(201);
  });
});

describe('a declined request cannot be repeated to the same member for 30 days', () => {
  it('429 with the message and Retry-After; nothing reaches her; allowed again after 30 days', async () => {
    const { a, b, ca, cb } = await pair();
    const first = (await send(ca, { receiverId: b.id, message: 'Salaam' })).json().request;
    expect((await respond(cb, first.id, 'declined')).statusCode).toBe(200);
    clock.advance(24 * 3600 * 1000);
    const again = await send(ca, { receiverId: b.id, message: 'Please reconsider' });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ success: false, message: MSG.requestDeclinedRecently(30) });
    expect(Number(again.headers['retry-after'])).toBe(29 * 24 * 3600);
    expect((await lists(cb, b.id)).incomingRequests.list).toHaveLength(0);
    expect(await requestsBetween(a.id)).toHaveLength(1);
    // She who declined may still ask him.
    expect((await send(cb, { receiverId: a.id })).statusCode).toBe(201);
    const theirs = (await lists(ca, a.id)).incomingRequests.list[0];
    expect((await respond(ca, theirs.requestId, 'declined')).statusCode).toBe(200);
    clock.advance(29 * 24 * 3600 * 1000);
    expect((await send(ca, { receiverId: b.id })).statusCode).toBe(201);
  });

  it('a request the sender cancelled herself may be sent again at once', async () => {
    const { b, ca } = await pair();
    const first = (await send(ca, { receiverId: b.id })).json().request;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/cancel-request/${first.id}`, headers: { cookie: ca } })).statusCode).toBe(200);
    expect((await send(ca, { receiverId: b.id })).statusCode).toBe(201);
  });
});

describe('REFUSAL_COOLDOWN_DAYS', () => {
  it('is configurable: 0 lets a declined request be sent again at once', async () => {
    const quick = await createTestApp({ REFUSAL_COOLDOWN_DAYS: '0' });
    try {
      const a = await buildMember(quick.database.db, { status: 'Active', gender: 'male', caste: 'Ansari', casteInterestedIn: ['Syed'] });
      const b = await buildMember(quick.database.db, { status: 'Active', gender: 'female', caste: 'Syed', casteInterestedIn: ['Ansari'] });
      await givePlan(quick.database.db, a.id);
      await givePlan(quick.database.db, b.id);
      const [ca, cb] = [await signIn(quick.app, a.email), await signIn(quick.app, b.email)];
      const post = () => quick.app.inject({ method: 'POST', url: '/api/send-request', payload: { receiverId: b.id }, headers: { cookie: ca } });
      const first = (await post()).json().request;
      await quick.app.inject({ method: 'PUT', url: `/api/respond-request/${first.id}`, payload: { action: 'declined' }, headers: { cookie: cb } });
      expect((await post()).statusCode).toBe(201);
    } finally {
      await quick.close();
    }
  });
});

describe('GET /api/waiting-counts (the tab bar badges)', () => {
  const counts = async (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/waiting-counts', headers: cookie ? { cookie } : {} });

  it('counts what waits for my answer only: profile, photo-access and contact-sharing requests', async () => {
    expect((await counts()).statusCode).toBe(401);
    const { a, b, ca, cb } = await pair();
    expect((await counts(cb)).json()).toEqual({ success: true, profileRequests: 0, photoRequests: 0, contactExchanges: 0 });
    const sent = (await send(ca, { receiverId: b.id })).json().request;
    expect((await counts(cb)).json()).toMatchObject({ profileRequests: 1 });
    expect((await counts(ca)).json()).toMatchObject({ profileRequests: 0 });
    await t.app.inject({ method: 'PUT', url: '/api/update-photo-privacy', payload: { photoPrivacy: 'private' }, headers: { cookie: cb } });
    expect((await t.app.inject({ method: 'POST', url: '/api/request-photo-access', payload: { targetUserId: b.id }, headers: { cookie: ca } })).statusCode).toBe(201);
    expect((await counts(cb)).json()).toMatchObject({ photoRequests: 1 });
    // Accepting clears the request; an ask to share contact details waits for her next.
    expect((await respond(cb, sent.id, 'accepted')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `/api/contact-exchange/${b.id}`, headers: { cookie: ca } })).statusCode).toBe(201);
    expect((await counts(cb)).json()).toEqual({ success: true, profileRequests: 0, photoRequests: 1, contactExchanges: 1 });
    expect((await counts(ca)).json()).toEqual({ success: true, profileRequests: 0, photoRequests: 0, contactExchanges: 0 });
    void a;
  });
});
